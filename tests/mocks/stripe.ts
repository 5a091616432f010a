import { randomUUID } from 'node:crypto'
import { HttpResponse, http } from 'msw'
import Stripe from 'stripe'

/**
 * A fake Stripe API for tests: MSW handlers that intercept the SDK's HTTP calls (the adapter's
 * client looks up the global `fetch` per request), keep just enough state, and capture every
 * request so tests can assert what was sent. Events are signed with real Stripe signatures.
 * Other Stripe fakes (Connect) join this file's handlers in the same `setupServer`.
 */

export const SECRET_KEY = 'sk_test_looktag'
export const WEBHOOK_SECRET = 'whsec_looktag_test_secret'
export const API = 'https://api.stripe.com/v1'
const unique = () => randomUUID().replaceAll('-', '').slice(0, 12)
const signer = new Stripe(SECRET_KEY)

export interface Captured {
  method: string
  path: string
  params: URLSearchParams
  headers: Headers
}

/** Just enough of Stripe's API for checkout, coupons, promotion codes and subscriptions. */
export function fakeStripe() {
  const requests: Captured[] = []
  const promotionCodes = new Map<
    string,
    { id: string; object: 'promotion_code'; code: string; active: boolean; promotion: { type: 'coupon'; coupon: string } }
  >()
  const subscriptionsById = new Map<string, unknown>()
  const prices = new Map<
    string,
    { id: string; object: string; lookup_key: string | null; unit_amount: number; recurring: { interval: string | null } }
  >()
  const state = { failCheckout: false }

  async function capture(request: Request) {
    const url = new URL(request.url)
    const params = request.method === 'GET' ? url.searchParams : new URLSearchParams(await request.text())
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
    http.post(`${API}/subscriptions/:id`, async ({ request, params }) => {
      const p = await capture(request)
      const subscription = subscriptionsById.get(String(params.id)) as
        | { cancel_at_period_end: boolean; items: { data: { price: unknown }[] }; metadata: Record<string, string | null> }
        | undefined
      if (!subscription) return stripeError(404, 'No such subscription')
      if (p.has('cancel_at_period_end')) subscription.cancel_at_period_end = p.get('cancel_at_period_end') === 'true'
      const priceId = p.get('items[0][price]')
      if (priceId) subscription.items.data[0].price = prices.get(priceId)
      if (p.has('metadata[planType]')) subscription.metadata = { ...subscription.metadata, planType: p.get('metadata[planType]') }
      return HttpResponse.json(subscription)
    }),
    http.get(`${API}/prices`, async ({ request }) => {
      const p = await capture(request)
      const data = [...prices.values()].filter((price) => price.lookup_key === p.get('lookup_keys[0]'))
      return HttpResponse.json({ object: 'list', data, has_more: false, url: '/v1/prices' })
    }),
    http.post(`${API}/prices`, async ({ request }) => {
      const p = await capture(request)
      const price = {
        id: `price_${unique()}`,
        object: 'price',
        lookup_key: p.get('lookup_key'),
        unit_amount: Number(p.get('unit_amount')),
        recurring: { interval: p.get('recurring[interval]') },
      }
      prices.set(price.id, price)
      return HttpResponse.json(price)
    }),
    http.post(`${API}/billing_portal/configurations`, async ({ request }) => {
      await capture(request)
      return HttpResponse.json({ id: 'bpc_looktag', object: 'billing_portal.configuration' })
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
  return { requests, promotionCodes, subscriptionsById, prices, state, handlers }
}

export type FakeStripe = ReturnType<typeof fakeStripe>

// Stripe objects and events, as the API sends them (only the fields the adapter reads, plus ids).

export interface Ref {
  reference: string
  accountId: string
  sessionId: string
  subscriptionId: string
  customerId: string
}
export const metadata = (r: Ref) => ({ purpose: 'subscription', reference: r.reference, accountId: r.accountId })

export function subscriptionObject(r: Ref, status: string, start: number, end: number, cancel = false, plan = 'basic') {
  return {
    id: r.subscriptionId,
    object: 'subscription',
    status,
    customer: r.customerId,
    cancel_at_period_end: cancel,
    metadata: { ...metadata(r), planType: plan, billingCycle: 'monthly' },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${r.subscriptionId}`,
          object: 'subscription_item',
          current_period_start: start,
          current_period_end: end,
          price: { id: `price_${plan}`, object: 'price', unit_amount: plan === 'ai' ? 1000 : 600, recurring: { interval: 'month' } },
        },
      ],
    },
  }
}

export function invoiceObject(r: Ref, reason: string, amount: number, start: number, end: number, paid: boolean) {
  return {
    id: `in_${unique()}`,
    object: 'invoice',
    billing_reason: reason,
    amount_paid: paid ? amount : 0,
    amount_due: amount,
    currency: 'eur',
    attempt_count: paid ? 1 : 2,
    parent: { type: 'subscription_details', subscription_details: { subscription: r.subscriptionId, metadata: metadata(r) } },
    lines: { object: 'list', data: [{ id: `il_${unique()}`, object: 'line_item', period: { start, end } }] },
  }
}

export function sessionObject(r: Ref, amountTotal: number) {
  return {
    id: r.sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    amount_total: amountTotal,
    currency: 'eur',
    customer: r.customerId,
    subscription: r.subscriptionId,
    metadata: { ...metadata(r), planType: 'basic', billingCycle: 'monthly' },
  }
}

export const event = (type: string, object: unknown, created: number) => ({
  id: `evt_${unique()}`,
  object: 'event',
  api_version: Stripe.API_VERSION,
  created,
  type,
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  data: { object },
})

/** A `Stripe-Signature` header for the payload, made as Stripe makes it. */
export const sign = (payload: string, secret = WEBHOOK_SECRET) => signer.webhooks.generateTestHeaderString({ payload, secret })
