import { Suspense } from 'react'
import { getRequestContext } from '../context.ts'
import { PlanPricesProvider } from '../features/pricing/plan-prices-context.tsx'
import { pricingMeta } from '../features/pricing/pricing-meta.ts'
import { routeTranslations } from '../i18n/route-translations.ts'
import { lazyNamed } from '../lib/lazy-named.ts'
import type { Route } from './+types/pricing'

export const meta: Route.MetaFunction = (args) => pricingMeta(args)

/** Public and the same for every visitor: served from the server's short-lived HTML cache. */
export const handle = { htmlCache: true }

export async function loader({ context }: Route.LoaderArgs) {
  const prices = await getRequestContext(context).services.planPrices.prices()
  return { prices, i18n: routeTranslations(context, ['pricing']) }
}

const PricingPage = lazyNamed(() => import('../features/pricing/pricing-page.tsx'), 'PricingPage')

export default function Pricing({ loaderData }: Route.ComponentProps) {
  return (
    <PlanPricesProvider prices={loaderData.prices}>
      <Suspense>
        <PricingPage />
      </Suspense>
    </PlanPricesProvider>
  )
}
