import type { FastifyBaseLogger } from 'fastify'
import Stripe from 'stripe'
import { BILLING_CYCLES, type BillingCycle, PLAN_TYPES, type PlanType } from '../../../../contract/plans.ts'
import type { PlanChange, PlanPriceList } from '../payments.port.ts'
import { plansNotPriced } from './errors.ts'
import { idOf, PLAN_NAMES, type PlatformName } from './objects.ts'

const interval = (cycle: BillingCycle) => (cycle === 'yearly' ? 'year' : 'month')

/** Our own id for a plan's Product: found again by it, whatever the Product is called now. */
export const planProductId = (planType: PlanType) => `looktag_plan_${planType}`

const isStripeError = (error: unknown, status: number, code?: string) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === status && (!code || error.code === code)

/**
 * One Stripe Price per plan, cycle, currency and amount, found by its lookup key or made once.
 * Prices are never edited: a new amount is a new Price, and subscriptions on an older one keep it.
 * A plan's Prices hang on one Product per plan with a fixed id; its name follows the platform's
 * name ("<name> Basic"), renamed when a Price of it is next used (renaming is safe to repeat).
 */
export function createStripePrices(stripe: Stripe, platformName: PlatformName, log?: FastifyBaseLogger) {
  // The name each Product was last seen with, so a checkout costs no extra call while it holds.
  const named = new Map<string, string>()
  const productName = (planType: PlanType) => `${platformName()} ${PLAN_NAMES[planType]}`

  /** Gives a plan's Product the platform's current name. */
  async function nameProduct(productId: string, planType: PlanType) {
    const name = productName(planType)
    if (named.get(productId) === name) return
    const product = await stripe.products.retrieve(productId)
    if (product.name !== name) await stripe.products.update(productId, { name })
    named.set(productId, name)
  }

  /** The plan's Product, named as the platform is now; made on first use. */
  async function planProduct(planType: PlanType): Promise<string> {
    const id = planProductId(planType)
    try {
      await nameProduct(id, planType)
      return id
    } catch (error) {
      if (!isStripeError(error, 404)) throw error
    }
    try {
      const name = productName(planType)
      await stripe.products.create({ id, name, metadata: { planType } })
      named.set(id, name)
    } catch (error) {
      // Another instance made it meanwhile: name it like any existing one.
      if (!isStripeError(error, 400, 'resource_already_exists')) throw error
      await nameProduct(id, planType)
    }
    return id
  }

  async function priceFor({ planType, billingCycle, amountCents, currency }: PlanChange): Promise<string> {
    const lookupKey = `looktag_${planType}_${billingCycle}_${currency}_${amountCents}`
    const found = (await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })).data[0]
    if (found) {
      // Prices made before plan Products had fixed ids carry a Product of their own: renamed the same way.
      const product = idOf(found.product)
      if (product) await nameProduct(product, planType)
      return found.id
    }
    const created = await stripe.prices.create(
      {
        currency,
        unit_amount: amountCents,
        recurring: { interval: interval(billingCycle) },
        product: await planProduct(planType),
        lookup_key: lookupKey,
        metadata: { planType, billingCycle },
      },
      // Two instances saving at once make one Price.
      { idempotencyKey: lookupKey },
    )
    return created.id
  }

  /** Makes sure a Price exists for every plan and cycle at the given amounts, its Product named as the platform is now. */
  async function ensurePlanPrices(prices: PlanPriceList): Promise<void> {
    try {
      for (const planType of PLAN_TYPES) {
        for (const billingCycle of BILLING_CYCLES) {
          await priceFor({ planType, billingCycle, amountCents: prices[planType][billingCycle], currency: prices.currency })
        }
      }
    } catch (error) {
      throw plansNotPriced(error, log)
    }
  }

  return { priceFor, ensurePlanPrices }
}
