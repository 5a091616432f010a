import { eq } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { CONNECT_SECRET_KEY, CONNECT_WEBHOOK_SECRET, fakeStripeConnect } from '../../../tests/mocks/stripe-connect.ts'
import { orders, users } from '../../db/schema/index.ts'
import { checkout, createProduct, createSeller, ordersOf, stockOf } from './shop-test-helpers.ts'

const fake = fakeStripeConnect()
const server = setupServer(...fake.handlers)

/** The shop on Stripe Connect: onboarding, destination charges, the second webhook endpoint. */
describe('shop with Stripe Connect', () => {
  let t: TestApp
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' })
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: CONNECT_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: 'whsec_billing_endpoint',
        STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
        PLATFORM_FEE_PERCENT: '10',
        PUBLIC_URL: 'https://looktag.example',
      },
    })
  })
  afterEach(() => {
    fake.state.failCheckout = false
  })
  afterAll(async () => {
    await t.close()
    server.close()
  })

  /** A seller whose Express account exists at the fake Stripe and is ready. */
  async function readySeller() {
    const seller = await createSeller(t, { stripeAccountId: null })
    const account = {
      id: `acct_ready_${seller.id.slice(0, 8)}`,
      object: 'account' as const,
      type: 'express' as const,
      email: seller.email,
      charges_enabled: true,
      details_submitted: true,
    }
    fake.accounts.set(account.id, account)
    await t.db.update(users).set({ stripeAccountId: account.id }).where(eq(users.id, seller.id))
    return { ...seller, accountId: account.id }
  }

  it('creates one Express account, makes a fresh onboarding link on each click, and syncs readiness on return', async () => {
    const seller = await createSeller(t, { stripeAccountId: null, stripeChargesEnabled: false })
    const start = () => t.app.inject({ method: 'POST', url: '/api/shop/stripe-connect', headers: { cookie: seller.cookie } })
    const first = (await start()).json().url
    const second = (await start()).json().url
    expect(first).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/acct_/)
    expect(second).not.toBe(first)
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/accounts')).toHaveLength(1)
    const link = fake.requests.findLast((r) => r.path === '/v1/account_links')
    expect(link?.params.get('return_url')).toBe('https://looktag.example/api/shop/connect/return')
    expect(link?.params.get('refresh_url')).toBe('https://looktag.example/api/shop/connect/refresh')

    const refresh = await t.app.inject({ method: 'GET', url: '/api/shop/connect/refresh', headers: { cookie: seller.cookie } })
    expect(refresh.statusCode).toBe(302)
    expect(refresh.headers.location).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/acct_/)
    const [row] = await t.db.select().from(users).where(eq(users.id, seller.id))
    const account = fake.accounts.get(row?.stripeAccountId as string)
    if (!account) throw new Error('no account')
    Object.assign(account, { charges_enabled: true, details_submitted: true })
    const back = await t.app.inject({ method: 'GET', url: '/api/shop/connect/return', headers: { cookie: seller.cookie } })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe('/shop?connect=done')
    const status = await t.app.inject({ method: 'GET', url: '/api/shop/status', headers: { cookie: seller.cookie } })
    expect(status.json()).toMatchObject({ provider: 'stripe', connected: true, ready: true })
    const dashboard = await t.app.inject({ method: 'POST', url: '/api/shop/stripe-dashboard', headers: { cookie: seller.cookie } })
    expect(dashboard.json().url).toBe(`https://connect.stripe.test/express/${account.id}`)
  })

  it('account.updated on the Connect endpoint sets readiness from the account as it is now; bad signatures change nothing', async () => {
    const seller = await readySeller()
    const account = fake.accounts.get(seller.accountId)
    if (!account) throw new Error('no account')
    account.charges_enabled = false
    // A stale event claiming the account is ready: the account is read again.
    const stale = fake.delivery('account.updated', { ...account, charges_enabled: true })
    expect((await t.app.inject(stale)).statusCode).toBe(200)
    const ready = async () => (await t.db.select().from(users).where(eq(users.id, seller.id)))[0]?.stripeChargesEnabled
    expect(await ready()).toBe(false)

    account.charges_enabled = true
    const forged = fake.delivery('account.updated', account, { secret: 'whsec_billing_endpoint' })
    const refused = await t.app.inject(forged)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('WEBHOOK_SIGNATURE_INVALID')
    expect(await ready()).toBe(false)
    expect((await t.app.inject(fake.delivery('account.updated', account))).statusCode).toBe(200)
    expect(await ready()).toBe(true)
  })

  it('opens a destination charge with the platform fee and marks the order paid once, whatever the event order', async () => {
    const seller = await readySeller()
    const product = await createProduct(t, seller.id, { priceCents: 3000, stock: 4 })
    const res = await checkout(t, { cart: [{ id: product.id, quantity: 2 }], page_name: seller.username, email: 'buyer@example.com' })
    expect(res.statusCode).toBe(200)
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/)
    const sent = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')
    expect(sent?.params.get('payment_intent_data[transfer_data][destination]')).toBe(seller.accountId)
    expect(sent?.params.get('payment_intent_data[application_fee_amount]')).toBe('600')
    expect(sent?.params.get('line_items[0][price_data][unit_amount]')).toBe('3000')
    expect(sent?.params.get('success_url')).toBe(`https://looktag.example/thank-you?u=${seller.username}`)
    expect(Number(sent?.params.get('expires_at'))).toBeGreaterThan(Date.now() / 1000 + 29 * 60)
    expect(await stockOf(t, product.id)).toBe(2)

    const [order] = await ordersOf(t, seller.id)
    if (!order) throw new Error('no order')
    const session = fake.pay(order.providerSessionId, 'paid@example.com')
    const completed = fake.delivery('checkout.session.completed', session)
    expect((await t.app.inject(completed)).statusCode).toBe(200)
    expect((await t.app.inject(completed)).statusCode).toBe(200)
    // An expiry that arrives after the payment (reordered) changes nothing.
    await t.app.inject(fake.delivery('checkout.session.expired', { ...session, status: 'expired' }))
    const [paid] = await ordersOf(t, seller.id)
    expect(paid).toMatchObject({ status: 'paid', customerEmail: 'paid@example.com', platformFeeCents: 600 })
    expect(await stockOf(t, product.id)).toBe(2)
  })

  it('an expired session releases the stock; plan checkouts on this endpoint are ignored', async () => {
    const seller = await readySeller()
    const product = await createProduct(t, seller.id, { stock: 3 })
    await checkout(t, { cart: [{ id: product.id, quantity: 3 }], page_name: seller.username })
    const [order] = await ordersOf(t, seller.id)
    if (!order) throw new Error('no order')
    const session = fake.sessions.get(order.providerSessionId)
    await t.app.inject(fake.delivery('checkout.session.expired', { ...session, status: 'expired' }))
    expect(await stockOf(t, product.id)).toBe(3)
    expect((await ordersOf(t, seller.id))[0]?.status).toBe('expired')
    const plan = fake.delivery('checkout.session.completed', { ...session, metadata: { reference: 'sub' }, payment_status: 'paid' })
    expect((await t.app.inject(plan)).statusCode).toBe(200)
  })

  it('returning from Stripe by its cancel link closes the session there and releases the stock at once', async () => {
    const seller = await readySeller()
    const product = await createProduct(t, seller.id, { stock: 4 })
    await checkout(t, { cart: [{ id: product.id, quantity: 3 }], page_name: seller.username })
    const [order] = await ordersOf(t, seller.id)
    if (!order) throw new Error('no order')
    const sent = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')
    const cancelUrl = `https://looktag.example/api/shop/checkout/${order.id}/cancel`
    expect(sent?.params.get('cancel_url')).toBe(cancelUrl)
    expect(await stockOf(t, product.id)).toBe(1)
    const back = await t.app.inject({ method: 'GET', url: new URL(cancelUrl).pathname })
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toBe(`/${seller.username}/shop`)
    expect(fake.sessions.get(order.providerSessionId)?.status).toBe('expired')
    expect(await stockOf(t, product.id)).toBe(4)
    expect((await ordersOf(t, seller.id))[0]?.status).toBe('expired')
  })

  it('releases the reservation when Stripe cannot open the session', async () => {
    const seller = await readySeller()
    const product = await createProduct(t, seller.id, { stock: 2 })
    fake.state.failCheckout = true
    const res = await checkout(t, { cart: [{ id: product.id, quantity: 2 }], page_name: seller.username })
    expect(res.statusCode).toBe(502)
    expect(await stockOf(t, product.id)).toBe(2)
    expect((await ordersOf(t, seller.id))[0]?.status).toBe('failed')
  })

  it('the sweeper closes open sessions at Stripe before releasing, and books sessions paid meanwhile as paid', async () => {
    const seller = await readySeller()
    const product = await createProduct(t, seller.id, { stock: 5 })
    await checkout(t, { cart: [{ id: product.id, quantity: 1 }], page_name: seller.username })
    await checkout(t, { cart: [{ id: product.id, quantity: 2 }], page_name: seller.username })
    const [one, two] = (await ordersOf(t, seller.id)).sort((a, b) => a.totalCents - b.totalCents)
    if (!one || !two) throw new Error('no orders')
    fake.pay(two.providerSessionId)
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.sellerId, seller.id))
    expect(await t.app.services.shopCheckout.sweep()).toEqual({ released: 1, paid: 1, failed: 0 })
    expect(fake.sessions.get(one.providerSessionId)?.status).toBe('expired')
    const after = new Map((await ordersOf(t, seller.id)).map((o) => [o.id, o.status]))
    expect(after.get(one.id)).toBe('expired')
    expect(after.get(two.id)).toBe('paid')
    // The paid webhook arriving late changes nothing more.
    await t.app.inject(fake.delivery('checkout.session.completed', fake.sessions.get(two.providerSessionId)))
    expect(await stockOf(t, product.id)).toBe(3)
  })
})
