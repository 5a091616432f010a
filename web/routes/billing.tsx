import { ERROR_CODES } from '../../contract/errors.ts'
import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { SubscriptionPage } from '../features/billing/subscription-page.tsx'
import { PlanPricesProvider } from '../features/pricing/plan-prices-context.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { errorCodeOf } from '../lib/api-error.ts'
import { loadCurrentUser, requireUser } from '../lib/guards.ts'
import { keptRouteData } from '../lib/kept-route-data.ts'
import type { Route } from './+types/billing'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'billing', { section: 'subscription', noindex: true })

/** Signed-in accounts only; a visitor goes to /login. */
export async function loader({ context }: Route.LoaderArgs) {
  const session = requireUser(context, { redirectTo: '/login' })
  const me = await loadCurrentUser(context, session)
  const { services } = getRequestContext(context)
  const [prices, subscription] = await Promise.all([
    services.planPrices.prices(),
    // An account that never paid has none; any other failure is shown with Retry.
    services.subscription.view(session).then(
      (view) => ({ kind: 'details' as const, view }),
      (error: unknown) => {
        const code = errorCodeOf(error)
        return { kind: code && ERROR_CODES[code].status === 404 ? ('none' as const) : ('error' as const) }
      },
    ),
  ])
  return {
    prices,
    subscription,
    user: { username: me.username, photo: me.photo, role: me.role, plan_type: me.plan_type, badge_verified: me.badge_verified },
    i18n: routeTranslations(context, ['billing.subscription', 'dashboard', 'checkout', 'auth', 'errors.shop']),
  }
}

const kept = keptRouteData<Awaited<ReturnType<typeof loader>>>()

/**
 * Coming back to the page when its data cannot be fetched (offline, a failed answer), the sidebar
 * stays and the subscription says it failed to load, with Retry. Redirects and a first load still
 * go to the error boundary: without the page's texts there is nothing to show.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return kept.read(serverLoader, (shown) => ({ ...shown, subscription: { kind: 'error' as const } }))
}

export default function Billing({ loaderData }: Route.ComponentProps) {
  kept.useShown(loaderData)
  return (
    <PlanPricesProvider prices={loaderData.prices}>
      <SubscriptionPage user={loaderData.user} initial={loaderData.subscription} />
    </PlanPricesProvider>
  )
}
