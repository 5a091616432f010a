import { randomUUID } from 'node:crypto'
import { HttpResponse, http, type RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { failureResponse, type StripeFailure } from './stripe-failures.ts'
import { type FakeSchedule, scheduleHandlers } from './stripe-schedules.ts'

/**
 * A fake Stripe API for tests: MSW handlers that intercept the SDK's HTTP calls (the adapter's
 * client looks up the global `fetch` per request), keep just enough state, and capture every
 * request so tests can assert what was sent. Events to deliver, signed with real Stripe
 * signatures, come from stripe-events.ts.
 * Other Stripe fakes (Connect) join this file's handlers in the same `setupServer`.
 */

export const SECRET_KEY = 'sk_test_looktag'
export const WEBHOOK_SECRET = 'whsec_looktag_test_secret'
export const API = 'https://api.stripe.com/v1'
const unique = () => randomUUID().replaceAll('-', '').slice(0, 12)

export interface FakePrice {
  id: string
  object: string
  lookup_key?: string | null
  currency?: string | null
  unit_amount: number
  recurring: { interval: string | null }
  product?: string
}

export interface FakeProduct {
  id: string
  object: 'product'
  name: string
  metadata: Record<string, string>
}

/** A subscription as the fake keeps it (tests put them in with `subscriptionObject`). */
export interface FakeSubscription {
  id: string
  status: string
  cancel_at_period_end: boolean
  schedule?: string | null
  metadata: Record<string, string | null>
  items: { data: { id: string; current_period_start: number; current_period_end: number; price: FakePrice }[] }
}

export interface Captured {
  method: string
  path: string
  params: URLSearchParams
  headers: Headers
}

/** `metadata[key]=value` form fields as an object. */
function metadataOf(params: URLSearchParams) {
  const metadata: Record<string, string> = {}
  for (const [key, value] of params) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1]
    if (name) metadata[name] = value
  }
  return metadata
}

/** Just enough of Stripe's API for checkout, coupons, promotion codes, plan Products and Prices, and subscriptions. */
export function fakeStripe() {
  const requests: Captured[] = []
  const promotionCodes = new Map<
    string,
    { id: string; object: 'promotion_code'; code: string; active: boolean; promotion: { type: 'coupon'; coupon: string } }
  >()
  const subscriptionsById = new Map<string, FakeSubscription>()
  const schedules = new Map<string, FakeSchedule>()
  const prices = new Map<string, FakePrice>()
  const products = new Map<string, FakeProduct>()
  const state = { failCheckout: false, failPrices: false as false | StripeFailure, closedSessions: new Set<string>() }

  async function capture(request: Request) {
    const url = new URL(request.url)
    const params = request.method === 'GET' || request.method === 'DELETE' ? url.searchParams : new URLSearchParams(await request.text())
    requests.push({ method: request.method, path: url.pathname, params, headers: request.headers })
    return params
  }
  const stripeError = (status: number, message: string) =>
    HttpResponse.json({ error: { type: 'invalid_request_error', message } }, { status })

  const handlers = [
    http.post(`${API}/coupons`, async ({ request }) => {
      const p = await capture(request)
      return HttpResponse.json({
        id: `coupon_${unique()}`,
        object: 'coupon',
        duration: p.get('duration'),
        percent_off: p.has('percent_off') ? Number(p.get('percent_off')) : null,
        amount_off: p.has('amount_off') ? Number(p.get('amount_off')) : null,
        currency: p.get('currency'),
      })
    }),
    http.get(`${API}/promotion_codes`, async ({ request }) => {
      const p = await capture(request)
      const data = [...promotionCodes.values()].filter(
        (c) => c.code.toLowerCase() === p.get('code')?.toLowerCase() && (p.get('active') !== 'true' || c.active),
      )
      return HttpResponse.json({ object: 'list', data, has_more: false, url: '/v1/promotion_codes' })
    }),
    http.post(`${API}/promotion_codes`, async ({ request }) => {
      const p = await capture(request)
      const code = {
        id: `promo_${unique()}`,
        object: 'promotion_code' as const,
        code: p.get('code') ?? '',
        active: true,
        promotion: { type: 'coupon' as const, coupon: p.get('promotion[coupon]') ?? '' },
      }
      promotionCodes.set(code.id, code)
      return HttpResponse.json(code)
    }),
    http.post(`${API}/promotion_codes/:id`, async ({ request, params }) => {
      const p = await capture(request)
      const code = promotionCodes.get(String(params.id))
      if (!code) return stripeError(404, 'No such promotion code')
      code.active = p.get('active') !== 'false'
      return HttpResponse.json(code)
    }),
    http.post(`${API}/checkout/sessions`, async ({ request }) => {
      await capture(request)
      if (state.failCheckout) return stripeError(400, 'Something is wrong')
      const id = `cs_test_${unique()}`
      return HttpResponse.json({ id, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.com/c/pay/${id}` })
    }),
    http.post(`${API}/checkout/sessions/:id/expire`, async ({ request, params }) => {
      await capture(request)
      const id = String(params.id)
      if (state.closedSessions.has(id)) return stripeError(400, 'Only open sessions can be expired')
      state.closedSessions.add(id)
      return HttpResponse.json({ id, object: 'checkout.session', status: 'expired' })
    }),
    http.post(`${API}/subscriptions/:id`, async ({ request, params }) => {
      const p = await capture(request)
      const subscription = subscriptionsById.get(String(params.id))
      if (!subscription) return stripeError(404, 'No such subscription')
      if (p.has('cancel_at_period_end') && subscription.schedule) {
        return stripeError(400, 'The subscription is managed by a subscription schedule; update the schedule instead.')
      }
      if (p.has('cancel_at_period_end')) subscription.cancel_at_period_end = p.get('cancel_at_period_end') === 'true'
      const priceId = p.get('items[0][price]')
      if (priceId) subscription.items.data[0]!.price = prices.get(priceId)!
      if (p.has('metadata[planType]')) subscription.metadata = { ...subscription.metadata, planType: p.get('metadata[planType]') }
      return HttpResponse.json(subscription)
    }),
    http.delete(`${API}/subscriptions/:id`, async ({ request, params }) => {
      await capture(request)
      const subscription = subscriptionsById.get(String(params.id))
      if (!subscription) return stripeError(404, 'No such subscription')
      subscription.status = 'canceled'
      return HttpResponse.json(subscription)
    }),
    ...scheduleHandlers({ capture, stripeError, subscriptionsById, schedules }),
    http.get(`${API}/prices`, async ({ request }) => {
      const p = await capture(request)
      if (state.failPrices) return failureResponse(state.failPrices)
      const data = [...prices.values()].filter((price) => price.lookup_key === p.get('lookup_keys[0]'))
      return HttpResponse.json({ object: 'list', data, has_more: false, url: '/v1/prices' })
    }),
    http.get(`${API}/products/:id`, async ({ request, params }) => {
      await capture(request)
      const product = products.get(String(params.id))
      return product ? HttpResponse.json(product) : stripeError(404, 'No such product')
    }),
    http.post(`${API}/products`, async ({ request }) => {
      const p = await capture(request)
      const id = p.get('id') ?? `prod_${unique()}`
      if (products.has(id)) {
        return HttpResponse.json(
          { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Product already exists.' } },
          { status: 400 },
        )
      }
      const product: FakeProduct = { id, object: 'product', name: p.get('name') ?? '', metadata: metadataOf(p) }
      products.set(id, product)
      return HttpResponse.json(product)
    }),
    http.post(`${API}/products/:id`, async ({ request, params }) => {
      const p = await capture(request)
      const product = products.get(String(params.id))
      if (!product) return stripeError(404, 'No such product')
      if (p.has('name')) product.name = p.get('name')!
      return HttpResponse.json(product)
    }),
    http.post(`${API}/prices`, async ({ request }) => {
      const p = await capture(request)
      if (state.failPrices) return failureResponse(state.failPrices)
      let product = p.get('product') ?? undefined
      if (!product && p.has('product_data[name]')) {
        // An inline product, as Stripe makes one for `product_data`.
        product = `prod_${unique()}`
        products.set(product, { id: product, object: 'product', name: p.get('product_data[name]')!, metadata: {} })
      }
      const price = {
        product,
        id: `price_${unique()}`,
        object: 'price',
        lookup_key: p.get('lookup_key'),
        currency: p.get('currency'),
        unit_amount: Number(p.get('unit_amount')),
        recurring: { interval: p.get('recurring[interval]') },
      }
      prices.set(price.id, price)
      return HttpResponse.json(price)
    }),
    http.post(`${API}/billing_portal/configurations`, async ({ request }) => {
      await capture(request)
      return HttpResponse.json({ id: `bpc_${unique()}`, object: 'billing_portal.configuration' })
    }),
    http.post(`${API}/billing_portal/sessions`, async ({ request }) => {
      const p = await capture(request)
      return HttpResponse.json({
        id: 'bps_1',
        object: 'billing_portal.session',
        url: `https://billing.stripe.com/p/session/${p.get('customer')}`,
      })
    }),
    http.get(`${API}/subscriptions/:id`, async ({ request, params }) => {
      await capture(request)
      const subscription = subscriptionsById.get(String(params.id))
      return subscription ? HttpResponse.json(subscription) : stripeError(404, 'No such subscription')
    }),
  ]
  /** What Stripe does when a schedule's next phase starts: new price, metadata and period; then it releases. */
  function startNextPhase(subscriptionId: string) {
    const subscription = subscriptionsById.get(subscriptionId)!
    const schedule = schedules.get(String(subscription.schedule))!
    const next = schedule.phases[1]!
    const item = subscription.items.data[0]!
    const start = item.current_period_end
    item.price = prices.get(next.price)!
    item.current_period_start = start
    item.current_period_end = start + (next.interval === 'year' ? 365 : 30) * 86_400
    subscription.metadata = next.metadata
    schedule.status = 'released'
    subscription.schedule = null
    return subscription
  }

  return { requests, promotionCodes, subscriptionsById, schedules, prices, products, state, handlers, startNextPhase }
}

export type FakeStripe = ReturnType<typeof fakeStripe>

/**
 * A fake Stripe for the calling test file: listening before its tests, reset after each, closed
 * after all. Other fakes (e.g. Connect) pass their handlers to join the same server.
 */
export function startFakeStripe(...more: RequestHandler[]) {
  const fake = fakeStripe()
  const server = setupServer(...fake.handlers, ...more)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    fake.state.failCheckout = false
  })
  afterAll(() => server.close())
  return fake
}
