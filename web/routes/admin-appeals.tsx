import { getRequestContext } from '../context.ts'
import { AdminComplaintsPage } from '../features/appeals/admin-complaints-page.tsx'
import { reviewComplaintAction } from '../features/appeals/appeals-actions.server.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { routeTranslations } from '../i18n/route-translations.ts'
import { requireUser } from '../lib/guards.ts'
import type { Route } from './+types/admin-appeals'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'appeals', { section: 'admin', noindex: true })

/** /admin/appeals: complaints against moderation decisions, open first; admins only. */
export async function loader({ context }: Route.LoaderArgs) {
  const actor = requireUser(context, { role: 'admin', redirectTo: '/login', otherwise: '/dashboard' })
  const list = await getRequestContext(context)
    .services.appeals.adminList(actor)
    .catch(() => null)
  return { complaints: list?.complaints ?? null, i18n: routeTranslations(context, ['appeals', 'moderation.categories']) }
}

export const action = (args: Route.ActionArgs) => reviewComplaintAction(args)

export default function AdminAppeals({ loaderData, actionData }: Route.ComponentProps) {
  const reviewed = actionData && 'reviewed' in actionData ? actionData.reviewed : null
  return <AdminComplaintsPage complaints={loaderData.complaints} reviewed={reviewed} />
}
