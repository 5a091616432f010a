import { randomUUID } from 'node:crypto'
import { HttpResponse, http } from 'msw'
import Stripe from 'stripe'

export const CONNECT_SECRET_KEY = 'sk_test_looktag_connect'
export const CONNECT_WEBHOOK_SECRET = 'whsec_looktag_connect_secret'
const API = 'https://api.stripe.com/v1'
const unique = () => randomUUID().replaceAll('-', '').slice(0, 14)
const signer = new Stripe(CONNECT_SECRET_KEY)

export interface CapturedRequest {
  method: string
  path: string
  params: URLSearchParams
}

interface FakeAccount {
  id: string
  object: 'account'
  type: 'express'
  email: string | null
  charges_enabled: boolean
  details_submitted: boolean
}

interface FakeSession {
  id: string
  object: 'checkout.session'
  url: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid'
  payment_intent: string | null
  metadata: Record<string, string>
  customer_details: { email: string } | null
  customer_email: string | null
}

/**
 * Just enough of Stripe's Connect and Checkout API for the shop (MSW intercepts the SDK's HTTP
 * calls), plus webhook deliveries signed like Stripe signs them.
 */
export function fakeStripeConnect() {
  const requests: CapturedRequest[] = []
  const accounts = new Map<string, FakeAccount>()
  const sessions = new Map<string, FakeSession>()
  const state = { failCheckout: false }

  async function capture(request: Request) {
    const url = new URL(request.url)
    const params = request.method === 'GET' ? url.searchParams : new URLSearchParams(await request.text())
    requests.push({ method: request.method, path: url.pathname, params })
    return params
  }
  const notFound = () => HttpResponse.json({ error: { type: 'invalid_request_error', message: 'No such object' } }, { status: 404 })

  const handlers = [
    http.post(`${API}/accounts`, async ({ request }) => {
      const p = await capture(request)
      const account: FakeAccount = {
        id: `acct_${unique()}`,
        object: 'account',
        type: 'express',
        email: p.get('email'),
        charges_enabled: false,
        details_submitted: false,
      }
      accounts.set(account.id, account)
      return HttpResponse.json(account)
    }),
    http.get(`${API}/accounts/:id`, async ({ request, params }) => {
      await capture(request)
      const account = accounts.get(String(params.id))
      return account ? HttpResponse.json(account) : notFound()
    }),
    http.post(`${API}/account_links`, async ({ request }) => {
      const p = await capture(request)
      return HttpResponse.json({ object: 'account_link', url: `https://connect.stripe.test/setup/${p.get('account')}/${unique()}` })
    }),
    http.post(`${API}/accounts/:id/login_links`, async ({ request, params }) => {
      await capture(request)
      return HttpResponse.json({ object: 'login_link', url: `https://connect.stripe.test/express/${params.id}` })
    }),
    http.post(`${API}/checkout/sessions`, async ({ request }) => {
      const p = await capture(request)
      if (state.failCheckout) return HttpResponse.json({ error: { type: 'api_error', message: 'Stripe is down' } }, { status: 500 })
      const id = `cs_test_${unique()}`
      const metadata: Record<string, string> = {}
      for (const [key, value] of p) {
        const m = /^metadata\[(\w+)\]$/.exec(key)
        if (m?.[1]) metadata[m[1]] = value
      }
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        metadata,
        customer_details: null,
        customer_email: p.get('customer_email'),
      }
      sessions.set(id, session)
      return HttpResponse.json(session)
    }),
    http.get(`${API}/checkout/sessions/:id`, async ({ request, params }) => {
      await capture(request)
      const session = sessions.get(String(params.id))
      return session ? HttpResponse.json(session) : notFound()
    }),
    http.post(`${API}/checkout/sessions/:id/expire`, async ({ request, params }) => {
      await capture(request)
      const session = sessions.get(String(params.id))
      if (!session) return notFound()
      if (session.status !== 'open')
        return HttpResponse.json({ error: { type: 'invalid_request_error', message: 'Not open' } }, { status: 400 })
      session.status = 'expired'
      return HttpResponse.json(session)
    }),
  ]

  /** A delivery of `type` about `object`, signed with `secret`, as app.inject options. */
  function delivery(type: string, object: unknown, opts: { id?: string; secret?: string } = {}) {
    const payload = JSON.stringify({
      id: opts.id ?? `evt_${unique()}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      api_version: '2025-08-27.basil',
    })
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? CONNECT_WEBHOOK_SECRET })
    return {
      method: 'POST' as const,
      url: '/api/webhooks/stripe-connect',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    }
  }

  /** The session as Stripe reports it once the buyer paid. */
  function pay(sessionId: string, email = 'buyer@example.com') {
    const session = sessions.get(sessionId)
    if (!session) throw new Error(`no session ${sessionId}`)
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_${unique()}`, customer_details: { email } })
    return session
  }

  return { handlers, requests, accounts, sessions, state, delivery, pay }
}
