import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registrationInput } from '../../../tests/factories/users.ts'
import { sessionTokenFor } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { auditLog, type NewPromoCode, processedWebhookEvents, promoCodes, subscriptions, users } from '../../db/schema/index.ts'
import type { MailMessage, MailPort } from '../../ports/email/index.ts'

let lastOctet = 0
/**
 * Each request from its own address, so per-route rate limits only bite where tested; loopback
 * ones (127.0.0.0/8), because the test checkout answers only clients on this machine.
 */
const from = () => ({ remoteAddress: `127.0.113.${(lastOctet++ % 250) + 1}` })
const unique = () => randomUUID().replaceAll('-', '').slice(0, 10)

const registration = registrationInput

describe('billing with the built-in test checkout', () => {
  let t: TestApp

  const sent: MailMessage[] = []
  const mail: MailPort = { kind: 'smtp', send: async (m) => void sent.push(m) }

  beforeAll(async () => {
    t = await createTestApp({ overrides: { mail } })
  })
  afterAll(() => t.close())

  async function register(overrides: Record<string, unknown> = {}) {
    const input = registration(overrides)
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/create-checkout-session', payload: input, ...from() })
    expect(res.statusCode, res.body).toBe(200)
    const url: string = res.json().url
    const [user] = await t.db.select().from(users).where(eq(users.email, input.email))
    return { input, url, sessionId: url.split('/').pop() as string, user: user! }
  }

  async function promo(values: Partial<NewPromoCode> = {}) {
    const [row] = await t.db
      .insert(promoCodes)
      .values({ code: `SAVE${unique()}`, percentOff: 20, ...values })
      .returning()
    return row!
  }

  const pay = (sessionId: string, card: Partial<Record<'cardNumber' | 'expiry' | 'cvc' | 'name', string>> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/checkout/local/${sessionId}/pay`,
      payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Mia Muster', ...card },
      ...from(),
    })

  const subscriptionOf = async (sessionId: string) =>
    (await t.db.select().from(subscriptions).where(eq(subscriptions.providerCheckoutSessionId, sessionId)))[0]!

  describe('POST /api/promo/check', () => {
    const check = (code: string, extra: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/promo/check',
        payload: { code, planType: 'basic', billingCycle: 'monthly', ...extra },
        ...from(),
      })

    it('applies a percentage code, whatever its case, and shows the price after the discount', async () => {
      const code = await promo({ percentOff: 25 })
      const res = await check(code.code.toLowerCase(), { planType: 'ai_creator', billingCycle: 'annually' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        message: 'Promo code applied',
        code: code.code,
        percentOff: 25,
        amountOffCents: null,
        amountCents: 7500,
      })
    })

    it('applies an amount-off code', async () => {
      const code = await promo({ percentOff: null, amountOffCents: 250, currency: 'eur' })
      const res = await check(code.code)
      expect(res.json()).toMatchObject({ message: 'Promo code applied', amountOffCents: 250, amountCents: 350 })
    })

    it.each([
      ['an unknown code', async () => 'NOPE-NOT-A-CODE'],
      ['an inactive code', async () => (await promo({ active: false })).code],
      ['a code used up to its max uses', async () => (await promo({ maxUses: 2, timesUsed: 2 })).code],
    ])('answers "Invalid promo code" for %s', async (_label, make) => {
      const res = await check(await make())
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: 'Invalid promo code', code: 'PROMO_INVALID' })
    })

    it('answers "Promo expired" for an expired code', async () => {
      const code = await promo({ expiresAt: new Date(Date.now() - 60_000) })
      const res = await check(code.code)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: 'Promo expired', code: 'PROMO_EXPIRED' })
    })

    it('answers in the request language', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/promo/check',
        payload: { code: 'UNKNOWN-CODE', planType: 'basic', billingCycle: 'monthly' },
        headers: { cookie: 'lang=de' },
        ...from(),
      })
      expect(res.json().error).toBe('Ungültiger Promo-Code')
    })

    it('refuses a bad plan with a field error', async () => {
      const res = await check('ANY', { planType: 'gold' })
      expect(res.statusCode).toBe(400)
      expect(res.json().details[0].field).toBe('planType')
    })
  })

  describe('registration checkout', () => {
    it('creates a pending account and a pending subscription, and sends the browser to the test checkout', async () => {
      const { url, sessionId, user } = await register({ planType: 'ai_creator', billingCycle: 'annually' })
      expect(url).toMatch(/^\/checkout\/lcs_[\w-]{20,}$/)
      expect(user).toMatchObject({ paymentStatus: 'pending', approved: false, planType: 'ai' })
      expect(user.passwordHash).toMatch(/^\$argon2id\$/)
      expect(await subscriptionOf(sessionId)).toMatchObject({
        userId: user.id,
        status: 'pending',
        provider: 'local',
        planType: 'ai',
        billingCycle: 'yearly',
        amountCents: 10000,
        currency: 'eur',
        paymentMethod: null,
      })
    })

    it('refuses an invalid promo code before creating anything', async () => {
      const input = registration({ promoCode: 'NO-SUCH-CODE' })
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/create-checkout-session', payload: input, ...from() })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: 'Invalid promo code', code: 'PROMO_INVALID' })
      expect(await t.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0)
    })

    it('lets a cancelled checkout be retried with the same username; the older checkout gives way', async () => {
      const first = await register()
      const retry = await t.app.inject({
        method: 'POST',
        url: '/api/auth/create-checkout-session',
        payload: { ...first.input, planType: 'ai' },
        ...from(),
      })
      expect(retry.statusCode, retry.body).toBe(200)
      const secondSession = (retry.json().url as string).split('/').pop() as string
      expect(secondSession).not.toBe(first.sessionId)
      expect((await subscriptionOf(first.sessionId)).status).toBe('expired')
      expect(await subscriptionOf(secondSession)).toMatchObject({ status: 'pending', planType: 'ai', amountCents: 1000 })
      const old = await t.app.inject({ method: 'GET', url: `/api/checkout/local/${first.sessionId}` })
      expect(old.statusCode).toBe(404)
    })

    it('marks the account paid on the plan and cycle of the checkout actually paid, not the latest one asked for', async () => {
      const first = await register({ planType: 'basic', billingCycle: 'monthly' })
      const retry = await t.app.inject({
        method: 'POST',
        url: '/api/auth/create-checkout-session',
        payload: { ...first.input, planType: 'ai', billingCycle: 'yearly' },
        ...from(),
      })
      expect(retry.statusCode, retry.body).toBe(200)
      expect((await t.db.select().from(users).where(eq(users.id, first.user.id)))[0]).toMatchObject({ planType: 'ai' })
      // The older checkout's payment arrives (as a late provider event would).
      const older = await subscriptionOf(first.sessionId)
      await t.app.services.billing.handleEvent('local', `evt_${unique()}`, {
        type: 'checkout.completed',
        occurredAt: new Date(),
        sessionId: first.sessionId,
        reference: older.id,
        accountId: first.user.id,
        amountCents: older.amountCents,
        currency: 'eur',
        paymentMethod: 'card',
      })
      const [paid] = await t.db.select().from(users).where(eq(users.id, first.user.id))
      expect(paid).toMatchObject({ paymentStatus: 'paid', planType: 'basic', billingCycle: 'monthly' })
    })
  })

  describe('the test checkout', () => {
    it('shows what is being paid', async () => {
      const code = await promo({ percentOff: 50 })
      const { sessionId, input } = await register({ promoCode: code.code.toLowerCase() })
      const res = await t.app.inject({ method: 'GET', url: `/api/checkout/local/${sessionId}` })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        sessionId,
        planType: 'basic',
        billingCycle: 'monthly',
        amountCents: 300,
        fullPriceCents: 600,
        currency: 'eur',
        email: input.email,
        username: input.username,
        promoCode: code.code,
        paid: false,
      })
    })

    it('pays with 4242 4242 4242 4242: account paid and awaiting approval, subscription active with a period end', async () => {
      const code = await promo({ percentOff: 10, maxUses: 5 })
      const { sessionId, user } = await register({ promoCode: code.code })
      const before = Date.now()
      const res = await pay(sessionId)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ redirectUrl: '/register-success' })

      const [after] = await t.db.select().from(users).where(eq(users.id, user.id))
      expect(after).toMatchObject({ paymentStatus: 'paid', approved: false })
      const sub = await subscriptionOf(sessionId)
      expect(sub).toMatchObject({ status: 'active', paymentMethod: 'card', amountCents: 540, providerSubscriptionId: `lsub_${sub.id}` })
      const end = sub.currentPeriodEnd!.getTime()
      expect(end - before).toBeGreaterThan(27 * 86_400_000)
      expect(end - before).toBeLessThan(32 * 86_400_000)
      expect((await t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id)))[0]!.timesUsed).toBe(1)

      // The creator hears that the payment arrived and that an admin reviews the account next.
      await expect.poll(() => sent.find((m) => m.to === user.email), { timeout: 15_000, interval: 200 }).toBeTruthy()
      const message = sent.find((m) => m.to === user.email)!
      expect(message.subject).toBe('Payment received – your Looktag account awaits approval')
      expect(message.text).toContain(`${t.config.publicUrl}/login`)

      // The login now says "awaiting approval" rather than "pending payment".
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'a-long-and-unusual-secret' },
        ...from(),
      })
      expect(login.json().code).toBe('ACCOUNT_AWAITING_APPROVAL')
    })

    it('treats paying an already paid checkout as done: same answer, nothing counted twice', async () => {
      const code = await promo()
      const { sessionId } = await register({ promoCode: code.code })
      await pay(sessionId)
      const periodEnd = (await subscriptionOf(sessionId)).currentPeriodEnd
      const again = await pay(sessionId, { cardNumber: '4000 0000 0000 0002' })
      expect(again.statusCode).toBe(200)
      expect(again.json()).toEqual({ redirectUrl: '/register-success' })
      expect((await subscriptionOf(sessionId)).currentPeriodEnd).toEqual(periodEnd)
      expect((await t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id)))[0]!.timesUsed).toBe(1)
      const events = await t.db
        .select()
        .from(processedWebhookEvents)
        .where(eq(processedWebhookEvents.eventId, `local_${sessionId}_paid`))
      expect(events).toHaveLength(1)
      expect((await t.app.inject({ method: 'GET', url: `/api/checkout/local/${sessionId}` })).json().paid).toBe(true)
    })

    it('declines 4000 0000 0000 0002 with a clear message and changes nothing', async () => {
      const { sessionId, user } = await register()
      const res = await pay(sessionId, { cardNumber: '4000 0000 0000 0002' })
      expect(res.statusCode).toBe(402)
      expect(res.json()).toEqual({ error: 'Your card was declined. Please use another card.', code: 'CARD_DECLINED' })
      expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]!.paymentStatus).toBe('pending')
      expect(await subscriptionOf(sessionId)).toMatchObject({ status: 'pending', paymentMethod: null, currentPeriodEnd: null })
    })

    it.each([
      ['a card number that is not one', { cardNumber: '1234 5678 9012 3456' }, 'cardNumber'],
      ['an expired card', { expiry: '01/20' }, 'expiry'],
      ['a month that does not exist', { expiry: '13/39' }, 'expiry'],
      ['a short CVC', { cvc: '12' }, 'cvc'],
      ['a missing name', { name: ' ' }, 'name'],
    ])('refuses %s with a field error', async (_label, card, field) => {
      const { sessionId } = await register()
      const res = await pay(sessionId, card)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [expect.objectContaining({ field })] })
      expect((await subscriptionOf(sessionId)).status).toBe('pending')
    })

    it('names every wrong card field at once, in the request language', async () => {
      const { sessionId } = await register()
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/checkout/local/${sessionId}/pay`,
        payload: { cardNumber: '4242 4242 4242 4241', expiry: '01/21', cvc: '123', name: 'Mia' },
        headers: { cookie: 'lang=de' },
        ...from(),
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().details).toEqual([
        expect.objectContaining({ field: 'cardNumber', message: 'Bitte gib eine gültige Kartennummer ein.' }),
        expect.objectContaining({ field: 'expiry', message: 'Diese Karte ist abgelaufen.' }),
      ])
    })

    it('answers 404 for an unknown session', async () => {
      const get = await t.app.inject({ method: 'GET', url: '/api/checkout/local/lcs_doesnotexist' })
      expect(get.statusCode).toBe(404)
      expect(get.json().code).toBe('CHECKOUT_NOT_FOUND')
      const post = await pay('lcs_doesnotexist')
      expect(post.statusCode).toBe(404)
    })

    it('has no Stripe webhook', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload: { id: 'evt_1' },
        headers: { 'stripe-signature': 't=1,v1=x' },
      })
      expect(res.statusCode).toBe(404)
    })
  })

  describe('admin promo codes', () => {
    async function tokenFor(role: 'user' | 'admin') {
      const id = unique()
      const [user] = await t.db
        .insert(users)
        .values({
          username: `${role}_${id}`,
          email: `${role}-${id}@example.com`,
          passwordHash: 'x',
          pageName: 'Page',
          role,
          approved: true,
          paymentStatus: 'paid',
        })
        .returning()
      const token = await sessionTokenFor(t, user!)
      return { authorization: `Bearer ${token}` }
    }

    it('writes every created or changed promo code to the audit log', async () => {
      const admin = await tokenFor('admin')
      const code = `AUDIT${unique()}`
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/promo-codes',
        payload: { code, percentOff: 10 },
        headers: admin,
      })
      expect(created.statusCode, created.body).toBe(201)
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/promo-codes/${created.json().id}`,
        payload: { maxUses: 5, active: false },
        headers: admin,
      })
      expect(patched.statusCode, patched.body).toBe(200)
      const entries = await t.db.select().from(auditLog).where(sql`${auditLog.details}->>'code' = ${code}`)
      expect(entries.map((e) => e.action).sort()).toEqual(['promo.create', 'promo.update'])
      const update = entries.find((e) => e.action === 'promo.update')!
      expect(update.details).toMatchObject({ max_uses: 5, active: false, before: { max_uses: null, active: true } })
      expect(update.actorUsername).toMatch(/^admin_/)
    })

    it('refuses visitors (401) and creators (403)', async () => {
      const creator = await tokenFor('user')
      const body = { code: `X${unique()}`, percentOff: 10 }
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes' })).statusCode).toBe(401)
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/promo-codes', payload: body })).statusCode).toBe(401)
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes', headers: creator })).statusCode).toBe(403)
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/promo-codes', payload: body, headers: creator })).statusCode).toBe(403)
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/promo-codes/${randomUUID()}`,
        payload: { active: false },
        headers: creator,
      })
      expect(patch.statusCode).toBe(403)
      expect(await t.db.select().from(promoCodes).where(eq(promoCodes.code, body.code))).toHaveLength(0)
    })

    it('lets an admin create, list and change codes that registration then honours', async () => {
      const admin = await tokenFor('admin')
      const code = `Spring${unique()}`
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/promo-codes',
        payload: { code, amountOffCents: 100, expiresAt: '2099-06-30', maxUses: 3 },
        headers: admin,
      })
      expect(created.statusCode, created.body).toBe(201)
      expect(created.json()).toMatchObject({
        code,
        amountOffCents: 100,
        percentOff: null,
        currency: 'eur',
        maxUses: 3,
        timesUsed: 0,
        active: true,
      })
      expect(created.json().expiresAt).toBe('2099-06-30T23:59:59.999Z')

      const list = await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes', headers: admin })
      expect(list.statusCode).toBe(200)
      expect(list.json().map((p: { code: string }) => p.code)).toContain(code)

      const duplicate = await t.app.inject({
        method: 'POST',
        url: '/api/admin/promo-codes',
        payload: { code: code.toUpperCase(), percentOff: 5 },
        headers: admin,
      })
      expect(duplicate.statusCode).toBe(400)
      expect(duplicate.json().details[0]).toMatchObject({ field: 'code', message: 'This promo code already exists.' })

      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/promo-codes/${created.json().id}`,
        payload: { percentOff: 30 },
        headers: admin,
      })
      expect(changed.json()).toMatchObject({ percentOff: 30, amountOffCents: null, currency: null })
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/promo/check',
        payload: { code, planType: 'basic', billingCycle: 'monthly' },
        ...from(),
      })
      expect(check.json()).toMatchObject({ percentOff: 30, amountCents: 420 })

      const off = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/promo-codes/${created.json().id}`,
        payload: { active: false },
        headers: admin,
      })
      expect(off.json().active).toBe(false)
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/promo/check',
        payload: { code, planType: 'basic', billingCycle: 'monthly' },
        ...from(),
      })
      expect(refused.json().code).toBe('PROMO_INVALID')
    })

    it('refuses a code with both or neither discount, and unknown ids', async () => {
      const admin = await tokenFor('admin')
      const both = await t.app.inject({
        method: 'POST',
        url: '/api/admin/promo-codes',
        payload: { code: `B${unique()}`, percentOff: 5, amountOffCents: 100 },
        headers: admin,
      })
      expect(both.statusCode).toBe(400)
      const neither = await t.app.inject({
        method: 'POST',
        url: '/api/admin/promo-codes',
        payload: { code: `N${unique()}` },
        headers: admin,
      })
      expect(neither.statusCode).toBe(400)
      const badCode = await t.app.inject({
        method: 'POST',
        url: '/api/admin/promo-codes',
        payload: { code: 'no spaces!', percentOff: 5 },
        headers: admin,
      })
      expect(badCode.json().details[0].field).toBe('code')
      const missing = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/promo-codes/${randomUUID()}`,
        payload: { active: false },
        headers: admin,
      })
      expect(missing.statusCode).toBe(404)
    })
  })
})
