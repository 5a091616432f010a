import Stripe from 'stripe'
import type { BillingCycle, PlanType } from '../../../../contract/plans.ts'
import { AppError } from '../../../errors.ts'
import type { PaymentsPort } from '../payments.port.ts'
import { PLAN_NAMES, subscriptionEvent } from './objects.ts'

/** Changes to a running subscription (cancel, plan swaps) and the customer portal. */
export function createStripeSubscriptions(stripe: Stripe): Pick<PaymentsPort, 'updateSubscription' | 'portalUrl'> {
  /** The price for a plan and cycle, found by lookup key or made once. */
  async function priceFor(planType: PlanType, billingCycle: BillingCycle, amountCents: number) {
    const lookupKey = `looktag_${planType}_${billingCycle}_${amountCents}`
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })
    if (found.data[0]) return found.data[0].id
    const created = await stripe.prices.create({
      currency: 'eur',
      unit_amount: amountCents,
      recurring: { interval: billingCycle === 'yearly' ? 'year' : 'month' },
      product_data: { name: PLAN_NAMES[planType], metadata: { planType } },
      lookup_key: lookupKey,
    })
    return created.id
  }

  let portalConfiguration: Promise<string> | undefined
  /** Our portal: card updates, invoices, and cancelling at the period end (made once per process). */
  function portalConfigurationId() {
    portalConfiguration ??= stripe.billingPortal.configurations
      .create({
        business_profile: { headline: 'Looktag' },
        features: {
          payment_method_update: { enabled: true },
          invoice_history: { enabled: true },
          subscription_cancel: { enabled: true, mode: 'at_period_end' },
        },
      })
      .then((c) => c.id)
    portalConfiguration.catch(() => {
      portalConfiguration = undefined
    })
    return portalConfiguration
  }

  return {
    async updateSubscription(providerSubscriptionId, change) {
      try {
        if ('cancelAtPeriodEnd' in change) {
          const updated = await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: change.cancelAtPeriodEnd })
          return subscriptionEvent(updated, new Date())
        }
        const current = await stripe.subscriptions.retrieve(providerSubscriptionId)
        const item = current.items.data[0]
        if (!item) throw new AppError('PLAN_CHANGE_INVALID')
        // Swap the item's price; Stripe prorates and bills the difference at once.
        const updated = await stripe.subscriptions.update(providerSubscriptionId, {
          items: [{ id: item.id, price: await priceFor(change.planType, change.billingCycle, change.amountCents) }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
          metadata: { planType: change.planType, billingCycle: change.billingCycle },
        })
        return subscriptionEvent(updated, new Date())
      } catch (error) {
        if (error instanceof AppError) throw error
        if (error instanceof Stripe.errors.StripeCardError) throw new AppError('CARD_DECLINED', undefined, { cause: error })
        throw new AppError('CHECKOUT_FAILED', undefined, { cause: error })
      }
    },

    async portalUrl(customer, returnUrl) {
      try {
        const session = await stripe.billingPortal.sessions.create({
          customer,
          return_url: returnUrl,
          configuration: await portalConfigurationId(),
        })
        return session.url
      } catch (error) {
        throw new AppError('CHECKOUT_FAILED', undefined, { cause: error })
      }
    },
  }
}
