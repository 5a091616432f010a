import { getRequestContext } from '../context.ts'
import { AdminComplaintsPage } from '../features/appeals/admin-complaints-page.tsx'
import { adminAppealsAction } from '../features/appeals/appeals-actions.server.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { routeTranslations } from '../i18n/route-translations.ts'
import { requireUser } from '../lib/guards.ts'
import type { Route } from './+types/admin-appeals'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'appeals', { section: 'admin', noindex: true })

/** /admin/appeals: complaints against moderation decisions, open first; admins only. */
export async function loader({ context }: Route.LoaderArgs) {
  const actor = requireUser(context, { role: 'admin', redirectTo: '/login', otherwise: '/dashboard' })
  const { services } = getRequestContext(context)
  const [list, misuse] = await Promise.all([
    services.appeals.adminList(actor).catch(() => null),
    services.appealsMisuse.overview(actor).catch(() => null),
  ])
  return { complaints: list?.complaints ?? null, misuse, i18n: routeTranslations(context, ['appeals', 'moderation.categories']) }
}

export const action = (args: Route.ActionArgs) => adminAppealsAction(args)

export default function AdminAppeals({ loaderData, actionData }: Route.ComponentProps) {
  const reviewed = (actionData && 'reviewed' in actionData ? actionData.reviewed : null) ?? null
  const suspended = (actionData && 'suspended' in actionData ? actionData.suspended : null) ?? null
  return <AdminComplaintsPage complaints={loaderData.complaints} reviewed={reviewed} misuse={loaderData.misuse} suspended={suspended} />
}
