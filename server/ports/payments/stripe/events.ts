import Stripe from 'stripe'
import { AppError } from '../../../errors.ts'
import type { PaymentEvent, PaymentsPort, VerifiedWebhook } from '../payments.port.ts'
import { fromUnix, idOf, invoiceSubscription, references, subscriptionEvent, subscriptionPeriod } from './objects.ts'

/** Webhooks verified on the raw body and turned into our payment events. */
export function createStripeEvents(stripe: Stripe, webhookSecret: string | undefined): Pick<PaymentsPort, 'parseWebhook'> {
  /** Stripe's current copy; the event's own when Stripe no longer knows it (deleted meanwhile). */
  async function retrieveOr(sent: Stripe.Subscription) {
    try {
      return await stripe.subscriptions.retrieve(sent.id)
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return sent
      throw error
    }
  }

  async function toEvent(event: Stripe.Event): Promise<PaymentEvent | null> {
    const occurredAt = new Date(event.created * 1000)
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object
        if (session.mode !== 'subscription' || session.metadata?.purpose !== 'subscription') return null
        if (session.payment_status === 'unpaid') return null
        const subscriptionId = idOf(session.subscription)
        // The session carries no period; the subscription does.
        const period = subscriptionId ? subscriptionPeriod(await stripe.subscriptions.retrieve(subscriptionId)) : {}
        return {
          type: 'checkout.completed',
          occurredAt,
          sessionId: session.id,
          ...references(session.metadata),
          subscriptionId,
          customerId: idOf(session.customer),
          amountCents: session.amount_total ?? 0,
          currency: session.currency ?? 'eur',
          paymentMethod: 'card',
          ...period,
        }
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed': {
        // The event's copy may be stale by the time it arrives: Stripe's current state is the truth
        // (a deleted subscription can no longer be fetched; then the event's copy is final).
        const sent = event.data.object
        const current = event.type === 'customer.subscription.deleted' ? sent : await retrieveOr(sent)
        return subscriptionEvent(current, occurredAt)
      }
      case 'invoice.paid': {
        const invoice = event.data.object
        const link = invoiceSubscription(invoice)
        if (!link.subscriptionId || !invoice.id) return null
        const period = invoice.lines?.data?.[0]?.period
        return {
          type: 'invoice.paid',
          occurredAt,
          invoiceId: invoice.id,
          ...link,
          subscriptionId: link.subscriptionId,
          initial: invoice.billing_reason === 'subscription_create',
          proration: invoice.billing_reason === 'subscription_update',
          amountCents: invoice.amount_paid,
          currency: invoice.currency,
          periodStart: fromUnix(period?.start),
          periodEnd: fromUnix(period?.end),
        }
      }
      case 'invoice.payment_failed': {
        const invoice = event.data.object
        const link = invoiceSubscription(invoice)
        if (!link.subscriptionId || !invoice.id) return null
        return {
          type: 'invoice.payment_failed',
          occurredAt,
          invoiceId: invoice.id,
          ...link,
          subscriptionId: link.subscriptionId,
          initial: invoice.billing_reason === 'subscription_create',
          amountCents: invoice.amount_due,
          currency: invoice.currency,
          attempt: invoice.attempt_count,
        }
      }
      default:
        return null
    }
  }

  return {
    async parseWebhook(rawBody, signatureHeader): Promise<VerifiedWebhook | null> {
      if (!webhookSecret || !signatureHeader) throw new AppError('WEBHOOK_SIGNATURE_INVALID')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret)
      } catch (error) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', undefined, { cause: error })
      }
      // Signed but malformed (no object, wrong shapes): a client error, never a 500 Stripe retries.
      const object: unknown = event.data?.object
      if (!object || typeof object !== 'object' || !Number.isFinite(event.created)) throw new AppError('WEBHOOK_EVENT_INVALID')
      let domain: PaymentEvent | null
      try {
        domain = await toEvent(event)
      } catch (error) {
        if (error instanceof TypeError) throw new AppError('WEBHOOK_EVENT_INVALID', undefined, { cause: error })
        throw error
      }
      return domain ? { eventId: event.id, event: domain } : null
    },
  }
}
