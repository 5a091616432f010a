import type Stripe from 'stripe'
import type { PlanType } from '../../../../contract/plans.ts'
import type { PaymentEvent, PaymentSubscriptionStatus } from '../payments.port.ts'

/** What follows the platform's name in a plan product's name on Stripe's pages, receipts and invoices ("<name> Basic"). */
export const PLAN_NAMES = { basic: 'Basic', ai: 'AI Creator' } as const

/** The name the operator gave the platform (the site settings' name, read at each call). */
export type PlatformName = () => string

/** Stripe's subscription states onto ours (see SUBSCRIPTION_STATUSES). */
export function mapStripeStatus(status: Stripe.Subscription.Status): PaymentSubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active'
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due'
    case 'canceled':
      return 'canceled'
    case 'incomplete_expired':
      return 'expired'
    default:
      return 'pending'
  }
}

export const fromUnix = (seconds: number | null | undefined) => (seconds == null ? undefined : new Date(seconds * 1000))
export const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? undefined : typeof value === 'string' ? value : value.id

export function references(metadata: Stripe.Metadata | null | undefined) {
  return { reference: metadata?.reference || undefined, accountId: metadata?.accountId || undefined }
}

export function subscriptionPeriod(subscription: Stripe.Subscription) {
  // Since API 2025-03-31 the period lives on the items; a plan subscription has exactly one.
  const item = subscription.items?.data?.[0]
  return { currentPeriodStart: fromUnix(item?.current_period_start), currentPeriodEnd: fromUnix(item?.current_period_end) }
}

/** Plan, cycle and price as the subscription now has them (metadata follows every plan change). */
function subscriptionPlan(subscription: Stripe.Subscription) {
  const price = subscription.items?.data?.[0]?.price
  const plan = subscription.metadata?.planType
  const interval = price?.recurring?.interval
  const planType: PlanType | undefined = plan === 'basic' || plan === 'ai' ? plan : undefined
  return {
    planType,
    billingCycle: interval === 'year' ? ('yearly' as const) : interval === 'month' ? ('monthly' as const) : undefined,
    amountCents: price?.unit_amount ?? undefined,
  }
}

export function subscriptionEvent(subscription: Stripe.Subscription, occurredAt: Date): PaymentEvent & { type: 'subscription.updated' } {
  return {
    type: 'subscription.updated',
    occurredAt,
    subscriptionId: subscription.id,
    ...references(subscription.metadata),
    customerId: idOf(subscription.customer),
    status: mapStripeStatus(subscription.status),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...subscriptionPeriod(subscription),
    ...subscriptionPlan(subscription),
  }
}

export function invoiceSubscription(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details
  return { subscriptionId: idOf(details?.subscription), ...references(details?.metadata) }
}
