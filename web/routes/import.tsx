import { isErrorCode } from '../../contract/errors.ts'
import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { ImportPage } from '../features/imports/import-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { loadCurrentUser, requireUser } from '../lib/guards.ts'
import type { Route } from './+types/import'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'imports', { noindex: true })

/** /dashboard/import: the Instagram import's form, the latest import's progress, or why an archive was refused (`?error=`). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const session = requireUser(context, { redirectTo: '/login', role: 'user', otherwise: '/admin' })
  const me = await loadCurrentUser(context, session)
  const { services, lang } = getRequestContext(context)
  const error = new URL(request.url).searchParams.get('error')
  // Only the import's own refusals name a message; anything else in the address is ignored.
  const refusal = error && isErrorCode(error) && error.startsWith('IMPORT_') ? error.replace(/^IMPORT_/, '').toLowerCase() : null
  return {
    user: { username: me.username, photo: me.photo, role: me.role, plan_type: me.plan_type, badge_verified: me.badge_verified },
    current: await services.imports.latest(session, lang),
    refusal,
    i18n: routeTranslations(context, ['imports', 'dashboard', 'images.categories']),
  }
}

export default function Import({ loaderData }: Route.ComponentProps) {
  return <ImportPage user={loaderData.user} current={loaderData.current} refusal={loaderData.refusal} />
}
