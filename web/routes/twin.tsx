import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { TwinPage } from '../features/twin/twin-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { loadCurrentUser, requireUser } from '../lib/guards.ts'
import type { Route } from './+types/twin'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'twin', { noindex: true })

/**
 * The AI studio, for the AI plan. A visitor goes to /login; a creator on another plan to
 * /subscription, where the plan can be changed. Every /api/twin/* call checks the plan again.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const session = requireUser(context, { redirectTo: '/login', plan: 'ai', otherwise: '/subscription' })
  const me = await loadCurrentUser(context, session)
  const { services } = getRequestContext(context)
  // A read that fails here (the provider, the database) is read again by the page, which shows the error.
  const [status, modelInfo, gallery, uploadSettings] = await Promise.all([
    services.twin.status(session).catch(() => null),
    services.twin.modelInfo(session).catch(() => null),
    services.twin.gallery(session).catch(() => null),
    services.images.uploadSettings(),
  ])
  return {
    twin: { status, modelInfo, gallery },
    maxExpiryDays: uploadSettings.max_expiry_days,
    user: { username: me.username, photo: me.photo, role: me.role, plan_type: me.plan_type, badge_verified: me.badge_verified },
    // The tag editor in the publish dialog speaks the `images` and `tags` namespaces.
    i18n: routeTranslations(context, ['twin', 'dashboard', 'images', 'tags', 'errors.twin']),
  }
}

export default function Twin({ loaderData }: Route.ComponentProps) {
  return <TwinPage user={loaderData.user} initial={loaderData.twin} maxExpiryDays={loaderData.maxExpiryDays} />
}
