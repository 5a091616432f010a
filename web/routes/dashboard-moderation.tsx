import { getRequestContext } from '../context.ts'
import { creatorComplaintAction } from '../features/appeals/appeals-actions.server.ts'
import { ModerationPage } from '../features/appeals/moderation-page.tsx'
import { accountMeta } from '../features/auth/page-meta.ts'
import { routeTranslations } from '../i18n/route-translations.ts'
import { loadCurrentUser, requireUser } from '../lib/guards.ts'
import type { Route } from './+types/dashboard-moderation'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'appeals', { noindex: true })

/** /dashboard/moderation: the creator's statements of reasons and complaints (a failed read says so in place). */
export async function loader({ context }: Route.LoaderArgs) {
  const session = requireUser(context, { redirectTo: '/login', role: 'user', otherwise: '/admin' })
  const me = await loadCurrentUser(context, session)
  const list = await getRequestContext(context)
    .services.appeals.statements(session)
    .catch(() => null)
  return {
    user: { username: me.username, photo: me.photo, role: me.role, plan_type: me.plan_type, badge_verified: me.badge_verified },
    statements: list?.statements ?? null,
    i18n: routeTranslations(context, ['appeals', 'dashboard', 'moderation.categories']),
  }
}

export const action = (args: Route.ActionArgs) => creatorComplaintAction(args)

export default function DashboardModeration({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData && 'sent' in actionData ? actionData.sent : null
  return <ModerationPage user={loaderData.user} statements={loaderData.statements} sent={sent} />
}
