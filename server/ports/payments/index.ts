import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import { createLocalMarketplace } from './local/marketplace.adapter.ts'
import { createLocalPayments } from './local/payments.adapter.ts'
import type { MarketplacePort } from './marketplace.port.ts'
import type { PaymentsPort } from './payments.port.ts'
import { createStripePayments } from './stripe.adapter.ts'
import { createStripeConnect } from './stripe-connect.adapter.ts'

export type {
  PaymentEvent,
  PaymentSubscriptionStatus,
  PaymentsPort,
  PlanChange,
  SubscriptionChange,
  SubscriptionCheckout,
  SubscriptionCheckoutInput,
  VerifiedWebhook,
} from './payments.port.ts'

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test checkout. `platformName` names the plans' Products at Stripe. */
export function createPaymentsPort(config: Config, platformName?: () => string, log?: FastifyBaseLogger): PaymentsPort {
  if (config.stripe) {
    return createStripePayments({ secretKey: config.stripe.secretKey, webhookSecret: config.stripe.webhookSecret, platformName, log })
  }
  return createLocalPayments()
}

export type { MarketplaceEvent, MarketplacePort, ShopCheckoutInput } from './marketplace.port.ts'

/** Stripe Connect when STRIPE_SECRET_KEY is set; otherwise the built-in onboarding and test checkout. */
export function createMarketplacePort(config: Config): MarketplacePort {
  if (config.stripe) return createStripeConnect({ secretKey: config.stripe.secretKey, webhookSecret: config.stripe.connectWebhookSecret })
  return createLocalMarketplace()
}
