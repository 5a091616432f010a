import type { BillingCycle, PlanType } from './plans.ts'

/** What the savings need of the plan prices (contract/plan-prices.ts); this file stays free of zod for page metas. */
type Prices = Record<PlanType, Record<BillingCycle, number>>

const PLANS: readonly PlanType[] = ['basic', 'ai']

/** What a year costs less when paid yearly instead of twelve months (0 when it does not). */
export function yearlySaving(prices: Prices, plan: PlanType): number {
  return Math.max(0, prices[plan].monthly * 12 - prices[plan].yearly)
}

/** The largest yearly saving across plans, in whole percent (the pricing page's "up to" note). */
export function maxYearlySavingPercent(prices: Prices): number {
  return Math.max(...PLANS.map((plan) => Math.round((yearlySaving(prices, plan) / (prices[plan].monthly * 12)) * 100)))
}
