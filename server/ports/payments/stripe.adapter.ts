import Stripe from 'stripe'
import type { Language } from '../../../contract/language.ts'
import type { BillingCycle, PlanType } from '../../../contract/plans.ts'
import { AppError } from '../../errors.ts'
import type { PaymentEvent, PaymentSubscriptionStatus, PaymentsPort, SubscriptionCheckoutInput, VerifiedWebhook } from './payments.port.ts'

export interface StripeOptions {
  secretKey: string
  /** Signing secret of the webhook endpoint (`whsec_…`); without it every delivery is refused. */
  webhookSecret?: string
}

const PLAN_NAMES = { basic: 'Looktag Basic', ai: 'Looktag AI Creator' } as const

/** Stripe Checkout has no Arabic; it then follows the browser. */
const CHECKOUT_LOCALES: Record<Language, Stripe.Checkout.SessionCreateParams.Locale> = { en: 'en', de: 'de', ar: 'auto' }

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

const fromUnix = (seconds: number | null | undefined) => (seconds == null ? undefined : new Date(seconds * 1000))
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? undefined : typeof value === 'string' ? value : value.id

function references(metadata: Stripe.Metadata | null | undefined) {
  return { reference: metadata?.reference || undefined, accountId: metadata?.accountId || undefined }
}

function subscriptionPeriod(subscription: Stripe.Subscription) {
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

function subscriptionEvent(subscription: Stripe.Subscription, occurredAt: Date): PaymentEvent & { type: 'subscription.updated' } {
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

function invoiceSubscription(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details
  return { subscriptionId: idOf(details?.subscription), ...references(details?.metadata) }
}

/**
 * Stripe Checkout in subscription mode, promo codes as Stripe promotion codes (one coupon per
 * Looktag code, created on first use), and webhooks verified on the raw body. The SDK goes through
 * the global `fetch` (looked up per request, so tests can intercept it with MSW).
 */
export function createStripePayments(options: StripeOptions): PaymentsPort {
  const stripe = new Stripe(options.secretKey, {
    httpClient: Stripe.createFetchHttpClient((input, init) => globalThis.fetch(input, init)),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Looktag' },
  })

  /** The promotion code to apply: reuses the coupon and code made earlier, else creates them. */
  async function promotionCodeFor(promo: NonNullable<SubscriptionCheckoutInput['promo']>) {
    let couponId = promo.providerCouponId ?? undefined
    if (!couponId) {
      const coupon = await stripe.coupons.create({
        duration: 'once',
        name: promo.code,
        metadata: { looktag_code: promo.code },
        ...(promo.percentOff != null ? { percent_off: promo.percentOff } : { amount_off: promo.amountOffCents ?? 0, currency: 'eur' }),
      })
      couponId = coupon.id
    }
    const existing = await stripe.promotionCodes.list({ code: promo.code, active: true, limit: 10 })
    const match = existing.data.find((p) => idOf(p.promotion.coupon) === couponId)
    if (match) return { promotionCodeId: match.id, couponId }
    // The code now means another discount: retire the old Stripe code (codes must be unique).
    for (const stale of existing.data) await stripe.promotionCodes.update(stale.id, { active: false })
    const created = await stripe.promotionCodes.create({
      code: promo.code,
      promotion: { type: 'coupon', coupon: couponId },
      // Stripe enforces our limits too, also for checkouts opened before a limit was reached.
      ...(promo.maxUses != null ? { max_redemptions: promo.maxUses } : {}),
      ...(promo.expiresAt ? { expires_at: Math.floor(promo.expiresAt.getTime() / 1000) } : {}),
    })
    return { promotionCodeId: created.id, couponId }
  }

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
    kind: 'stripe',

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

    async createSubscriptionCheckout(input) {
      try {
        const promo = input.promo ? await promotionCodeFor(input.promo) : undefined
        const metadata = {
          purpose: 'subscription',
          reference: input.reference,
          accountId: input.accountId,
          username: input.username,
          planType: input.planType,
          billingCycle: input.billingCycle,
        }
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer_email: input.email,
            client_reference_id: input.accountId,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency,
                  unit_amount: input.amountCents,
                  recurring: { interval: input.billingCycle === 'yearly' ? 'year' : 'month' },
                  product_data: { name: PLAN_NAMES[input.planType], metadata: { planType: input.planType } },
                },
              },
            ],
            ...(promo ? { discounts: [{ promotion_code: promo.promotionCodeId }] } : {}),
            metadata,
            subscription_data: { metadata },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            locale: CHECKOUT_LOCALES[input.locale],
          },
          // A retried request must not open a second session for the same attempt.
          { idempotencyKey: `looktag-checkout-${input.reference}` },
        )
        if (!session.url) throw new Error('Stripe returned a checkout session without a url')
        return { sessionId: session.id, url: session.url, providerCouponId: promo?.couponId }
      } catch (error) {
        if (error instanceof AppError) throw error
        throw new AppError('CHECKOUT_FAILED', undefined, { cause: error })
      }
    },

    async parseWebhook(rawBody, signatureHeader): Promise<VerifiedWebhook | null> {
      if (!options.webhookSecret || !signatureHeader) throw new AppError('WEBHOOK_SIGNATURE_INVALID')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret)
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
