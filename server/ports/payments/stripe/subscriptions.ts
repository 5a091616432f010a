import Stripe from 'stripe'
import type { BillingCycle } from '../../../../contract/plans.ts'
import { AppError } from '../../../errors.ts'
import { createCache } from '../../../lib/cache.ts'
import type { PaymentsPort } from '../payments.port.ts'
import { idOf, type PlatformName, subscriptionEvent } from './objects.ts'
import type { createStripePrices } from './prices.ts'

type SubscriptionCalls = Pick<PaymentsPort, 'updateSubscription' | 'scheduleChange' | 'cancelNow' | 'portalUrl'>

const interval = (cycle: BillingCycle) => (cycle === 'yearly' ? 'year' : 'month')

/** Our errors for Stripe's: a declined card stays a declined card, anything else failed at Stripe. */
async function asAppError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof AppError) throw error
    if (error instanceof Stripe.errors.StripeCardError) throw new AppError('CARD_DECLINED', undefined, { cause: error })
    throw new AppError('CHECKOUT_FAILED', undefined, { cause: error })
  }
}

/**
 * Changes to a running subscription and the customer portal. Changes at the period end are a
 * subscription schedule (docs/decisions/0016): its first phase is the current period as it is,
 * the second has the new price and the plan in its metadata, and the schedule then releases the
 * subscription. Stripe refuses direct cancellation changes while a schedule manages the
 * subscription, so cancelling and immediate plan swaps release the schedule first.
 */
export function createStripeSubscriptions(
  stripe: Stripe,
  { priceFor }: ReturnType<typeof createStripePrices>,
  platformName: PlatformName,
): SubscriptionCalls {
  /** Drops the subscription's schedule (and the change it planned); the subscription runs on as it is. */
  async function releaseSchedule(subscription: Stripe.Subscription) {
    const schedule = idOf(subscription.schedule)
    if (schedule) await stripe.subscriptionSchedules.release(schedule)
  }

  const stateOf = async (id: string) => subscriptionEvent(await stripe.subscriptions.retrieve(id), new Date())

  /** Our portal: card updates, invoices, and cancelling at the period end; made once per process and platform name. */
  const portalConfigurations = createCache<Promise<string>>({ max: 4 })
  const portalConfigurationId = () => {
    const headline = platformName()
    return portalConfigurations.getOrLoad(headline, () =>
      stripe.billingPortal.configurations
        .create({
          business_profile: { headline },
          features: {
            payment_method_update: { enabled: true },
            invoice_history: { enabled: true },
            subscription_cancel: { enabled: true, mode: 'at_period_end' },
          },
        })
        .then((c) => c.id),
    )
  }

  return {
    updateSubscription: (providerSubscriptionId, change) =>
      asAppError(async () => {
        const current = await stripe.subscriptions.retrieve(providerSubscriptionId)
        await releaseSchedule(current)
        if ('cancelAtPeriodEnd' in change) {
          const updated = await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: change.cancelAtPeriodEnd })
          return subscriptionEvent(updated, new Date())
        }
        const item = current.items.data[0]
        if (!item) throw new AppError('PLAN_CHANGE_INVALID')
        // Swap the item's price; Stripe prorates and bills the difference at once.
        const updated = await stripe.subscriptions.update(providerSubscriptionId, {
          items: [{ id: item.id, price: await priceFor(change) }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
          metadata: { planType: change.planType, billingCycle: change.billingCycle },
        })
        return subscriptionEvent(updated, new Date())
      }),

    scheduleChange: (providerSubscriptionId, change) =>
      asAppError(async () => {
        const current = await stripe.subscriptions.retrieve(providerSubscriptionId)
        const item = current.items.data[0]
        const currentPrice = idOf(item?.price)
        if (!item || !currentPrice) throw new AppError('PLAN_CHANGE_INVALID')
        if (!change) {
          await releaseSchedule(current)
          return stateOf(providerSubscriptionId)
        }
        const existing = idOf(current.schedule)
        const schedule = existing
          ? await stripe.subscriptionSchedules.retrieve(existing)
          : await stripe.subscriptionSchedules.create({ from_subscription: providerSubscriptionId })
        const start = schedule.current_phase?.start_date ?? schedule.phases[0]?.start_date ?? item.current_period_start
        await stripe.subscriptionSchedules.update(schedule.id, {
          end_behavior: 'release',
          proration_behavior: 'none',
          phases: [
            { items: [{ price: currentPrice, quantity: 1 }], start_date: start, end_date: item.current_period_end },
            {
              items: [{ price: await priceFor(change), quantity: 1 }],
              duration: { interval: interval(change.billingCycle), interval_count: 1 },
              // Phase metadata replaces the subscription's when the phase starts: keep our references.
              metadata: { ...current.metadata, planType: change.planType, billingCycle: change.billingCycle },
            },
          ],
        })
        return stateOf(providerSubscriptionId)
      }),

    cancelNow: (providerSubscriptionId) =>
      asAppError(async () => {
        try {
          await stripe.subscriptions.cancel(providerSubscriptionId, { invoice_now: false, prorate: false })
        } catch (error) {
          // Already gone at Stripe (deleted by hand, or ended long ago): nothing left to cancel.
          if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return
          throw error
        }
      }),

    portalUrl: (customer, returnUrl) =>
      asAppError(async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer,
          return_url: returnUrl,
          configuration: await portalConfigurationId(),
        })
        return session.url
      }),
  }
}
