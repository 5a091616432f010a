import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { SECRET_KEY, startFakeStripe, WEBHOOK_SECRET } from '../../../tests/mocks/stripe.ts'
import { DAY, event, invoiceObject, type Ref, sessionObject, sign, subscriptionObject, T0 } from '../../../tests/mocks/stripe-events.ts'
import {
  failedRenewals,
  invoices,
  processedWebhookEvents,
  promoCodes,
  type Subscription,
  subscriptions,
  users,
} from '../../db/schema/index.ts'

/**
 * Billing with the Stripe adapter in the app: checkout, signed webhooks and the subscription
 * lifecycle against a fake Stripe API (MSW) with real webhook signatures.
 */

const unique = () => randomUUID().replaceAll('-', '').slice(0, 12)
const fake = startFakeStripe()

describe('Stripe checkout and webhooks in the app', () => {
  let t: TestApp
  let lastOctet = 0
  const from = () => ({ remoteAddress: `198.18.0.${(lastOctet++ % 250) + 1}` })

  beforeAll(async () => {
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: 'https://looktag.example' },
    })
  })
  afterAll(() => t.close())

  const password = 'a-long-and-unusual-secret'

  async function register(extra: Record<string, unknown> = {}) {
    const id = unique()
    const input = {
      username: `stripe_${id}`,
      email: `stripe-${id}@example.com`,
      password,
      page_name: 'Looks by Lena',
      phone: '+49 170 7654321',
      birthdate: '1993-08-12',
      billingCycle: 'monthly',
      planType: 'basic',
      acceptTerms: true,
      ...extra,
    }
    const before = fake.requests.length
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/create-checkout-session', payload: input, ...from() })
    expect(res.statusCode, res.body).toBe(200)
    const [user] = await t.db.select().from(users).where(eq(users.email, input.email))
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user!.id))
    const ref: Ref = {
      reference: row!.id,
      accountId: user!.id,
      sessionId: row!.providerCheckoutSessionId!,
      subscriptionId: `sub_${unique()}`,
      customerId: `cus_${unique()}`,
    }
    return { input, url: res.json().url as string, user: user!, ref, calls: fake.requests.slice(before) }
  }

  const deliver = (body: unknown, signature?: string) => {
    const payload = JSON.stringify(body)
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? sign(payload) },
    })
  }

  const rowOf = async (ref: Ref) => (await t.db.select().from(subscriptions).where(eq(subscriptions.id, ref.reference)))[0]!
  const userOf = async (ref: Ref) => (await t.db.select().from(users).where(eq(users.id, ref.accountId)))[0]!
  const processed = async (id: string) => t.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, id))
  const stateOf = (row: Subscription) => ({
    status: row.status,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    amountCents: row.amountCents,
    paymentMethod: row.paymentMethod,
    linked: row.providerSubscriptionId !== null && row.providerCustomerId !== null,
  })

  it('registers into a Stripe Checkout Session; the password never goes to Stripe', async () => {
    const code = `LENA${unique()}`
    await t.db.insert(promoCodes).values({ code, percentOff: 10 })
    const { url, ref, calls, input } = await register({ promoCode: code.toLowerCase(), planType: 'ai', billingCycle: 'monthly' })
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
    const checkout = calls.find((c) => c.path === '/v1/checkout/sessions')!
    expect(fake.prices.get(checkout.params.get('line_items[0][price]')!)).toMatchObject({
      unit_amount: 1000,
      recurring: { interval: 'month' },
      lookup_key: 'looktag_ai_monthly_eur_1000',
    })
    expect(Object.fromEntries(checkout.params)).toMatchObject({
      'metadata[accountId]': ref.accountId,
      'metadata[reference]': ref.reference,
      success_url: 'https://looktag.example/register-success',
      cancel_url: 'https://looktag.example/register?cancelled=1',
    })
    expect(checkout.params.get('discounts[0][promotion_code]')).toMatch(/^promo_/)
    for (const call of calls) expect(call.params.toString()).not.toContain(encodeURIComponent(input.password).slice(0, 12))
    const row = await rowOf(ref)
    expect(row).toMatchObject({
      provider: 'stripe',
      status: 'pending',
      amountCents: 900,
      planPriceCents: 1000,
      currency: 'eur',
      promoCode: code,
    })
    const [stored] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, code))
    expect(stored!.providerCouponId).toMatch(/^coupon_/)
  })

  it('leaves the account pending and retryable when Stripe fails', async () => {
    fake.state.failCheckout = true
    const id = unique()
    const input = {
      username: `retry_${id}`,
      email: `retry-${id}@example.com`,
      password,
      page_name: 'P',
      phone: '+49 170 1111111',
      birthdate: '1990-01-01',
      billingCycle: 'monthly',
      planType: 'basic',
      acceptTerms: true,
    }
    const failed = await t.app.inject({ method: 'POST', url: '/api/auth/create-checkout-session', payload: input, ...from() })
    expect(failed.statusCode).toBe(502)
    expect(failed.json().code).toBe('CHECKOUT_FAILED')
    fake.state.failCheckout = false
    const retry = await t.app.inject({ method: 'POST', url: '/api/auth/create-checkout-session', payload: input, ...from() })
    expect(retry.statusCode, retry.body).toBe(200)
  })

  it('marks the account paid and the subscription active when checkout completes', async () => {
    const { ref } = await register()
    fake.subscriptionsById.set(ref.subscriptionId, subscriptionObject(ref, 'active', T0, T0 + 30 * DAY))
    const res = await deliver(event('checkout.session.completed', sessionObject(ref, 600), T0))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ received: true })
    expect(await userOf(ref)).toMatchObject({ paymentStatus: 'paid', approved: false })
    expect(await rowOf(ref)).toMatchObject({
      status: 'active',
      providerSubscriptionId: ref.subscriptionId,
      providerCustomerId: ref.customerId,
      currentPeriodStart: new Date(T0 * 1000),
      currentPeriodEnd: new Date((T0 + 30 * DAY) * 1000),
      paymentMethod: 'card',
    })
  })

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { ref } = await register()
    fake.subscriptionsById.set(ref.subscriptionId, subscriptionObject(ref, 'active', T0, T0 + 30 * DAY))
    const body = event('checkout.session.completed', sessionObject(ref, 600), T0)
    const forged = await deliver(body, sign(JSON.stringify(body), 'whsec_forged'))
    expect(forged.statusCode).toBe(400)
    expect(forged.json().code).toBe('WEBHOOK_SIGNATURE_INVALID')
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    })
    expect(unsigned.statusCode).toBe(400)
    expect((await userOf(ref)).paymentStatus).toBe('pending')
    expect((await rowOf(ref)).status).toBe('pending')
    expect(await processed(body.id)).toHaveLength(0)
  })

  it.each([
    ['no data', (e: Record<string, unknown>) => ({ ...e, data: undefined }) as Record<string, unknown>],
    ['no object', (e: Record<string, unknown>) => ({ ...e, data: {} }) as Record<string, unknown>],
    ['a null object', (e: Record<string, unknown>) => ({ ...e, data: { object: null } }) as Record<string, unknown>],
  ])('answers a signed event with %s with 400, changing nothing', async (_label, mangle) => {
    const { ref } = await register()
    const body = mangle(event('checkout.session.completed', sessionObject(ref, 600), T0))
    const res = await deliver(body)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().code).toBe('WEBHOOK_EVENT_INVALID')
    expect((await rowOf(ref)).status).toBe('pending')
    expect(await processed(body.id as string)).toHaveLength(0)
  })

  it('acts on a replayed event once: same final state, one processed row, promo counted once', async () => {
    const code = `ONCE${unique()}`
    await t.db.insert(promoCodes).values({ code, percentOff: 50 })
    const { ref } = await register({ promoCode: code })
    fake.subscriptionsById.set(ref.subscriptionId, subscriptionObject(ref, 'active', T0, T0 + 30 * DAY))
    const completed = event('checkout.session.completed', sessionObject(ref, 300), T0)
    expect((await deliver(completed)).statusCode).toBe(200)
    const after = await rowOf(ref)
    for (let i = 0; i < 3; i++) expect((await deliver(completed)).statusCode).toBe(200)
    expect(await rowOf(ref)).toEqual(after)
    expect(await processed(completed.id)).toHaveLength(1)
    expect((await t.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!.timesUsed).toBe(1)
  })

  it('reaches the same final state whatever order the events arrive in', async () => {
    const period1 = [T0, T0 + 30 * DAY] as const
    const period2 = [T0 + 30 * DAY, T0 + 60 * DAY] as const
    const scenario = (ref: Ref) => [
      event('customer.subscription.created', subscriptionObject(ref, 'incomplete', ...period1), T0),
      event('checkout.session.completed', sessionObject(ref, 600), T0 + 5),
      event('invoice.paid', invoiceObject(ref, 'subscription_create', 600, ...period1, true), T0 + 5),
      event('customer.subscription.updated', subscriptionObject(ref, 'active', ...period1), T0 + 5),
      event('customer.subscription.updated', subscriptionObject(ref, 'active', ...period2), period2[0]),
      event('customer.subscription.updated', subscriptionObject(ref, 'past_due', ...period2, true), period2[0] + 3600),
    ]
    const orders = [
      (events: unknown[]) => events,
      (events: unknown[]) => [...events].reverse(),
      // The subscription updates first, checkout last.
      (events: unknown[]) => [events[5], events[4], events[0], events[3], events[2], events[1]],
    ]
    const results = []
    for (const order of orders) {
      const { ref } = await register()
      // What Stripe answers when the adapter looks the subscription up: its state now.
      fake.subscriptionsById.set(ref.subscriptionId, subscriptionObject(ref, 'past_due', ...period2, true))
      for (const body of order(scenario(ref))) expect((await deliver(body)).statusCode).toBe(200)
      results.push({ row: stateOf(await rowOf(ref)), paymentStatus: (await userOf(ref)).paymentStatus })
    }
    expect(results[0]).toEqual({
      row: {
        status: 'past_due',
        currentPeriodStart: new Date(period2[0] * 1000),
        currentPeriodEnd: new Date(period2[1] * 1000),
        cancelAtPeriodEnd: true,
        amountCents: 600,
        paymentMethod: 'card',
        linked: true,
      },
      paymentStatus: 'paid',
    })
    expect(results[1]).toEqual(results[0])
    expect(results[2]).toEqual(results[0])
  })

  it('lets a cancellation win over an older renewal that arrives late', async () => {
    const { ref } = await register()
    fake.subscriptionsById.set(ref.subscriptionId, subscriptionObject(ref, 'canceled', T0, T0 + 30 * DAY))
    await deliver(event('checkout.session.completed', sessionObject(ref, 600), T0))
    await deliver(event('customer.subscription.deleted', subscriptionObject(ref, 'canceled', T0, T0 + 30 * DAY), T0 + 10 * DAY))
    await deliver(event('customer.subscription.updated', subscriptionObject(ref, 'active', T0, T0 + 30 * DAY), T0 + DAY))
    expect((await rowOf(ref)).status).toBe('canceled')
  })

  it('records a failed renewal once, for the admins list', async () => {
    const { ref, input } = await register()
    fake.subscriptionsById.set(ref.subscriptionId, subscriptionObject(ref, 'active', T0, T0 + 30 * DAY))
    await deliver(event('checkout.session.completed', sessionObject(ref, 600), T0))
    const failed = event(
      'invoice.payment_failed',
      invoiceObject(ref, 'subscription_cycle', 600, T0 + 30 * DAY, T0 + 60 * DAY, false),
      T0 + 30 * DAY,
    )
    expect((await deliver(failed)).statusCode).toBe(200)
    // Stripe retries the charge later: a new event about the same invoice.
    const retried = { ...failed, id: `evt_${unique()}`, created: T0 + 33 * DAY }
    expect((await deliver(retried)).statusCode).toBe(200)
    const rows = await t.db.select().from(failedRenewals).where(eq(failedRenewals.userId, ref.accountId))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      subscriptionId: ref.reference,
      username: input.username,
      userEmail: input.email,
      amountCents: 600,
      currency: 'eur',
      note: 'Renewal payment failed (attempt 2)',
    })
    // A failed first payment is the checkout page's business, not a failed renewal.
    const first = event('invoice.payment_failed', invoiceObject(ref, 'subscription_create', 600, T0, T0 + 30 * DAY, false), T0)
    await deliver(first)
    expect(await t.db.select().from(failedRenewals).where(eq(failedRenewals.userId, ref.accountId))).toHaveLength(1)
  })

  it('acknowledges events about subscriptions that are not ours without changing anything', async () => {
    const stranger: Ref = {
      reference: randomUUID(),
      accountId: randomUUID(),
      sessionId: 'cs_x',
      subscriptionId: `sub_${unique()}`,
      customerId: 'cus_x',
    }
    const res = await deliver(event('customer.subscription.updated', subscriptionObject(stranger, 'active', T0, T0 + DAY), T0))
    expect(res.statusCode).toBe(200)
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, stranger.subscriptionId))).toHaveLength(0)
  })

  describe('the subscription lifecycle', () => {
    /** A paid, approved Stripe subscriber with a session. */
    async function subscribed(plan: 'basic' | 'ai' = 'basic') {
      const { ref, input } = await register({ planType: plan })
      fake.subscriptionsById.set(ref.subscriptionId, subscriptionObject(ref, 'active', T0, T0 + 30 * DAY, false, plan))
      expect((await deliver(event('checkout.session.completed', sessionObject(ref, plan === 'ai' ? 1000 : 600), T0))).statusCode).toBe(200)
      const paid = invoiceObject(ref, 'subscription_create', plan === 'ai' ? 1000 : 600, T0, T0 + 30 * DAY, true)
      expect((await deliver(event('invoice.paid', paid, T0 + 1))).statusCode).toBe(200)
      await t.db.update(users).set({ approved: true }).where(eq(users.id, ref.accountId))
      const { cookie } = await loginHeaders(t, { email: input.email, password })
      return { ref, headers: { cookie, origin: 'https://looktag.example' } }
    }
    const invoicesOf = (ref: Ref) => t.db.select().from(invoices).where(eq(invoices.subscriptionId, ref.reference))

    it('issues an invoice for the first payment and each renewal, once per Stripe invoice', async () => {
      const { ref } = await subscribed()
      const renewal = invoiceObject(ref, 'subscription_cycle', 600, T0 + 30 * DAY, T0 + 60 * DAY, true)
      const paid = event('invoice.paid', renewal, T0 + 30 * DAY)
      expect((await deliver(paid)).statusCode).toBe(200)
      expect((await deliver(paid)).statusCode).toBe(200)
      expect((await invoicesOf(ref)).map((i) => i.kind).sort()).toEqual(['initial', 'renewal'])
      expect(await rowOf(ref)).toMatchObject({ status: 'active', currentPeriodEnd: new Date((T0 + 60 * DAY) * 1000) })
    })

    it('ends the subscription when Stripe deletes it: the AI plan locks', async () => {
      const { ref } = await subscribed('ai')
      expect((await userOf(ref)).planType).toBe('ai')
      const ended = subscriptionObject(ref, 'canceled', T0, T0 + 30 * DAY, false, 'ai')
      expect((await deliver(event('customer.subscription.deleted', ended, T0 + 31 * DAY))).statusCode).toBe(200)
      const row = await rowOf(ref)
      expect(row.status).toBe('canceled')
      expect(row.endedAt).not.toBeNull()
      expect((await userOf(ref)).planType).toBe('basic')
    })

    it('takes the subscription Stripe has now as the truth, not the copy in a late event', async () => {
      const { ref } = await subscribed()
      const stale = subscriptionObject(ref, 'past_due', T0, T0 + 30 * DAY)
      expect((await deliver(event('customer.subscription.updated', stale, T0 + 5))).statusCode).toBe(200)
      expect((await rowOf(ref)).status).toBe('active')
    })

    it('upgrades by swapping the item price with proration, billed at once; AI unlocks', async () => {
      const { ref, headers } = await subscribed()
      const before = fake.requests.length
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/subscription/plan',
        headers,
        payload: { planType: 'ai', billingCycle: 'monthly' },
      })
      expect(res.statusCode, res.body).toBe(200)
      const update = fake.requests.slice(before).find((c) => c.method === 'POST' && c.path === `/v1/subscriptions/${ref.subscriptionId}`)!
      expect(Object.fromEntries(update.params)).toMatchObject({
        'items[0][id]': `si_${ref.subscriptionId}`,
        proration_behavior: 'always_invoice',
        'metadata[planType]': 'ai',
      })
      expect(update.params.get('items[0][price]')).toMatch(/^price_/)
      expect(res.json()).toMatchObject({ plan_type: 'ai', amount: 1000 })
      expect((await userOf(ref)).planType).toBe('ai')
      const proration = invoiceObject(ref, 'subscription_update', 390, T0 + DAY, T0 + 30 * DAY, true)
      expect((await deliver(event('invoice.paid', proration, T0 + DAY))).statusCode).toBe(200)
      expect((await invoicesOf(ref)).map((i) => i.kind).sort()).toEqual(['initial', 'proration'])
      expect((await rowOf(ref)).amountCents).toBe(1000)
    })

    const changePlan = (headers: Record<string, string>, planType: string, billingCycle: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/subscription/plan', headers, payload: { planType, billingCycle } })
    const callsSince = (before: number, path: string) =>
      fake.requests.slice(before).filter((c) => c.method === 'POST' && c.path.startsWith(path))

    it('refuses every plan change into prices of another currency before asking Stripe: a subscription keeps its currency', async () => {
      const { ref, headers } = await subscribed()
      const saved = await t.app.services.planPrices.prices()
      const admin = await loginHeaders(t, await createAdmin(t.db))
      const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/plan-prices', headers: admin, payload })
      expect((await put({ ...saved, currency: 'usd', confirmCurrencyChange: true })).statusCode).toBe(200)
      try {
        const before = fake.requests.length
        for (const [planType, billingCycle] of [
          ['ai', 'monthly'],
          ['basic', 'yearly'],
        ]) {
          const res = await changePlan(headers, planType!, billingCycle!)
          expect(res.statusCode, res.body).toBe(409)
          expect(res.json().code).toBe('PLAN_CURRENCY_CHANGED')
        }
        expect(callsSince(before, '/v1/subscription')).toEqual([])
        expect(await rowOf(ref)).toMatchObject({ planType: 'basic', currency: 'eur', amountCents: 600 })
      } finally {
        expect((await put({ ...saved, confirmCurrencyChange: true })).statusCode).toBe(200)
      }
    })
    /** Stripe starts the schedule's next phase at the period end and tells us, signed. */
    async function periodEnds(ref: Ref, amount: number) {
      const next = fake.startNextPhase(ref.subscriptionId)
      const { current_period_start: start, current_period_end: end } = next.items.data[0]!
      // After our own calls, which carry our clock (the fake's periods lie in the past).
      const created = Math.ceil(Date.now() / 1000) + 1
      expect((await deliver(event('customer.subscription.updated', next, created))).statusCode).toBe(200)
      expect(
        (await deliver(event('invoice.paid', invoiceObject(ref, 'subscription_cycle', amount, start, end, true), created))).statusCode,
      ).toBe(200)
    }

    it('downgrades AI → basic at the period end through a subscription schedule; AI stays until then', async () => {
      const { ref, headers } = await subscribed('ai')
      const before = fake.requests.length
      const res = await changePlan(headers, 'basic', 'monthly')
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({ plan_type: 'ai', next_plan_type: 'basic', next_billing_cycle: null })
      const [created] = callsSince(before, '/v1/subscription_schedules')
      expect(created!.params.get('from_subscription')).toBe(ref.subscriptionId)
      const schedule = fake.subscriptionsById.get(ref.subscriptionId)!.schedule!
      const [update] = callsSince(before, `/v1/subscription_schedules/${schedule}`)
      expect(Object.fromEntries(update!.params)).toMatchObject({
        end_behavior: 'release',
        proration_behavior: 'none',
        'phases[0][items][0][price]': 'price_ai',
        'phases[0][start_date]': String(T0),
        'phases[0][end_date]': String(T0 + 30 * DAY),
        'phases[1][duration][interval]': 'month',
        'phases[1][metadata][planType]': 'basic',
        'phases[1][metadata][reference]': ref.reference,
        'phases[1][metadata][accountId]': ref.accountId,
      })
      expect(fake.prices.get(update!.params.get('phases[1][items][0][price]')!)).toMatchObject({ unit_amount: 600 })
      expect((await userOf(ref)).planType).toBe('ai')

      await periodEnds(ref, 600)
      expect(await rowOf(ref)).toMatchObject({ planType: 'basic', amountCents: 600, nextPlanType: null, status: 'active' })
      expect((await userOf(ref)).planType).toBe('basic')
      expect((await invoicesOf(ref)).map((i) => i.kind).sort()).toEqual(['initial', 'renewal'])
    })

    it('switches monthly → yearly at the period end; a planned change can be taken back before', async () => {
      const { ref, headers } = await subscribed()
      expect((await changePlan(headers, 'basic', 'yearly')).json()).toMatchObject({ next_billing_cycle: 'yearly' })
      const first = fake.subscriptionsById.get(ref.subscriptionId)!.schedule!
      expect(fake.schedules.get(first)!.phases[1]).toMatchObject({ interval: 'year' })

      const before = fake.requests.length
      expect((await changePlan(headers, 'basic', 'monthly')).json()).toMatchObject({ next_billing_cycle: null, next_plan_type: null })
      expect(callsSince(before, `/v1/subscription_schedules/${first}/release`)).toHaveLength(1)
      expect(fake.subscriptionsById.get(ref.subscriptionId)!.schedule).toBeNull()

      expect((await changePlan(headers, 'basic', 'yearly')).statusCode).toBe(200)
      await periodEnds(ref, 6000)
      expect(await rowOf(ref)).toMatchObject({ billingCycle: 'yearly', planType: 'basic', amountCents: 6000, nextBillingCycle: null })
    })

    it('upgrades at once and switches the cycle at the period end when both are asked for', async () => {
      const { ref, headers } = await subscribed()
      const res = await changePlan(headers, 'ai', 'yearly')
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({ plan_type: 'ai', billing_cycle: 'monthly', next_billing_cycle: 'yearly', next_plan_type: null })
      expect((await userOf(ref)).planType).toBe('ai')
      const schedule = fake.schedules.get(fake.subscriptionsById.get(ref.subscriptionId)!.schedule!)!
      expect(schedule.phases[1]).toMatchObject({ interval: 'year', metadata: { planType: 'ai', billingCycle: 'yearly' } })
      expect(fake.prices.get(schedule.phases[0]!.price)).toMatchObject({ unit_amount: 1000 })
      expect(fake.prices.get(schedule.phases[1]!.price)).toMatchObject({ unit_amount: 10000 })
    })

    it('drops a planned change when the creator cancels: Stripe takes no cancellation while a schedule runs', async () => {
      const { ref, headers } = await subscribed('ai')
      expect((await changePlan(headers, 'basic', 'monthly')).statusCode).toBe(200)
      const cancel = await t.app.inject({ method: 'POST', url: '/api/users/subscription/cancel', headers })
      expect(cancel.statusCode, cancel.body).toBe(200)
      expect(cancel.json()).toMatchObject({ cancel_at_period_end: true, next_plan_type: null })
      expect(fake.subscriptionsById.get(ref.subscriptionId)).toMatchObject({ schedule: null, cancel_at_period_end: true })
    })

    it('cancels the Stripe subscription at once when an admin deletes the account; later events keep it ended', async () => {
      const { ref } = await subscribed('ai')
      const admin = await createAdmin(t.db)
      const before = fake.requests.length
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/influencers/${ref.accountId}`,
        headers: await loginHeaders(t, admin),
      })
      expect(deleted.statusCode, deleted.body).toBe(204)
      const [cancel] = fake.requests.slice(before).filter((c) => c.method === 'DELETE')
      expect(cancel).toMatchObject({ path: `/v1/subscriptions/${ref.subscriptionId}` })
      expect(Object.fromEntries(cancel!.params)).toMatchObject({ invoice_now: 'false', prorate: 'false' })
      expect(await rowOf(ref)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false })
      expect((await rowOf(ref)).endedAt).not.toBeNull()
      // A renewal state Stripe sent before the cancellation arrives late: the row stays ended.
      const stale = subscriptionObject(ref, 'active', T0, T0 + 30 * DAY, false, 'ai')
      expect((await deliver(event('customer.subscription.updated', stale, T0 + DAY))).statusCode).toBe(200)
      expect((await rowOf(ref)).status).toBe('canceled')
    })

    it('closes an open Stripe checkout of a deleted account, so it can no longer be paid', async () => {
      const { ref } = await register()
      const before = fake.requests.length
      await t.app.services.billing.cancelForDeletedAccount(undefined, ref.accountId)
      const expired = fake.requests.slice(before).filter((c) => c.path === `/v1/checkout/sessions/${ref.sessionId}/expire`)
      expect(expired).toHaveLength(1)
      expect(await rowOf(ref)).toMatchObject({ status: 'expired' })
      expect(fake.state.closedSessions.has(ref.sessionId)).toBe(true)
    })

    it('still deletes an account whose subscription Stripe no longer knows', async () => {
      const { ref } = await subscribed()
      fake.subscriptionsById.delete(ref.subscriptionId)
      await t.app.services.billing.cancelForDeletedAccount(undefined, ref.accountId)
      expect((await rowOf(ref)).status).toBe('canceled')
    })

    it('cancels at the period end and undoes it at Stripe; the portal opens for card updates', async () => {
      const { ref, headers } = await subscribed()
      const cancel = await t.app.inject({ method: 'POST', url: '/api/users/subscription/cancel', headers })
      expect(cancel.statusCode, cancel.body).toBe(200)
      expect(cancel.json()).toMatchObject({ cancel_at_period_end: true, next_renewal: null })
      const last = fake.requests.filter((c) => c.path === `/v1/subscriptions/${ref.subscriptionId}` && c.method === 'POST').at(-1)!
      expect(last.params.get('cancel_at_period_end')).toBe('true')
      const resume = await t.app.inject({ method: 'POST', url: '/api/users/subscription/resume', headers })
      expect(resume.json()).toMatchObject({ cancel_at_period_end: false })
      const portal = await t.app.inject({ method: 'POST', url: '/api/users/subscription/portal', headers })
      expect(portal.statusCode, portal.body).toBe(200)
      expect(portal.json()).toEqual({ url: `https://billing.stripe.com/p/session/${ref.customerId}` })
      expect((await t.app.inject({ method: 'POST', url: '/api/users/subscription/renew-now', headers })).statusCode).toBe(404)
    })
  })

  it('has no test checkout when Stripe is configured', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/checkout/local/lcs_anything' })
    expect(get.statusCode).toBe(404)
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/local/lcs_anything/pay',
      payload: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'X' },
      ...from(),
    })
    expect(pay.statusCode).toBe(404)
  })
})
