import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { LinksPage } from '../features/links/links-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { loadCurrentUser, requireUser } from '../lib/guards.ts'
import type { Route } from './+types/links'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'links', { noindex: true })

/** /dashboard/links: the creator's outbound links with their last check, problem links first. */
export async function loader({ context }: Route.LoaderArgs) {
  const session = requireUser(context, { redirectTo: '/login', role: 'user', otherwise: '/admin' })
  const me = await loadCurrentUser(context, session)
  const links = await getRequestContext(context).services.linkHealth.list(session)
  return {
    user: { username: me.username, photo: me.photo, role: me.role, plan_type: me.plan_type, badge_verified: me.badge_verified },
    links,
    i18n: routeTranslations(context, ['links', 'dashboard']),
  }
}

export default function Links({ loaderData }: Route.ComponentProps) {
  return <LinksPage user={loaderData.user} initial={loaderData.links} />
}
