import { HttpResponse } from 'msw'

/** The ways the fake Stripe can refuse a call, as the real one answers them. */
export const STRIPE_FAILURES = ['api_error', 'invalid_currency', 'authentication', 'permission', 'rate_limit', 'unreachable'] as const
export type StripeFailure = (typeof STRIPE_FAILURES)[number]

/** The request id every refusal carries, as Stripe's `Request-Id` header. */
export const FAILURE_REQUEST_ID = 'req_looktagFailure1'

/** Stripe's message for a currency it does not take (its real wording, shortened). */
export const INVALID_CURRENCY_MESSAGE = 'Invalid currency: sar. Stripe currently supports these currencies: usd, aed, eur, gbp'

const errorBody = (status: number, error: Record<string, string>) =>
  // `Stripe-Should-Retry: false` is what Stripe sends where a retry cannot help; the SDK then answers at once.
  HttpResponse.json({ error }, { status, headers: { 'request-id': FAILURE_REQUEST_ID, 'stripe-should-retry': 'false' } })

export function failureResponse(kind: StripeFailure) {
  switch (kind) {
    case 'unreachable':
      return HttpResponse.error()
    case 'authentication':
      return errorBody(401, { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****king' })
    case 'permission':
      return errorBody(403, {
        type: 'invalid_request_error',
        message: 'The provided key does not have the required permissions for this endpoint.',
      })
    case 'rate_limit':
      return errorBody(429, { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests made to the API too quickly' })
    case 'invalid_currency':
      return errorBody(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid',
        param: 'currency',
        message: INVALID_CURRENCY_MESSAGE,
      })
    case 'api_error':
      return errorBody(500, { type: 'api_error', message: 'Something went wrong on our end.' })
  }
}
