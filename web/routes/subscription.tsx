import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { PlanPricesProvider } from '../features/pricing/plan-prices-context.tsx'
import { SubscriptionPage } from '../features/subscription/subscription-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { loadCurrentUser, requireUser } from '../lib/guards.ts'
import type { Route } from './+types/subscription'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'subscription', { noindex: true })

/** Signed-in accounts only; a visitor goes to /login. The details load in the browser (spec states). */
export async function loader({ context }: Route.LoaderArgs) {
  const me = await loadCurrentUser(context, requireUser(context, { redirectTo: '/login' }))
  const prices = await getRequestContext(context).services.planPrices.prices()
  return {
    prices,
    user: { username: me.username, photo: me.photo, role: me.role, plan_type: me.plan_type, badge_verified: me.badge_verified },
    i18n: routeTranslations(context, ['subscription', 'dashboard', 'checkout', 'auth', 'errors.shop']),
  }
}

export default function Subscription({ loaderData }: Route.ComponentProps) {
  return (
    <PlanPricesProvider prices={loaderData.prices}>
      <SubscriptionPage user={loaderData.user} />
    </PlanPricesProvider>
  )
}
