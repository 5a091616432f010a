import Stripe from 'stripe'
import type { Language } from '../../../contract/language.ts'
import { SOFTWARE_NAME } from '../../../contract/site-defaults.ts'
import { AppError } from '../../errors.ts'
import type { MarketplaceEvent, MarketplacePort, VerifiedMarketplaceEvent } from './marketplace.port.ts'

export interface StripeConnectOptions {
  secretKey: string
  /** Signing secret of /api/webhooks/stripe-connect; without it every delivery is refused. */
  webhookSecret?: string
}

/** Marks the platform's shop sessions, so events of plan checkouts are left to billing. */
export const SHOP_METADATA_KIND = 'shop'

/** Stripe's shortest session lifetime is 30 minutes from creation; a minute more for clock skew. */
const STRIPE_MIN_EXPIRY_MS = 31 * 60_000

/** Stripe Checkout has no Arabic; it then follows the browser. */
const LOCALES: Record<Language, Stripe.Checkout.SessionCreateParams.Locale> = { en: 'en', de: 'de', ar: 'auto' }

function shopSession(event: Stripe.Event): Stripe.Checkout.Session | undefined {
  const session = event.data.object as Stripe.Checkout.Session
  return session.metadata?.kind === SHOP_METADATA_KIND ? session : undefined
}

/** Stripe's events onto ours; null for everything the shop does not act on. */
export function toMarketplaceEvent(event: Stripe.Event): MarketplaceEvent | null {
  if (event.type === 'account.updated') {
    const account = event.data.object
    return {
      type: 'account.updated',
      accountId: account.id,
      chargesEnabled: account.charges_enabled === true,
      detailsSubmitted: account.details_submitted === true,
    }
  }
  const session = event.type.startsWith('checkout.session.') ? shopSession(event) : undefined
  if (!session) return null
  const ids = { sessionId: session.id, orderId: session.metadata?.orderId || undefined }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // A delayed method completes the session unpaid; its async_payment_succeeded event follows.
      if (session.payment_status !== 'paid') return null
      return {
        type: 'shop.checkout.paid',
        ...ids,
        paymentId: typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id,
        customerEmail: session.customer_details?.email ?? session.customer_email ?? undefined,
      }
    case 'checkout.session.async_payment_failed':
      return { type: 'shop.checkout.failed', ...ids }
    case 'checkout.session.expired':
      return { type: 'shop.checkout.expired', ...ids }
    default:
      return null
  }
}

/**
 * Stripe Connect for the shop: Express accounts, account links made on each click, destination
 * charges with an application fee on Checkout Sessions, Express login links, and the second
 * webhook endpoint's events verified on the raw body. The SDK goes through the global `fetch`
 * (looked up per request, so tests can intercept it with MSW).
 */
export function createStripeConnect(options: StripeConnectOptions): MarketplacePort {
  const stripe = new Stripe(options.secretKey, {
    httpClient: Stripe.createFetchHttpClient((input, init) => globalThis.fetch(input, init)),
    maxNetworkRetries: 2,
    timeout: 20_000,
    // Which software makes the calls (Stripe's integration statistics), not whose platform it is.
    appInfo: { name: SOFTWARE_NAME },
  })

  return {
    kind: 'stripe',

    async createAccount({ sellerId, email }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email,
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { sellerId },
        },
        // A double click creates one account.
        { idempotencyKey: `connect_account_${sellerId}` },
      )
      return { accountId: account.id }
    },

    async onboardingUrl(accountId, { returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      })
      return link.url
    },

    async accountStatus(accountId) {
      const account = await stripe.accounts.retrieve(accountId)
      return { chargesEnabled: account.charges_enabled === true, detailsSubmitted: account.details_submitted === true }
    },

    async dashboardUrl(accountId) {
      return (await stripe.accounts.createLoginLink(accountId)).url
    },

    async createCheckout(input) {
      const metadata = { kind: SHOP_METADATA_KIND, orderId: input.orderId }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: input.lines.map((line) => ({
            quantity: line.quantity,
            price_data: { currency: input.currency, unit_amount: line.unitAmount, product_data: { name: line.name } },
          })),
          payment_intent_data: {
            application_fee_amount: input.applicationFee > 0 ? input.applicationFee : undefined,
            transfer_data: { destination: input.accountId },
            metadata,
          },
          metadata,
          client_reference_id: input.orderId,
          customer_email: input.customerEmail,
          // Stripe refuses less than 30 minutes; our sweeper closes it at our own expiry anyway.
          expires_at: Math.floor(Math.max(input.expiresAt.getTime(), Date.now() + STRIPE_MIN_EXPIRY_MS) / 1000),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          locale: LOCALES[input.locale],
        },
        { idempotencyKey: `shop_checkout_${input.orderId}` },
      )
      if (!session.url) throw new AppError('CHECKOUT_FAILED')
      return { sessionId: session.id, url: session.url }
    },

    async expireCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId)
      if (session.status === 'complete') return 'completed'
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId)
      return 'expired'
    },

    async parseWebhook(rawBody, signatureHeader): Promise<VerifiedMarketplaceEvent | null> {
      if (!options.webhookSecret) throw new AppError('WEBHOOK_SIGNATURE_INVALID')
      let event: Stripe.Event
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signatureHeader, options.webhookSecret)
      } catch (error) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', undefined, { cause: error })
      }
      const mapped = toMarketplaceEvent(event)
      return mapped ? { eventId: event.id, event: mapped } : null
    },
  }
}
