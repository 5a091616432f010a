import { accountMeta } from '../features/auth/page-meta.ts'
import { LocalDashboardPage } from '../features/shop/local-dashboard-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { requireUser } from '../lib/guards.ts'
import type { Route } from './+types/shop-dashboard'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'shop', { section: 'dashboard', noindex: true })

/** /shop/dashboard: where "View Stripe Dashboard" leads with the built-in provider. */
export function loader({ context }: Route.LoaderArgs) {
  requireUser(context, { redirectTo: '/login', plan: 'ai', otherwise: '/subscription' })
  return { i18n: routeTranslations(context, ['shop']) }
}

export default function ShopDashboard() {
  return <LocalDashboardPage />
}
