import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PLAN_PRICES, type PlanPrices } from '../../../contract/plan-prices.ts'
import { createAdmin, createUser, registrationInput } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { type App, buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { auditLog, invoices, planPriceSettings, subscriptions, users } from '../../db/schema/index.ts'

const URL = '/api/admin/plan-prices'
let lastOctet = 0
// The test checkout answers local clients only; distinct loopback addresses keep rate limits apart.
const from = () => ({ remoteAddress: `127.0.115.${(lastOctet++ % 250) + 1}` })

/** Plan prices as the admin area edits them; a second instance on the same database sees every change. */
describe('plan prices', () => {
  let t: TestApp
  let other: App
  let otherDir: string
  let adminCookie: string
  let admin: Awaited<ReturnType<typeof createAdmin>>

  beforeAll(async () => {
    t = await createTestApp()
    otherDir = mkdtempSync(path.join(tmpdir(), 'looktag-test-prices-'))
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: otherDir, WEB_MODE: 'none', LOG_LEVEL: 'silent' })
    other = await buildApp(config, { databaseUrl: t.databaseUrl, logger: false })
    await other.ready()
    admin = await createAdmin(t.db)
    adminCookie = (await loginHeaders(t, admin)).cookie
  })
  afterAll(async () => {
    await other?.close()
    await t?.close()
    rmSync(otherDir, { recursive: true, force: true })
  })

  const put = (payload: unknown, cookie = adminCookie, lang = 'en') =>
    t.app.inject({ method: 'PUT', url: URL, payload: payload as object, headers: { cookie, 'accept-language': lang } })
  const prices = (over: Partial<PlanPrices> = {}): PlanPrices => ({ ...DEFAULT_PLAN_PRICES, ...over })

  /** Registers and pays the test checkout; returns the account and its session headers. */
  async function subscriber(plan: 'basic' | 'ai_creator' = 'basic') {
    const input = registrationInput({ planType: plan, billingCycle: 'monthly' })
    const reg = await t.app.inject({ method: 'POST', url: '/api/auth/create-checkout-session', payload: input, ...from() })
    expect(reg.statusCode, reg.body).toBe(200)
    const sessionId = (reg.json().url as string).split('/').pop()
    const shown = await t.app.inject({ method: 'GET', url: `/api/checkout/local/${sessionId}`, ...from() })
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/local/${sessionId}/pay`,
      payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Mia' },
      ...from(),
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const [user] = await t.db.update(users).set({ approved: true }).where(eq(users.email, input.email)).returning()
    const { cookie } = await loginHeaders(t, input)
    return { user: user!, checkout: shown.json(), headers: { cookie, origin: t.config.publicUrl } }
  }
  const rowOf = async (userId: string) => (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!

  it('refuses visitors (401) and creators (403) before reading the body, and changes nothing', async () => {
    const creatorCookie = (await loginHeaders(t, await createUser(t.db))).cookie
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: URL, headers: { cookie: creatorCookie } })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'PUT', url: URL, payload: prices() })).statusCode).toBe(401)
    expect((await put(prices({ currency: 'usd' }), creatorCookie)).statusCode).toBe(403)
    expect((await put({ basic: 'free' }, creatorCookie)).statusCode).toBe(403)
    expect(await t.db.select().from(planPriceSettings)).toEqual([])
  })

  it.each([
    ['basic.monthly', { basic: { monthly: 10, yearly: 6000 } }, 'The price must be at least 0.50 EUR.'],
    [
      'ai.monthly',
      { currency: 'jpy', basic: { monthly: 900, yearly: 9000 }, ai: { monthly: 40, yearly: 15000 } },
      'The price must be at least 50 JPY.',
    ],
    ['basic.yearly', { currency: 'huf', basic: { monthly: 250000, yearly: 100_000_000 } }, 'The price must be at most 999999.99 HUF.'],
    ['ai.yearly', { ai: { monthly: 1000, yearly: 99.5 } }, null],
    ['currency', { currency: 'xyz' }, null],
  ])('refuses a bad %s with a 400 naming the field, and keeps the prices', async (field, spoil, message) => {
    const res = await put({ ...prices(), ...spoil })
    expect(res.statusCode).toBe(400)
    const detail = res.json().details.find((d: { field: string }) => d.field === field)
    expect(detail, res.body).toBeDefined()
    if (message) expect(detail.message).toBe(message)
    expect(await t.app.services.planPrices.prices()).toEqual(DEFAULT_PLAN_PRICES)
  })

  it('answers a bad price in the request language', async () => {
    const res = await put({ ...prices(), basic: { monthly: 10, yearly: 6000 } }, adminCookie, 'de')
    expect(res.json().details.find((d: { field: string }) => d.field === 'basic.monthly').message).toMatch(/mindestens/)
  })

  it('charges new prices to new subscriptions and plan changes; running subscriptions keep theirs', async () => {
    const old = await subscriber()
    expect(await rowOf(old.user.id)).toMatchObject({ planPriceCents: 600, amountCents: 600, currency: 'eur' })
    // The other instance has the prices in memory, and a page cached that shows them.
    expect(await other.services.planPrices.prices()).toEqual(DEFAULT_PLAN_PRICES)
    let otherCacheDropped = false
    other.services.site.onChange(() => {
      otherCacheDropped = true
    })

    const next = prices({ basic: { monthly: 800, yearly: 8000 }, ai: { monthly: 1500, yearly: 15000 } })
    const saved = await put(next)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().prices).toEqual(next)
    expect(saved.json().subscribers).toContainEqual({
      plan_type: 'basic',
      billing_cycle: 'monthly',
      amount: 600,
      currency: 'eur',
      count: 1,
    })
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, 'settings.plan_prices')))
      .orderBy(desc(auditLog.createdAt))
    expect(entry?.details).toMatchObject({ from: DEFAULT_PLAN_PRICES, to: next })
    // At once here; on the other instance as soon as PostgreSQL's notification arrives.
    expect(await t.app.services.planPrices.prices()).toEqual(next)
    await expect.poll(() => otherCacheDropped, { timeout: 5000 }).toBe(true)
    expect(await other.services.planPrices.prices()).toEqual(next)

    // A new subscription: the checkout shows and charges today's price.
    const fresh = await subscriber()
    expect(fresh.checkout).toMatchObject({ amountCents: 800, fullPriceCents: 800, currency: 'eur' })
    expect(await rowOf(fresh.user.id)).toMatchObject({ planPriceCents: 800, amountCents: 800 })

    // The earlier subscriber renews at the price they signed up for.
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, old.user.id))
    await t.app.services.subscription.runDue()
    const [renewal] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.userId, old.user.id), eq(invoices.kind, 'renewal')))
    expect(renewal?.amountCents).toBe(600)

    // Upgrading is a change of plan: today's AI price, the difference to what they pay prorated.
    const upgraded = await t.app.inject({
      method: 'POST',
      url: '/api/users/subscription/plan',
      payload: { planType: 'ai', billingCycle: 'monthly' },
      headers: old.headers,
      ...from(),
    })
    expect(upgraded.statusCode, upgraded.body).toBe(200)
    expect(upgraded.json()).toMatchObject({ plan_type: 'ai', amount: 1500 })
    const proration = upgraded.json().invoices.find((i: { kind: string }) => i.kind === 'proration')
    expect(proration.amount).toBeGreaterThan(880)
    expect(proration.amount).toBeLessThanOrEqual(900)
    expect(await rowOf(old.user.id)).toMatchObject({ planType: 'ai', planPriceCents: 1500 })

    const view = await t.app.inject({ method: 'GET', url: URL, headers: { cookie: adminCookie } })
    expect(view.json().subscribers).toEqual(
      expect.arrayContaining([
        { plan_type: 'ai', billing_cycle: 'monthly', amount: 1500, currency: 'eur', count: 1 },
        { plan_type: 'basic', billing_cycle: 'monthly', amount: 800, currency: 'eur', count: 1 },
      ]),
    )
  })

  it('asks before a new currency holds running subscriptions back, then prices new ones in it; a running one changes plan after renewing in it', async () => {
    const eur = await subscriber()
    const before = await t.app.services.planPrices.prices()
    const usdPrices = prices({ currency: 'usd', basic: { monthly: 700, yearly: 7000 }, ai: { monthly: 1200, yearly: 12000 } })
    const asked = await put(usdPrices)
    expect(asked.statusCode, asked.body).toBe(409)
    expect(asked.json().code).toBe('PRICES_CURRENCY_CHANGE_UNCONFIRMED')
    const running = (await t.db.select().from(subscriptions)).filter((row) => row.status === 'active' && !row.endedAt).length
    expect(asked.json().error).toContain(`pay in EUR (${running} in all)`)
    expect(asked.json().error).toContain('save the prices in USD')
    expect(await t.app.services.planPrices.prices()).toEqual(before)

    const saved = await put({ ...usdPrices, confirmCurrencyChange: true })
    expect(saved.statusCode, saved.body).toBe(200)
    const usd = await subscriber()
    expect(usd.checkout).toMatchObject({ amountCents: 700, currency: 'usd' })
    expect(await rowOf(usd.user.id)).toMatchObject({ planPriceCents: 700, currency: 'usd' })

    const changePlan = (headers: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/subscription/plan',
        payload: { planType: 'ai', billingCycle: 'monthly' },
        headers: { ...headers, 'accept-language': 'de' },
        ...from(),
      })
    const refused = await changePlan(eur.headers)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'PLAN_CURRENCY_CHANGED' })
    expect(refused.json().error).toContain('in USD berechnet')
    expect(await rowOf(eur.user.id)).toMatchObject({ planType: 'basic', currency: 'eur', amountCents: before.basic.monthly })

    // The way the message describes: cancel, let the period end, subscribe again in the new currency.
    const cancel = await t.app.inject({ method: 'POST', url: '/api/users/subscription/cancel', headers: eur.headers, ...from() })
    expect(cancel.statusCode, cancel.body).toBe(200)
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, eur.user.id))
    await t.app.services.subscription.runDue()
    const renew = await t.app.inject({ method: 'POST', url: '/api/users/subscription/renew', headers: eur.headers, ...from() })
    expect(renew.statusCode, renew.body).toBe(200)
    const sessionId = (renew.json().url as string).split('/').pop()
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/local/${sessionId}/pay`,
      payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Mia' },
      ...from(),
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const upgraded = await changePlan(eur.headers)
    expect(upgraded.statusCode, upgraded.body).toBe(200)
    expect(upgraded.json()).toMatchObject({ plan_type: 'ai', amount: 1200, currency: 'usd' })

    expect((await put({ ...prices(), confirmCurrencyChange: true })).statusCode).toBe(200)
  })

  it('charges a zero-decimal currency in whole units: 900 JPY is ¥900 at checkout', async () => {
    const yen = prices({ currency: 'jpy', basic: { monthly: 900, yearly: 9000 }, ai: { monthly: 1500, yearly: 15000 } })
    expect((await put({ ...yen, confirmCurrencyChange: true })).statusCode).toBe(200)
    const fresh = await subscriber()
    expect(fresh.checkout).toMatchObject({ amountCents: 900, currency: 'jpy' })
    expect(await rowOf(fresh.user.id)).toMatchObject({ planPriceCents: 900, amountCents: 900, currency: 'jpy' })
    expect((await put({ ...prices(), confirmCurrencyChange: true })).statusCode).toBe(200)
  })
})
