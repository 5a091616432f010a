import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, registrationInput } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { users } from '../../db/schema/index.ts'
import { readOutbox } from '../../ports/email/outbox.adapter.ts'

let ip = 0
const from = () => ({ remoteAddress: `198.18.0.${(ip++ % 250) + 1}` })

/** An AI-plan, yearly sign-up (the factory's form with this suite's plan). */
const registration = (overrides: Record<string, unknown> = {}) =>
  registrationInput({ gender: 'female', billingCycle: 'annually', planType: 'ai_creator', ...overrides })

describe('registration (POST /api/auth/create-checkout-session)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/create-checkout-session', payload, headers, ...from() })

  it('creates a pending account with an argon2id hash, then returns the checkout url', async () => {
    const input = registration()
    const res = await register(input)
    expect(res.statusCode).toBe(200)
    expect(res.json().url).toMatch(/^\/checkout\/[\w-]+$/)
    const [row] = await t.db.select().from(users).where(eq(users.email, input.email))
    expect(row).toMatchObject({
      username: input.username,
      paymentStatus: 'pending',
      approved: false,
      planType: 'ai',
      billingCycle: 'yearly',
      role: 'user',
    })
    expect(row.passwordHash).toMatch(/^\$argon2id\$/)
    expect(row.passwordHash).not.toContain(input.password)
  })

  it('lets a cancelled checkout be retried with the same password, on another plan', async () => {
    const input = registration()
    await register(input)
    const retry = await register({ ...input, planType: 'basic' })
    expect(retry.statusCode).toBe(200)
    const rows = await t.db.select().from(users).where(sql`lower(${users.email}) = lower(${input.email})`)
    expect(rows).toHaveLength(1)
    expect(rows[0].planType).toBe('basic')
  })

  it('does not let someone else take over a pending registration: other password → generic answer, owner emailed, nothing changed', async () => {
    const input = registration()
    await register(input)
    const [before] = await t.db.select().from(users).where(eq(users.email, input.email))
    const takeover = await register({ ...input, username: `${input.username}x`, password: 'the-attackers-own-secret', planType: 'basic' })
    expect(takeover.statusCode).toBe(409)
    expect(takeover.json()).toMatchObject({ code: 'REGISTRATION_PENDING' })
    expect(takeover.json().error).toContain('enter the password you chose')
    expect(takeover.json().url).toBeUndefined()
    const [after] = await t.db.select().from(users).where(eq(users.email, input.email))
    expect(after).toEqual(before)
    await expect
      .poll(async () => (await readOutbox(t.config.mail.outboxDir)).find((m) => m.to === input.email)?.subject, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe('Someone tried to register with your email')
    // The owner still resumes with their own password.
    expect((await register(input)).statusCode).toBe(200)
  })

  it('refuses re-registering a paid account’s email even with its password', async () => {
    const existing = await createUser(t.db)
    const res = await register(registration({ email: existing.email, password: existing.password }))
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('EMAIL_TAKEN')
  })

  it('refuses a username or email that belongs to a paid account', async () => {
    const existing = await createUser(t.db)
    const byName = await register(registration({ username: existing.username.toUpperCase() }))
    expect(byName.statusCode).toBe(409)
    expect(byName.json()).toMatchObject({ code: 'USERNAME_TAKEN', error: 'Username already exists' })
    const byEmail = await register(registration({ email: existing.email }))
    expect(byEmail.statusCode).toBe(409)
    expect(byEmail.json().code).toBe('EMAIL_TAKEN')
  })

  it('refuses a look-alike of an existing username with its own message, and creates nothing', async () => {
    const id = Math.random().toString(36).slice(2, 8)
    await createUser(t.db, { username: `mila.styles${id}` })
    for (const username of [`mila_styles${id}`, `Mila-Styles${id}`, `milastyles${id}`, `m.i.l.a_styles${id}`]) {
      const input = registration({ username })
      const res = await register(input)
      expect(res.statusCode, username).toBe(409)
      expect(res.json()).toMatchObject({ code: 'USERNAME_LOOKALIKE', error: expect.stringContaining('too similar to an existing one') })
      expect(await t.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0)
    }
    expect((await register(registration({ username: `mila.style${id}` }))).statusCode).toBe(200)
  })

  it.each([
    ['no birthdate', { birthdate: '' }, 'birthdate', 'Please enter your birthdate.'],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms', 'Please accept the Terms and Conditions.'],
    ['a short password', { password: 'short' }, 'password', 'The password needs at least 8 characters.'],
    ['a route name as username', { username: 'trends' }, 'username', 'This username is not available.'],
    ['a path trick as username', { username: '..' }, 'username', undefined],
    ['an unknown plan', { planType: 'gold' }, 'planType', undefined],
  ])('refuses %s and creates nothing', async (_label, change, field, message) => {
    const input = registration(change)
    const res = await register(input)
    expect(res.statusCode).toBe(400)
    const detail = res.json().details.find((d: { field: string }) => d.field === field)
    expect(detail).toBeDefined()
    if (message) expect(detail.message).toBe(message)
    expect(await t.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0)
  })

  it('refuses one of the most common passwords', async () => {
    const res = await register(registration({ password: 'iloveyou' }))
    expect(res.statusCode).toBe(400)
    expect(res.json().details[0].key).toBe('auth.password_common')
  })

  it('answers validation in the request language', async () => {
    const res = await register(registration({ acceptTerms: false }), { cookie: 'lang=ar' })
    expect(res.json().details.find((d: { field: string }) => d.field === 'acceptTerms').message).toBe('يرجى قبول الشروط والأحكام.')
  })

  it('refuses an unknown promo code before creating the account', async () => {
    const input = registration({ promoCode: 'NOPE-NOT-REAL' })
    const res = await register(input)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'PROMO_INVALID', error: 'Invalid promo code' })
    expect(await t.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0)
  })
})
