import type { Config } from '../../config.ts'
import { createLocalPayments } from './local.adapter.ts'
import type { PaymentsPort } from './payments.port.ts'
import { createStripePayments } from './stripe.adapter.ts'

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

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test checkout. */
export function createPaymentsPort(config: Config): PaymentsPort {
  if (config.stripe) return createStripePayments({ secretKey: config.stripe.secretKey, webhookSecret: config.stripe.webhookSecret })
  return createLocalPayments()
}
