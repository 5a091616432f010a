import { z } from 'zod'
import { decimalAmount, PLAN_CURRENCIES, PLAN_CURRENCY_INFO, type PlanCurrency } from './currencies.ts'
import { endpoint } from './endpoint.ts'
import { BILLING_CYCLES, type BillingCycle, PLAN_TYPES, PLANS, type PlanType } from './plans.ts'

/**
 * The plan prices the operator charges (`PUT /api/admin/plan-prices`), in minor units of one
 * platform currency. A change applies to new subscriptions and plan changes; a running
 * subscription keeps the price it was taken out at (subscriptions.plan_price_cents).
 */
export const PLAN_PRICE_CURRENCIES = PLAN_CURRENCIES
export type PlanPriceCurrency = PlanCurrency

/** Highest amount Stripe takes for one charge (eight digits of minor units). */
const STRIPE_MAX_AMOUNT = 99_999_999
/** A price this many times Stripe's smallest charge is taken for a typo (10,000 in euros). */
const MAX_TIMES_MINIMUM = 20_000

/** The lowest and highest price per cycle in a currency, in its minor units. */
export function planPriceBounds(currency: PlanCurrency): { min: number; max: number } {
  const { minimum } = PLAN_CURRENCY_INFO[currency]
  return { min: minimum, max: Math.min(minimum * MAX_TIMES_MINIMUM, STRIPE_MAX_AMOUNT) }
}

const amount = z.number({ message: 'operator.prices.amount_invalid' }).int({ message: 'operator.prices.amount_invalid' })

const perCycle = z.object(Object.fromEntries(BILLING_CYCLES.map((cycle) => [cycle, amount])) as Record<BillingCycle, typeof amount>)

const planPriceFields = {
  currency: z.enum(PLAN_PRICE_CURRENCIES, { message: 'operator.prices.currency_invalid' }),
  basic: perCycle,
  ai: perCycle,
}

/** Every amount between Stripe's smallest charge in the currency and the typo bound. */
function withinBounds(prices: { currency: PlanCurrency } & Record<PlanType, Record<BillingCycle, number>>, ctx: z.RefinementCtx) {
  const { min, max } = planPriceBounds(prices.currency)
  // The bound is named as typed in the form: "0.50 EUR", "50 JPY".
  const named = (value: number) => `${decimalAmount(value, prices.currency)} ${prices.currency.toUpperCase()}`
  for (const plan of PLAN_TYPES)
    for (const cycle of BILLING_CYCLES) {
      const value = prices[plan][cycle]
      if (value < min)
        ctx.addIssue({ code: 'custom', path: [plan, cycle], message: 'operator.prices.amount_too_small', params: { amount: named(min) } })
      else if (value > max)
        ctx.addIssue({ code: 'custom', path: [plan, cycle], message: 'operator.prices.amount_too_large', params: { amount: named(max) } })
    }
}

export const PlanPrices = z.object(planPriceFields).superRefine(withinBounds)
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

/**
 * The admin's save. A change of currency while subscriptions run in another one is refused
 * (PRICES_CURRENCY_CHANGE_UNCONFIRMED) until `confirmCurrencyChange` says the admin read what it
 * means for them (docs/decisions/0075).
 */
export const PlanPricesUpdate = z.object({ ...planPriceFields, confirmCurrencyChange: z.boolean().optional() }).superRefine(withinBounds)
export type PlanPricesUpdate = z.input<typeof PlanPricesUpdate>

export function planPrice(prices: PlanPrices, plan: PlanType, cycle: BillingCycle): number {
  return prices[plan][cycle]
}

export { maxYearlySavingPercent, yearlySaving } from './plan-savings.ts'

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
    body: PlanPricesUpdate,
    response: PlanPricesView,
  }),
}
