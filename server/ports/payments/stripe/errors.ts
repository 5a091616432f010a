import type { FastifyBaseLogger } from 'fastify'
import Stripe from 'stripe'
import type { ErrorCode, ErrorDetail } from '../../../../contract/errors.ts'
import { AppError } from '../../../errors.ts'

/** What a log line says of a Stripe failure: enough to find the request in Stripe's dashboard. */
export function stripeLogFields(error: unknown) {
  if (!(error instanceof Stripe.errors.StripeError)) return { type: 'unknown' }
  return { type: error.type, code: error.code, param: error.param, statusCode: error.statusCode, requestId: error.requestId }
}

/** Stripe's answer to a save it refused, by the kind of failure; the admin reads what to fix. */
function codeFor(error: unknown): ErrorCode {
  if (error instanceof Stripe.errors.StripeConnectionError) return 'PRICES_STRIPE_UNREACHABLE'
  if (error instanceof Stripe.errors.StripeAuthenticationError) return 'PRICES_STRIPE_KEY_REJECTED'
  if (error instanceof Stripe.errors.StripePermissionError) return 'PRICES_STRIPE_NOT_PERMITTED'
  if (error instanceof Stripe.errors.StripeRateLimitError) return 'PRICES_STRIPE_BUSY'
  if (error instanceof Stripe.errors.StripeInvalidRequestError) return 'PRICES_STRIPE_REFUSED'
  return 'PRICES_NOT_CREATED'
}

/** The field of the prices form a refused parameter belongs to (Stripe names `currency` or `unit_amount`). */
const FIELD_OF_PARAM: Record<string, string> = { currency: 'currency' }

/**
 * The plan-prices failure as the admin sees it, logged with Stripe's type, code and request id.
 * Stripe's own message is passed on only for a refused request: it speaks of the parameters we
 * sent, whereas an authentication message quotes part of the key.
 */
export function plansNotPriced(error: unknown, log?: FastifyBaseLogger): AppError {
  const code = codeFor(error)
  log?.error({ err: error, stripe: stripeLogFields(error), code }, 'Stripe did not create the plan prices')
  const details: ErrorDetail[] =
    error instanceof Stripe.errors.StripeInvalidRequestError && error.message
      ? [
          {
            field: FIELD_OF_PARAM[error.param ?? ''] ?? 'stripe',
            key: 'operator.prices.stripe.said',
            params: { message: error.message.slice(0, 300) },
          },
        ]
      : []
  return new AppError(code, details, { cause: error })
}
