import type Stripe from 'stripe'
import { BILLING_CYCLES, type BillingCycle, PLAN_TYPES, type PlanType } from '../../../../contract/plans.ts'
import { AppError } from '../../../errors.ts'
import type { PlanChange, PlanPriceList } from '../payments.port.ts'
import { PLAN_NAMES } from './objects.ts'

const interval = (cycle: BillingCycle) => (cycle === 'yearly' ? 'year' : 'month')

/**
 * One Stripe Price per plan, cycle, currency and amount, found by its lookup key or made once.
 * Prices are never edited: a new amount is a new Price, and subscriptions on an older one keep it.
 */
export function createStripePrices(stripe: Stripe) {
  async function priceFor({ planType, billingCycle, amountCents, currency }: PlanChange): Promise<string> {
    const lookupKey = `looktag_${planType}_${billingCycle}_${currency}_${amountCents}`
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })
    if (found.data[0]) return found.data[0].id
    const created = await stripe.prices.create(
      {
        currency,
        unit_amount: amountCents,
        recurring: { interval: interval(billingCycle) },
        product_data: { name: PLAN_NAMES[planType as PlanType], metadata: { planType } },
        lookup_key: lookupKey,
        metadata: { planType, billingCycle },
      },
      // Two instances saving at once make one Price.
      { idempotencyKey: lookupKey },
    )
    return created.id
  }

  /** Makes sure a Price exists for every plan and cycle at the given amounts. */
  async function ensurePlanPrices(prices: PlanPriceList): Promise<void> {
    try {
      for (const planType of PLAN_TYPES) {
        for (const billingCycle of BILLING_CYCLES) {
          await priceFor({ planType, billingCycle, amountCents: prices[planType][billingCycle], currency: prices.currency })
        }
      }
    } catch (error) {
      throw new AppError('PRICES_NOT_CREATED', undefined, { cause: error })
    }
  }

  return { priceFor, ensurePlanPrices }
}
