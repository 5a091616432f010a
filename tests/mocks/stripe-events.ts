import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { SECRET_KEY, WEBHOOK_SECRET } from './stripe.ts'

const unique = () => randomUUID().replaceAll('-', '').slice(0, 12)
const signer = new Stripe(SECRET_KEY)

export const DAY = 86_400
/** A fixed provider clock in the past, in seconds (our own API calls happen "now"). */
export const T0 = 1_750_000_000

// Stripe objects and events, as the API sends them (only the fields the adapter reads, plus ids).

export interface Ref {
  reference: string
  accountId: string
  sessionId: string
  subscriptionId: string
  customerId: string
}
export const metadata = (r: Ref) => ({ purpose: 'subscription', reference: r.reference, accountId: r.accountId })

export function subscriptionObject(r: Ref, status: string, start: number, end: number, cancel = false, plan = 'basic') {
  return {
    id: r.subscriptionId,
    object: 'subscription',
    status,
    customer: r.customerId,
    cancel_at_period_end: cancel,
    metadata: { ...metadata(r), planType: plan, billingCycle: 'monthly' },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${r.subscriptionId}`,
          object: 'subscription_item',
          current_period_start: start,
          current_period_end: end,
          price: { id: `price_${plan}`, object: 'price', unit_amount: plan === 'ai' ? 1000 : 600, recurring: { interval: 'month' } },
        },
      ],
    },
  }
}

export function invoiceObject(r: Ref, reason: string, amount: number, start: number, end: number, paid: boolean) {
  return {
    id: `in_${unique()}`,
    object: 'invoice',
    billing_reason: reason,
    amount_paid: paid ? amount : 0,
    amount_due: amount,
    currency: 'eur',
    attempt_count: paid ? 1 : 2,
    parent: { type: 'subscription_details', subscription_details: { subscription: r.subscriptionId, metadata: metadata(r) } },
    lines: { object: 'list', data: [{ id: `il_${unique()}`, object: 'line_item', period: { start, end } }] },
  }
}

export function sessionObject(r: Ref, amountTotal: number) {
  return {
    id: r.sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    amount_total: amountTotal,
    currency: 'eur',
    customer: r.customerId,
    subscription: r.subscriptionId,
    metadata: { ...metadata(r), planType: 'basic', billingCycle: 'monthly' },
  }
}

export const event = (type: string, object: unknown, created: number) => ({
  id: `evt_${unique()}`,
  object: 'event',
  api_version: Stripe.API_VERSION,
  created,
  type,
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  data: { object },
})

/** A `Stripe-Signature` header for the payload, made as Stripe makes it. */
export const sign = (payload: string, secret = WEBHOOK_SECRET) => signer.webhooks.generateTestHeaderString({ payload, secret })
