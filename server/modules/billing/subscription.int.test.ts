import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser, registrationInput } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { auditLog, failedRenewals, invoices, notifications, promoCodes, subscriptions, users } from '../../db/schema/index.ts'
import type { MailMessage, MailPort } from '../../ports/email/index.ts'
import { SEND_EMAIL } from '../mail/mail.jobs.ts'

let lastOctet = 0
// The test checkout answers local clients only (decision 0007); distinct loopback addresses keep rate limits apart.
const from = () => ({ remoteAddress: `127.0.114.${(lastOctet++ % 250) + 1}` })
const unique = () => randomUUID().replaceAll('-', '').slice(0, 10)
const CARD_OK = '4242 4242 4242 4242'
const CARD_FAILS_LATER = '4000 0000 0000 0341'

describe('subscription lifecycle with the built-in test checkout', () => {
  let t: TestApp
  const mail: MailPort = { kind: 'smtp', send: async () => undefined }

  beforeAll(async () => {
    t = await createTestApp({ overrides: { mail } })
  })
  afterAll(() => t.close())

  /** Registers, pays the test checkout with `card`, gets approved and signs in. */
  async function subscriber(opts: { plan?: 'basic' | 'ai_creator'; cycle?: 'monthly' | 'annually'; card?: string; promo?: string } = {}) {
    const input = registrationInput({
      planType: opts.plan ?? 'basic',
      billingCycle: opts.cycle ?? 'monthly',
      ...(opts.promo ? { promoCode: opts.promo } : {}),
    })
    const reg = await t.app.inject({ method: 'POST', url: '/api/auth/create-checkout-session', payload: input, ...from() })
    expect(reg.statusCode, reg.body).toBe(200)
    const sessionId = (reg.json().url as string).split('/').pop()
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/local/${sessionId}/pay`,
      payload: { cardNumber: opts.card ?? CARD_OK, expiry: '12/39', cvc: '123', name: 'Mia' },
      ...from(),
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const [user] = await t.db.update(users).set({ approved: true }).where(eq(users.email, input.email)).returning()
    const { cookie } = await loginHeaders(t, input)
    return { user: user!, headers: { cookie, origin: t.config.publicUrl } }
  }

  const call = (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}), ...from() })
  const view = async (headers: Record<string, string>) => {
    const res = await call(headers, 'GET', '/api/users/subscription')
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const rowOf = async (userId: string) => (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!
  const planOf = async (userId: string) => (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.planType
  /** The period ends now: the next sweep renews (or ends) it. */
  /** Mail is queued (in the transaction of what caused it) for the email job: read the queue. */
  const mailed = async (to: string, subject: (s: string) => boolean) => {
    const { rows } = await t.db.$client.query<{ data: MailMessage }>(`select data from pgboss.job where name = $1`, [SEND_EMAIL.name])
    expect(rows.filter((r) => r.data.to === to).map((r) => r.data.subject)).toSatisfy((l: string[]) => l.some(subject))
  }
  const endPeriod = (userId: string) =>
    t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, userId))

  it('answers 401 to visitors and "No subscription found." to an account that never paid', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/subscription' })).statusCode).toBe(401)
    const creator = await createUser(t.db)
    const { cookie } = await loginHeaders(t, creator)
    const res = await call({ cookie }, 'GET', '/api/users/subscription')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'No subscription found.', code: 'SUBSCRIPTION_NOT_FOUND' })
  })

  it('shows the paid subscription with the first invoice, numbered and downloadable by its owner and admins only', async () => {
    const { user, headers } = await subscriber({ plan: 'ai_creator', cycle: 'annually' })
    const sub = await view(headers)
    expect(sub).toMatchObject({
      username: user.username,
      user_email: user.email,
      payment_status: 'active',
      plan_type: 'ai',
      billing_cycle: 'yearly',
      amount: 10000,
      method: 'card',
      card_last4: '4242',
      cancel_at_period_end: false,
      provider: 'local',
      can_renew_now: true,
    })
    expect(sub.next_renewal).toBe(sub.end_date)
    expect(sub.invoices).toHaveLength(1)
    const [invoice] = sub.invoices
    expect(invoice).toMatchObject({ kind: 'initial', amount: 10000 })
    expect(invoice.number).toMatch(/^LT-\d{4}-\d{6}$/)
    expect(invoice.file).toMatch(/^[\w-]{32}\.pdf$/)
    expect(sub.invoice_pdf).toBe(invoice.file)

    const pdf = await call(headers, 'GET', `/api/secure-invoice/${invoice.file}`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const other = await createUser(t.db)
    const otherHeaders = await loginHeaders(t, other)
    expect((await call({ cookie: otherHeaders.cookie }, 'GET', `/api/secure-invoice/${invoice.file}`)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/secure-invoice/${invoice.file}` })).statusCode).toBe(401)
    const admin = await createAdmin(t.db)
    expect((await call({ cookie: (await loginHeaders(t, admin)).cookie }, 'GET', `/api/secure-invoice/${invoice.file}`)).statusCode).toBe(
      200,
    )
    for (const guess of [`${'x'.repeat(32)}.pdf`, '..%2F..%2Fetc%2Fpasswd', invoice.number]) {
      expect((await call(headers, 'GET', `/api/secure-invoice/${guess}`)).statusCode).toBe(404)
    }
    await mailed(user.email, (s) => s.includes(invoice.number))
    const { rows } = await t.db.$client.query<{ data: MailMessage }>(`select data from pgboss.job where name = $1 and data->>'to' = $2`, [
      SEND_EMAIL.name,
      user.email,
    ])
    const receipt = rows.find((r) => r.data.subject.includes(invoice.number))!.data
    expect(receipt.attachments).toEqual([
      { filename: `${invoice.number}.pdf`, contentType: 'application/pdf', contentBase64: pdf.rawPayload.toString('base64') },
    ])
  })

  it("lets admins list a creator's invoices; creators may not", async () => {
    const { user, headers } = await subscriber()
    const row = await rowOf(user.id)
    const admin = await createAdmin(t.db)
    const adminCookie = (await loginHeaders(t, admin)).cookie
    const list = await call({ cookie: adminCookie }, 'GET', `/api/admin/subscriptions/${row.id}/invoices`)
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json()).toEqual([expect.objectContaining({ kind: 'initial', file: row.invoicePdf })])
    expect((await call(headers, 'GET', `/api/admin/subscriptions/${row.id}/invoices`)).statusCode).toBe(403)
  })

  it('numbers invoices in sequence without gaps', async () => {
    const a = await subscriber()
    const b = await subscriber()
    const [na, nb] = [(await view(a.headers)).invoices[0].number, (await view(b.headers)).invoices[0].number]
    expect(Number(nb.slice(-6))).toBe(Number(na.slice(-6)) + 1)
  })

  it('upgrades basic to AI at once, charging the prorated difference with its own invoice', async () => {
    const { user, headers } = await subscriber()
    expect(await planOf(user.id)).toBe('basic')
    const res = await call(headers, 'POST', '/api/users/subscription/plan', { planType: 'ai', billingCycle: 'monthly' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ plan_type: 'ai', amount: 1000, payment_status: 'active' })
    expect(await planOf(user.id)).toBe('ai')
    const proration = res.json().invoices.find((i: { kind: string }) => i.kind === 'proration')
    // Upgraded right after paying: nearly the whole difference of 4 € is due.
    expect(proration.amount).toBeGreaterThan(390)
    expect(proration.amount).toBeLessThanOrEqual(400)
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.id))
    expect(entries.map((e) => e.action)).toContain('subscription.upgrade')
  })

  it('refuses an upgrade the saved card cannot pay, changing nothing', async () => {
    const { user, headers } = await subscriber({ card: CARD_FAILS_LATER })
    const res = await call(headers, 'POST', '/api/users/subscription/plan', { planType: 'ai', billingCycle: 'monthly' })
    expect(res.statusCode).toBe(402)
    expect(await planOf(user.id)).toBe('basic')
    expect((await view(headers)).invoices).toHaveLength(1)
  })

  it('downgrades and switches the cycle only when the period ends', async () => {
    const { user, headers } = await subscriber({ plan: 'ai_creator' })
    const res = await call(headers, 'POST', '/api/users/subscription/plan', { planType: 'basic', billingCycle: 'annually' })
    expect(res.json()).toMatchObject({ plan_type: 'ai', next_plan_type: 'basic', next_billing_cycle: 'yearly' })
    expect(await planOf(user.id)).toBe('ai')
    await endPeriod(user.id)
    await t.app.services.subscription.runDue()
    expect(await view(headers)).toMatchObject({ plan_type: 'basic', billing_cycle: 'yearly', amount: 6000, next_plan_type: null })
    expect(await planOf(user.id)).toBe('basic')
  })

  it('renews when the period ends, once per period however often the job runs', async () => {
    const { user, headers } = await subscriber()
    await endPeriod(user.id)
    const before = await rowOf(user.id)
    await Promise.all([t.app.services.subscription.runDue(), t.app.services.subscription.runDue()])
    await t.app.services.subscription.runDue()
    const after = await rowOf(user.id)
    expect(after.status).toBe('active')
    expect(after.currentPeriodEnd!.getTime()).toBeGreaterThan(before.currentPeriodEnd!.getTime())
    const list = await t.db.select().from(invoices).where(eq(invoices.userId, user.id))
    expect(list.map((i) => i.kind).sort()).toEqual(['initial', 'renewal'])
    expect((await view(headers)).payment_status).toBe('active')
  })

  it('cancels at the period end, can undo before it, and ends when the period is over', async () => {
    const { user, headers } = await subscriber({ plan: 'ai_creator' })
    const cancelled = await call(headers, 'POST', '/api/users/subscription/cancel')
    expect(cancelled.json()).toMatchObject({ cancel_at_period_end: true, next_renewal: null, payment_status: 'active' })
    const resumed = await call(headers, 'POST', '/api/users/subscription/resume')
    expect(resumed.json()).toMatchObject({ cancel_at_period_end: false })
    await call(headers, 'POST', '/api/users/subscription/cancel')
    await endPeriod(user.id)
    await t.app.services.subscription.runDue()
    const ended = await view(headers)
    expect(ended.payment_status).toBe('canceled')
    expect(ended.ended_at).not.toBeNull()
    expect(await planOf(user.id)).toBe('basic')
    expect((await t.db.select().from(invoices).where(eq(invoices.userId, user.id))).map((i) => i.kind)).toEqual(['initial'])
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.id))).map((e) => e.action)
    expect(actions).toEqual(expect.arrayContaining(['subscription.cancel', 'subscription.resume']))
    // Ended: changes are refused; a new checkout renews it.
    expect((await call(headers, 'POST', '/api/users/subscription/resume')).statusCode).toBe(409)
    const renew = await call(headers, 'POST', '/api/users/subscription/renew')
    expect(renew.statusCode, renew.body).toBe(200)
    expect(renew.json().url).toMatch(/^\/checkout\/lcs_/)
    const sessionId = renew.json().url.split('/').pop()
    const paid = await call({}, 'POST', `/api/checkout/local/${sessionId}/pay`, {
      cardNumber: CARD_OK,
      expiry: '12/39',
      cvc: '123',
      name: 'Mia',
    })
    expect(paid.json()).toEqual({ redirectUrl: '/subscription' })
    expect(await view(headers)).toMatchObject({ payment_status: 'active', ended_at: null, plan_type: 'ai' })
    expect(await planOf(user.id)).toBe('ai')
  })

  it('records a failed renewal with the 0341 card, keeps access while retrying, and recovers with a new card', async () => {
    const { user, headers } = await subscriber({ plan: 'ai_creator', card: CARD_FAILS_LATER })
    await endPeriod(user.id)
    await t.app.services.subscription.runDue()
    const sub = await view(headers)
    expect(sub).toMatchObject({ payment_status: 'past_due', plan_type: 'ai' })
    expect(sub.grace_until).not.toBeNull()
    expect(await planOf(user.id)).toBe('ai')
    // The admins' Subscriptions tab shows the same next attempt and end of grace as the creator's page.
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))
    expect(sub.next_renewal).toBe(row?.nextAttemptAt?.toISOString())
    const admin = await createAdmin(t.db)
    const adminList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/subscriptions',
      headers: { cookie: (await loginHeaders(t, admin)).cookie },
    })
    expect(adminList.json().find((s: { username: string }) => s.username === user.username)).toMatchObject({
      status: 'past_due',
      next_renewal: sub.next_renewal,
      grace_until: sub.grace_until,
    })
    const failures = await t.db.select().from(failedRenewals).where(eq(failedRenewals.userId, user.id))
    expect(failures).toMatchObject([
      { username: user.username, userEmail: user.email, amountCents: 1000, note: 'Renewal payment failed (attempt 1)' },
    ])
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(notes.some((n) => n.message.includes('renewal payment'))).toBe(true)
    await mailed(user.email, (s) => s === 'Your Looktag renewal payment failed')
    // The retry waits a day: another run now charges nothing.
    await t.app.services.subscription.runDue()
    expect(await t.db.select().from(failedRenewals).where(eq(failedRenewals.userId, user.id))).toHaveLength(1)

    const declined = await call(headers, 'POST', '/api/users/subscription/card', {
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/39',
      cvc: '123',
      name: 'Mia',
    })
    expect(declined.statusCode).toBe(402)
    const fixed = await call(headers, 'POST', '/api/users/subscription/card', {
      cardNumber: CARD_OK,
      expiry: '12/39',
      cvc: '123',
      name: 'Mia',
    })
    expect(fixed.statusCode, fixed.body).toBe(200)
    expect(fixed.json()).toMatchObject({ payment_status: 'active', card_last4: '4242', grace_until: null })
    expect(fixed.json().invoices.map((i: { kind: string }) => i.kind)).toContain('renewal')
  })

  it('ends the subscription after the last failed retry: AI locks and the creator is told why', async () => {
    const { user, headers } = await subscriber({ plan: 'ai_creator', card: CARD_FAILS_LATER })
    for (let i = 0; i < 3; i++) expect((await call(headers, 'POST', '/api/users/subscription/renew-now')).statusCode).toBe(200)
    const sub = await view(headers)
    expect(sub).toMatchObject({ payment_status: 'expired', next_renewal: null, can_renew_now: false })
    expect(sub.ended_at).not.toBeNull()
    expect(await planOf(user.id)).toBe('basic')
    expect(await t.db.select().from(failedRenewals).where(eq(failedRenewals.userId, user.id))).toHaveLength(3)
    await mailed(user.email, (s) => s === 'Your Looktag subscription has ended: payment failed')
    expect((await call(headers, 'POST', '/api/users/subscription/renew-now')).statusCode).toBe(409)
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.id))
    const system = logged.filter((e) => e.actorId === null).map((e) => e.action)
    expect(system.sort()).toEqual([
      'subscription.ended',
      'subscription.renewal_failed',
      'subscription.renewal_failed',
      'subscription.renewal_failed',
    ])
  })

  it('reminds yearly subscribers once, a configurable number of days before the renewal, in their language', async () => {
    const { user } = await subscriber({ cycle: 'annually' })
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, user.id))
    const reminders = async () => {
      const { rows } = await t.db.$client.query<{ data: MailMessage }>(`select data from pgboss.job where name = $1`, [SEND_EMAIL.name])
      return rows.filter((r) => r.data.to === user.email && r.data.subject === 'Dein Looktag-Jahresabonnement verlängert sich bald')
    }
    await t.app.services.subscription.runDue()
    expect(await reminders()).toHaveLength(0)
    // Six days before the renewal (the default is seven).
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() + 6 * 86_400_000) })
      .where(eq(subscriptions.userId, user.id))
    await t.app.services.subscription.runDue()
    await t.app.services.subscription.runDue()
    expect(await reminders()).toHaveLength(1)
  })

  it('has no "renew now" in production', async () => {
    const { headers } = await subscriber()
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'production-secret-with-variety-0123456789',
        PUBLIC_URL: 'http://localhost:3000',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        SMTP_URL: 'smtp://mail.looktag.example:587',
      },
    })
    try {
      expect(prod.app.services.subscription).toBeDefined()
      expect(await prod.app.services.subscription.view({ id: randomUUID(), role: 'user' }).catch((e) => e.code)).toBe(
        'SUBSCRIPTION_NOT_FOUND',
      )
    } finally {
      await prod.close()
    }
    expect((await view(headers)).can_renew_now).toBe(true)
  })

  it('gives a reserved promo use back when an unpaid checkout expires', async () => {
    const [code] = await t.db
      .insert(promoCodes)
      .values({ code: `BACK${unique()}`, percentOff: 10, maxUses: 1 })
      .returning()
    const email = `open-${unique()}@example.com`
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-checkout-session',
      payload: {
        username: `open_${unique()}`,
        email,
        password: 'a-long-and-unusual-secret',
        page_name: 'Open',
        phone: '+49 170 1234567',
        birthdate: '1995-04-02',
        planType: 'basic',
        billingCycle: 'monthly',
        acceptTerms: true,
        promoCode: code!.code,
      },
      ...from(),
    })
    expect(res.statusCode, res.body).toBe(200)
    const timesUsed = async () => (await t.db.select().from(promoCodes).where(eq(promoCodes.id, code!.id)))[0]!.timesUsed
    expect(await timesUsed()).toBe(1)
    const [user] = await t.db.select().from(users).where(eq(users.email, email))
    await t.db
      .update(subscriptions)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(subscriptions.userId, user!.id))
    await t.app.services.subscription.runDue()
    await t.app.services.subscription.runDue()
    expect(await timesUsed()).toBe(0)
    expect((await rowOf(user!.id)).status).toBe('expired')
  })

  it('reserves a promo use when the checkout opens, so max uses hold', async () => {
    const [code] = await t.db
      .insert(promoCodes)
      .values({ code: `ONCE${unique()}`, percentOff: 50, maxUses: 1 })
      .returning()
    await subscriber({ promo: code!.code })
    const [after] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, code!.id))
    expect(after!.timesUsed).toBe(1)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-checkout-session',
      payload: {
        username: `late_${unique()}`,
        email: `late-${unique()}@example.com`,
        password: 'a-long-and-unusual-secret',
        page_name: 'Late',
        phone: '+49 170 1234567',
        birthdate: '1995-04-02',
        planType: 'basic',
        billingCycle: 'monthly',
        acceptTerms: true,
        promoCode: code!.code,
      },
      ...from(),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('PROMO_INVALID')
    expect(
      (
        await t.db
          .select()
          .from(promoCodes)
          .where(and(eq(promoCodes.id, code!.id)))
      )[0]!.timesUsed,
    ).toBe(1)
  })

  it('ends the subscription of a deleted account: no renewal charge or invoice afterwards, open checkouts expire', async () => {
    const { user } = await subscriber()
    const [code] = await t.db
      .insert(promoCodes)
      .values({ code: `BYE${unique()}`, percentOff: 10 })
      .returning()
    await t.app.services.billing.startSubscriptionCheckout(user, {
      planType: 'ai',
      billingCycle: 'monthly',
      promoCode: code!.code,
      lang: 'en',
    })

    await t.app.services.billing.cancelForDeletedAccount(undefined, user.id)
    await t.app.services.billing.cancelForDeletedAccount(undefined, user.id)

    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))
    expect(rows.map((r) => r.status).sort()).toEqual(['canceled', 'expired'])
    expect(rows.find((r) => r.status === 'canceled')!.endedAt).not.toBeNull()
    expect((await t.db.select().from(promoCodes).where(eq(promoCodes.id, code!.id)))[0]!.timesUsed).toBe(0)
    const ended = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'subscription.ended'), eq(auditLog.targetUserId, user.id)))
    expect(ended).toHaveLength(1)
    expect(ended[0]!.details).toMatchObject({ reason: 'account_deleted' })

    await endPeriod(user.id)
    await t.app.services.subscription.runDue()
    expect(await t.db.select().from(invoices).where(eq(invoices.userId, user.id))).toHaveLength(1)
    expect(await t.db.select().from(failedRenewals).where(eq(failedRenewals.userId, user.id))).toHaveLength(0)
  })
})
