import { z } from 'zod'
import { SHOP_CURRENCIES } from './currencies.ts'
import { endpoint } from './endpoint.ts'
import { BILLING_CYCLES, type BillingCycle, PLAN_TYPES, PLANS, type PlanType } from './plans.ts'

/**
 * The plan prices the operator charges (`PUT /api/admin/plan-prices`), in minor units of one
 * platform currency. A change applies to new subscriptions and plan changes; a running
 * subscription keeps the price it was taken out at (subscriptions.plan_price_cents).
 */
export const PLAN_PRICE_CURRENCIES = SHOP_CURRENCIES
export type PlanPriceCurrency = (typeof PLAN_PRICE_CURRENCIES)[number]

/** Stripe's smallest charge is about half a unit of any of these currencies; the upper bound catches typos. */
export const PLAN_PRICE_MIN = 50
export const PLAN_PRICE_MAX = 1_000_000

const amount = z
  .number({ message: 'operator.prices.amount_invalid' })
  .int({ message: 'operator.prices.amount_invalid' })
  .min(PLAN_PRICE_MIN, { message: 'operator.prices.amount_too_small' })
  .max(PLAN_PRICE_MAX, { message: 'operator.prices.amount_too_large' })

const perCycle = z.object(Object.fromEntries(BILLING_CYCLES.map((cycle) => [cycle, amount])) as Record<BillingCycle, typeof amount>)

export const PlanPrices = z.object({
  currency: z.enum(PLAN_PRICE_CURRENCIES, { message: 'operator.prices.currency_invalid' }),
  basic: perCycle,
  ai: perCycle,
})
export type PlanPrices = z.output<typeof PlanPrices>

/** The specification's prices (EUR), in force until the admin saves others. */
export const DEFAULT_PLAN_PRICES: PlanPrices = {
  currency: 'eur',
  basic: { ...PLANS.basic },
  ai: { ...PLANS.ai },
}

/** `GET /api/admin/plan-prices`: the prices and how many running subscriptions pay each price. */
export const PlanPriceSubscribers = z.object({
  plan_type: z.enum(PLAN_TYPES),
  billing_cycle: z.enum(BILLING_CYCLES),
  amount: z.number().int(),
  currency: z.string(),
  count: z.number().int(),
})
export const PlanPricesView = z.object({ prices: PlanPrices, subscribers: z.array(PlanPriceSubscribers) })
export type PlanPricesView = z.output<typeof PlanPricesView>

export function planPrice(prices: PlanPrices, plan: PlanType, cycle: BillingCycle): number {
  return prices[plan][cycle]
}

/** What a year costs less when paid yearly instead of twelve months (0 when it does not). */
export function yearlySaving(prices: PlanPrices, plan: PlanType): number {
  return Math.max(0, prices[plan].monthly * 12 - prices[plan].yearly)
}

/** The largest yearly saving across plans, in whole percent (the pricing page's "up to" note). */
export function maxYearlySavingPercent(prices: PlanPrices): number {
  return Math.max(...PLAN_TYPES.map((plan) => Math.round((yearlySaving(prices, plan) / (prices[plan].monthly * 12)) * 100)))
}

export const planPricesApi = {
  view: endpoint({
    access: 'admin',
    tag: 'admin',
    method: 'GET',
    path: '/api/admin/plan-prices',
    summary: 'Plan prices and what running subscriptions pay',
    response: PlanPricesView,
  }),
  update: endpoint({
    access: 'admin',
    tag: 'admin',
    method: 'PUT',
    path: '/api/admin/plan-prices',
    summary: 'Set the plan prices for new subscriptions and plan changes (running subscriptions keep theirs)',
    body: PlanPrices,
    response: PlanPricesView,
  }),
}
