import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { LocalDashboardPage } from '../features/shop/local-dashboard-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { requireUser } from '../lib/guards.ts'
import type { Route } from './+types/shop-dashboard'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'shop', { section: 'dashboard', noindex: true })

/** /shop/dashboard: where "View Stripe Dashboard" leads with the built-in provider. */
export async function loader({ context }: Route.LoaderArgs) {
  const session = requireUser(context, { redirectTo: '/login', plan: 'ai', otherwise: '/subscription' })
  // The page says it could not load them.
  const dashboard = await getRequestContext(context)
    .services.shopConnect.dashboard(session)
    .catch(() => null)
  return { dashboard, i18n: routeTranslations(context, ['shop']) }
}

export default function ShopDashboard({ loaderData }: Route.ComponentProps) {
  return <LocalDashboardPage dashboard={loaderData.dashboard} />
}
