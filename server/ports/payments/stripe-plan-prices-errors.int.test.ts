import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_PLAN_PRICES } from '../../../contract/plan-prices.ts'
import { SECRET_KEY, startFakeStripe } from '../../../tests/mocks/stripe.ts'
import { FAILURE_REQUEST_ID, INVALID_CURRENCY_MESSAGE, type StripeFailure } from '../../../tests/mocks/stripe-failures.ts'
import { AppError } from '../../errors.ts'
import { createStripePayments } from './stripe.adapter.ts'

const fake = startFakeStripe()

/** A Stripe refusal of new plan prices becomes an error code the admin can act on, and a log line naming Stripe's request. */
describe('plan prices Stripe refuses', () => {
  const log = { error: vi.fn() }
  const payments = createStripePayments({ secretKey: SECRET_KEY, log: log as unknown as FastifyBaseLogger })

  async function refusal(kind: StripeFailure) {
    fake.state.failPrices = kind
    log.error.mockClear()
    try {
      await payments.ensurePlanPrices!({ ...DEFAULT_PLAN_PRICES, currency: 'sar' })
    } catch (error) {
      return error
    } finally {
      fake.state.failPrices = false
    }
    throw new Error('the prices were accepted')
  }

  it.each([
    ['unreachable', 'PRICES_STRIPE_UNREACHABLE', 'StripeConnectionError'],
    ['authentication', 'PRICES_STRIPE_KEY_REJECTED', 'StripeAuthenticationError'],
    ['permission', 'PRICES_STRIPE_NOT_PERMITTED', 'StripePermissionError'],
    ['rate_limit', 'PRICES_STRIPE_BUSY', 'StripeRateLimitError'],
    ['api_error', 'PRICES_NOT_CREATED', 'StripeAPIError'],
  ] as const)('answers %s as %s without passing on Stripe’s message, and logs it', async (kind, code, type) => {
    const error = await refusal(kind)
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ code, details: [] })
    expect(log.error).toHaveBeenCalledOnce()
    const [fields, message] = log.error.mock.calls[0]!
    expect(message).toBe('Stripe did not create the plan prices')
    expect(fields).toMatchObject({ code, stripe: { type } })
    // Stripe's request id leads to the request in its dashboard; a connection failure has none.
    if (kind !== 'unreachable') expect(fields.stripe.requestId).toBe(FAILURE_REQUEST_ID)
  })

  it("passes on Stripe's reason for a refused currency, on the currency field, and logs its code", async () => {
    const error = await refusal('invalid_currency')
    expect(error).toMatchObject({
      code: 'PRICES_STRIPE_REFUSED',
      details: [{ field: 'currency', key: 'operator.prices.stripe.said', params: { message: INVALID_CURRENCY_MESSAGE } }],
    })
    expect(log.error.mock.calls[0]![0]).toMatchObject({
      stripe: {
        type: 'StripeInvalidRequestError',
        code: 'parameter_invalid',
        param: 'currency',
        statusCode: 400,
        requestId: FAILURE_REQUEST_ID,
      },
    })
  })
})
