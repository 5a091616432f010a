import type { Language } from '../../../contract/language.ts'
import type { BillingCycle, PlanType } from '../../../contract/plans.ts'

/** Our subscription states (see server/db/schema/billing.ts); adapters map the provider's onto them. */
export type PaymentSubscriptionStatus = 'pending' | 'active' | 'past_due' | 'canceled' | 'expired'

export interface SubscriptionCheckoutInput {
  /**
   * Our subscription row id, decided before the provider is called. It travels in the provider's
   * metadata (checkout session and subscription) so every later event finds the row again.
   */
  reference: string
  accountId: string
  email: string
  username: string
  planType: PlanType
  billingCycle: BillingCycle
  /** Full price per cycle in minor units (the promo, if any, is applied by the provider). */
  amountCents: number
  /** ISO 4217, lowercase ('eur'). */
  currency: string
  promo?: {
    code: string
    /** The provider's coupon for this code, when one was created before. */
    providerCouponId?: string | null
    percentOff: number | null
    amountOffCents: number | null
    maxUses?: number | null
    expiresAt?: Date | null
  }
  successUrl: string
  cancelUrl: string
  locale: Language
}

export interface SubscriptionCheckout {
  sessionId: string
  /** Where the browser goes to pay: the provider's hosted page, or our own test checkout. */
  url: string
  /** The provider coupon the promo now maps to (to be stored on the promo code row). */
  providerCouponId?: string
}

/**
 * What happened at the payment provider, in our words. Both adapters produce these, and the
 * billing service is the only place that acts on them, so the test checkout and Stripe share one
 * path. `occurredAt` is the provider's event time: the service orders subscription states by it,
 * so events that arrive out of order still end in the same state.
 */
export type PaymentEvent =
  | {
      /** The first payment of a checkout succeeded. */
      type: 'checkout.completed'
      occurredAt: Date
      sessionId: string
      reference?: string
      accountId?: string
      subscriptionId?: string
      customerId?: string
      /** What was paid, after discounts. */
      amountCents: number
      currency: string
      paymentMethod: string
      currentPeriodStart?: Date
      currentPeriodEnd?: Date
    }
  | {
      /** The subscription changed state (created, renewed, past due, cancelled, deleted …). */
      type: 'subscription.updated'
      occurredAt: Date
      subscriptionId: string
      reference?: string
      accountId?: string
      customerId?: string
      status: PaymentSubscriptionStatus
      currentPeriodStart?: Date
      currentPeriodEnd?: Date
      cancelAtPeriodEnd?: boolean
      /** The plan the subscription is on now (after an upgrade, or a change at the period end). */
      planType?: PlanType
      billingCycle?: BillingCycle
      /** Price per cycle from now on, in cents. */
      amountCents?: number
    }
  | {
      /** An invoice was paid: the first one (`initial`) or a renewal. */
      type: 'invoice.paid'
      occurredAt: Date
      invoiceId: string
      subscriptionId: string
      reference?: string
      accountId?: string
      initial: boolean
      /** A plan change billed in the middle of a period (prorated), rather than a period's price. */
      proration?: boolean
      amountCents: number
      currency: string
      periodStart?: Date
      periodEnd?: Date
    }
  | {
      /** Charging an invoice failed; renewals (`initial` false) are listed for admins. */
      type: 'invoice.payment_failed'
      occurredAt: Date
      invoiceId: string
      subscriptionId: string
      reference?: string
      accountId?: string
      initial: boolean
      amountCents: number
      currency: string
      attempt?: number
    }

export interface VerifiedWebhook {
  /** The provider's event id: each is acted on once. */
  eventId: string
  event: PaymentEvent
}

/**
 * Takes subscription payments. Adapters: `stripe` (Stripe Checkout + signed webhooks) when
 * STRIPE_SECRET_KEY is set, else `local` (our own test checkout page at /checkout/:sessionId that
 * behaves like Stripe test mode). Adapters store nothing; the billing service owns every row.
 */
export interface PaymentsPort {
  readonly kind: 'stripe' | 'local'

  /** Starts a subscription-mode checkout for the plan and cycle; returns where to send the browser. */
  createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<SubscriptionCheckout>

  /**
   * Verifies a webhook delivery on its raw body and turns it into a domain event.
   * Returns null for event types we do not act on. Throws AppError('WEBHOOK_SIGNATURE_INVALID')
   * when the signature does not match (or the adapter takes no webhooks).
   */
  parseWebhook(rawBody: Buffer, signatureHeader: string): Promise<VerifiedWebhook | null>

  /**
   * The card a checkout was paid with, kept for renewals (local adapter only; Stripe keeps it on
   * the customer). Returns a reference, never the number.
   */
  saveCard?(cardNumber: string): SavedCard

  /**
   * Charges a saved card (local adapter: renewals, retries, upgrades). The idempotency key names
   * the period or change being paid, so a job that runs twice charges once.
   */
  chargeSavedCard?(input: { paymentMethodRef: string; amountCents: number; idempotencyKey: string }): Promise<ChargeResult>

  /**
   * Stripe: changes a subscription (cancel at period end or undo; swap the plan's price with
   * proration, billed at once) and returns its state afterwards, re-fetched from the provider.
   */
  updateSubscription?(providerSubscriptionId: string, change: SubscriptionChange): Promise<PaymentEvent & { type: 'subscription.updated' }>

  /**
   * Stripe: a plan or cycle change that starts with the next period (a subscription schedule
   * whose second phase has the new price); `null` drops a change planned before. Returns the
   * subscription's state afterwards.
   */
  scheduleChange?(providerSubscriptionId: string, change: PlanChange | null): Promise<PaymentEvent & { type: 'subscription.updated' }>

  /** Stripe: ends the subscription at once, without refund (the account is being deleted). Unknown ids are fine. */
  cancelNow?(providerSubscriptionId: string): Promise<void>

  /** Stripe: closes an open checkout so it can no longer be paid. Sessions already closed are fine. */
  expireCheckout?(sessionId: string): Promise<void>

  /**
   * Stripe: creates the Prices for new plan prices before they are saved (existing Prices are never
   * edited, so running subscriptions keep theirs).
   */
  ensurePlanPrices?(prices: PlanPriceList): Promise<void>

  /** Stripe: a customer portal session (card update, cancellation) that returns to `returnUrl`. */
  portalUrl?(providerCustomerId: string, returnUrl: string): Promise<string>
}

export type PlanChange = { planType: PlanType; billingCycle: BillingCycle; amountCents: number; currency: string }

/** Every plan's price per cycle, in minor units of one currency (contract/plan-prices.ts). */
export type PlanPriceList = { currency: string } & Record<PlanType, Record<BillingCycle, number>>
export type SubscriptionChange = { cancelAtPeriodEnd: boolean } | PlanChange

export interface SavedCard {
  paymentMethodRef: string
  last4: string
}

export type ChargeResult = { paid: true; chargeId: string } | { paid: false; reason: 'card_declined' }
