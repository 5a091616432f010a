import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { ShopManagePage } from '../features/shop/shop-manage-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { loadCurrentUser, requireUser } from '../lib/guards.ts'
import type { Route } from './+types/shop'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'shop', { section: 'manage', noindex: true })

/**
 * My Shop, for the AI plan (spec part 1: the plan unlocks it). A visitor goes to /login; a
 * creator on another plan to /subscription, where the plan can be changed. The API checks again.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const session = requireUser(context, { redirectTo: '/login', plan: 'ai', otherwise: '/subscription' })
  const me = await loadCurrentUser(context, session)
  const { services, publicUrl } = getRequestContext(context)
  // A part that cannot be read is shown as such on the page, with a retry.
  const [status, products, orders, trader] = await Promise.all([
    services.shop.getStatus(session).catch(() => null),
    services.shop.listProducts(session, 1).catch(() => null),
    services.shop.listOrders(session, 1).catch(() => null),
    services.traders.mine(session).catch(() => null),
  ])
  return {
    user: { username: me.username, photo: me.photo, role: me.role, plan_type: me.plan_type, badge_verified: me.badge_verified },
    publicUrl,
    initial: { status, products, orders, trader },
    i18n: routeTranslations(context, ['shop', 'dashboard', 'public', 'errors.shop', 'traders.card', 'traders.state', 'traders.form.saved']),
  }
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  return <ShopManagePage user={loaderData.user} publicUrl={loaderData.publicUrl} initial={loaderData.initial} />
}
