import { PricingPage } from '../features/pricing/pricing-page.tsx'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/pricing'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'pricing')

export default function Pricing() {
  return <PricingPage />
}
