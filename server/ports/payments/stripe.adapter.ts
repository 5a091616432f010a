import type { FastifyBaseLogger } from 'fastify'
import Stripe from 'stripe'
import { SOFTWARE_NAME } from '../../../contract/site-defaults.ts'
import type { PaymentsPort } from './payments.port.ts'
import { createStripeCheckout } from './stripe/checkout.ts'
import { createStripeEvents } from './stripe/events.ts'
import type { PlatformName } from './stripe/objects.ts'
import { createStripePrices } from './stripe/prices.ts'
import { createStripeSubscriptions } from './stripe/subscriptions.ts'

export { mapStripeStatus } from './stripe/objects.ts'

export interface StripeOptions {
  secretKey: string
  /** Signing secret of the webhook endpoint (`whsec_…`); without it every delivery is refused. */
  webhookSecret?: string
  /** The platform's configured name, for plan Products and the customer portal (default: the software's). */
  platformName?: PlatformName
  /** Where refusals worth an operator's attention are logged (Stripe's error type, code and request id). */
  log?: FastifyBaseLogger
}

/**
 * One SDK client per secret key. It goes through the global `fetch`, looked up per request, so tests
 * can intercept it with MSW. `appInfo` tells Stripe which software makes the calls, not whose platform it is.
 */
export function createStripeClient(secretKey: string) {
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient((input, init) => globalThis.fetch(input, init)),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: SOFTWARE_NAME },
  })
}

/**
 * Stripe Billing: Checkout in subscription mode (stripe/checkout.ts), signed webhooks turned into
 * our events (stripe/events.ts), and changes to running subscriptions (stripe/subscriptions.ts).
 */
export function createStripePayments(options: StripeOptions): PaymentsPort {
  const stripe = createStripeClient(options.secretKey)
  const platformName = options.platformName ?? (() => SOFTWARE_NAME)
  const prices = createStripePrices(stripe, platformName, options.log)
  return {
    kind: 'stripe',
    ...createStripeCheckout(stripe, prices),
    ...createStripeEvents(stripe, options.webhookSecret),
    ...createStripeSubscriptions(stripe, prices, platformName),
  }
}
