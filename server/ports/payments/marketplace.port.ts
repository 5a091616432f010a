import type { Language } from '../../../contract/language.ts'
import type { ShopCurrency } from '../../../contract/shop.ts'

export interface ShopCheckoutInput {
  /** Our order id; it travels in the provider's metadata so every later event finds the order. */
  orderId: string
  /** The seller's connected account (destination of the charge). */
  accountId: string
  currency: ShopCurrency
  lines: { name: string; unitAmount: number; quantity: number }[]
  /** The platform's application fee in minor units (PLATFORM_FEE_PERCENT of the total). */
  applicationFee: number
  expiresAt: Date
  customerEmail?: string
  successUrl: string
  cancelUrl: string
  locale: Language
}

/** What happened at the provider to a shop checkout or a connected account, in our words. */
export type MarketplaceEvent =
  | { type: 'shop.checkout.paid'; sessionId: string; orderId?: string; paymentId?: string; customerEmail?: string }
  | { type: 'shop.checkout.failed' | 'shop.checkout.expired'; sessionId: string; orderId?: string }
  | { type: 'account.updated'; accountId: string; chargesEnabled: boolean; detailsSubmitted: boolean }

export interface VerifiedMarketplaceEvent {
  /** The provider's event id: each is acted on once. */
  eventId: string
  event: MarketplaceEvent
}

/**
 * Takes shop payments for sellers and pays them out. Adapters: `stripe` (Connect Express accounts,
 * account links, destination charges on Checkout, a second signed webhook endpoint) when
 * STRIPE_SECRET_KEY is set, else `local` (a built-in onboarding page and the test checkout at
 * /checkout/:sessionId). Adapters store nothing; the shop service owns every row.
 */
export interface MarketplacePort {
  readonly kind: 'stripe' | 'local'

  /** Creates the seller's connected account (called once; the id is stored on the user). */
  createAccount(input: { sellerId: string; email: string }): Promise<{ accountId: string }>

  /** Where the seller finishes onboarding; made on each click, never stored (links expire). */
  onboardingUrl(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>

  /** Whether the account can take charges now (read from the provider). */
  accountStatus(accountId: string): Promise<{ chargesEnabled: boolean; detailsSubmitted: boolean }>

  /** The seller's payouts dashboard (Stripe: an Express login link). */
  dashboardUrl(accountId: string): Promise<string>

  /** Opens a payment for the order's lines; returns the session and where the buyer pays. */
  createCheckout(input: ShopCheckoutInput): Promise<{ sessionId: string; url: string }>

  /**
   * Ends an unpaid session so it can no longer be paid. 'completed' when it was paid meanwhile
   * (its paid event then decides), 'expired' when it is closed now or was already.
   */
  expireCheckout(sessionId: string): Promise<'expired' | 'completed'>

  /**
   * Verifies a delivery to /api/webhooks/stripe-connect on its raw body. Null for events that are
   * not the shop's. Throws AppError('WEBHOOK_SIGNATURE_INVALID') on a bad signature (or no webhooks).
   */
  parseWebhook(rawBody: Buffer, signatureHeader: string): Promise<VerifiedMarketplaceEvent | null>
}
