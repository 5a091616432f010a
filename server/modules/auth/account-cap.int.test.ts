import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { auditLog, authAttempts, notifications, passwordResetTokens } from '../../db/schema/index.ts'
import { readOutbox } from '../../ports/email/outbox.adapter.ts'
import { ATTEMPT_LIMITS, ATTEMPT_WINDOW_MINUTES, sha256 } from './login-throttle.ts'

let n = 0
/** A fresh address per call: an attacker with many clients, none of which ever signed in. */
const elsewhere = () => `198.18.${Math.floor(n / 250)}.${(n++ % 250) + 1}`

/** The account-wide cap on failed logins (SECURITY.md, "Sessions and accounts"). */
describe('login cap per account across addresses', () => {
  let t: TestApp
  let clock = Date.now()
  beforeAll(async () => {
    t = await createTestApp({ overrides: { auth: { pause: async () => undefined, now: () => new Date(clock) } } })
  })
  afterAll(() => t.close())

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress })
  /** Fails `count` times on the account, each from a new address. */
  async function spray(email: string, count: number) {
    for (let i = 0; i < count; i++) expect((await login(email, `wrong-${i}-guess`, elsewhere())).statusCode).toBe(401)
  }
  const mailsTo = async (email: string, subject: string) =>
    (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.to === email && m.subject === subject)

  it('refuses new addresses once the account failed too often, without checking the password', async () => {
    const user = await createUser(t.db)
    await spray(user.email, ATTEMPT_LIMITS.login.perAccount)
    const wrong = await login(user.email, 'another-guess-1', elsewhere())
    expect(wrong.statusCode).toBe(429)
    expect(wrong.json()).toMatchObject({ code: 'ACCOUNT_LOGIN_PAUSED' })
    expect(wrong.json().error).toContain('reset your password')
    // The right password from a new address gets the same answer: guessing gains nothing.
    const right = await login(user.email, user.password, elsewhere())
    expect(right.statusCode).toBe(429)
    expect(right.json()).toEqual(wrong.json())
  })

  it('checks at most the cap of passwords when many addresses guess at once', async () => {
    const user = await createUser(t.db)
    const home = '203.0.113.40'
    expect((await login(user.email, user.password, home)).statusCode).toBe(200)
    const guesses = await Promise.all(Array.from({ length: 60 }, (_, i) => login(user.email, `burst-${i}-guess`, elsewhere())))
    const codes = guesses.map((res) => res.statusCode)
    expect(codes.filter((c) => c === 401)).toHaveLength(ATTEMPT_LIMITS.login.perAccount)
    expect(codes.filter((c) => c === 429)).toHaveLength(60 - ATTEMPT_LIMITS.login.perAccount)
    expect(guesses.find((res) => res.statusCode === 429)?.json().code).toBe('ACCOUNT_LOGIN_PAUSED')
    // Each checked password is audited as a failure, and only those are counted.
    const failures = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, user.id), eq(auditLog.action, 'auth.login_failed')))
    expect(failures).toHaveLength(ATTEMPT_LIMITS.login.perAccount)
    const counted = await t.db
      .select()
      .from(authAttempts)
      .where(and(eq(authAttempts.kind, 'login'), eq(authAttempts.subject, sha256(user.email))))
    expect(counted).toHaveLength(ATTEMPT_LIMITS.login.perAccount)
    // The cap then holds as for failures one by one: new addresses wait, the owner's device signs in.
    expect((await login(user.email, user.password, elsewhere())).json().code).toBe('ACCOUNT_LOGIN_PAUSED')
    expect((await login(user.email, user.password, home)).statusCode).toBe(200)
  })

  it('mails at most the cap of reset links when many addresses ask at once', async () => {
    const user = await createUser(t.db)
    const asks = await Promise.all(
      Array.from({ length: 15 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email: user.email },
          remoteAddress: elsewhere(),
        }),
      ),
    )
    expect(asks.filter((res) => res.statusCode === 200)).toHaveLength(ATTEMPT_LIMITS.reset.perAccount)
    expect(asks.filter((res) => res.json().code === 'TOO_MANY_ATTEMPTS')).toHaveLength(15 - ATTEMPT_LIMITS.reset.perAccount)
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toHaveLength(
      ATTEMPT_LIMITS.reset.perAccount,
    )
  })

  it('answers an unknown email the same way, so the cap does not reveal accounts', async () => {
    const email = `nobody-${Date.now()}@example.com`
    await spray(email, ATTEMPT_LIMITS.login.perAccount)
    const res = await login(email, 'whatever-123', elsewhere())
    expect(res.statusCode).toBe(429)
    expect(res.json().code).toBe('ACCOUNT_LOGIN_PAUSED')
  })

  it('keeps letting in an address that signed in to the account before', async () => {
    const user = await createUser(t.db)
    const home = '203.0.113.20'
    expect((await login(user.email, user.password, home)).statusCode).toBe(200)
    await spray(user.email, ATTEMPT_LIMITS.login.perAccount)
    expect((await login(user.email, user.password, home)).statusCode).toBe(200)
    // An address that signed in to another account only is still a stranger to this one.
    const other = await createUser(t.db)
    const otherHome = '203.0.113.21'
    expect((await login(other.email, other.password, otherHome)).statusCode).toBe(200)
    expect((await login(user.email, user.password, otherHome)).statusCode).toBe(429)
  })

  it('lets the owner reset by mail from anywhere, and a reset lifts the cap', async () => {
    const user = await createUser(t.db)
    await spray(user.email, ATTEMPT_LIMITS.login.perAccount)
    const phone = elsewhere()
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: user.email },
      remoteAddress: phone,
    })
    expect(request.statusCode).toBe(200)
    let token: string | undefined
    await expect
      .poll(
        async () => {
          const mail = (await readOutbox(t.config.mail.outboxDir)).find((m) => m.to === user.email && /reset-password\//.test(m.text))
          token = mail?.text.match(/\/reset-password\/([\w-]+)/)?.[1]
          return token
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBeTruthy()
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a-fresh-start-2026' },
      remoteAddress: phone,
    })
    expect(reset.statusCode).toBe(200)
    expect((await login(user.email, 'a-fresh-start-2026', phone)).statusCode).toBe(200)
  })

  it('lifts the cap for new addresses once the window has passed', async () => {
    const user = await createUser(t.db)
    await spray(user.email, ATTEMPT_LIMITS.login.perAccount)
    expect((await login(user.email, user.password, elsewhere())).statusCode).toBe(429)
    clock += (ATTEMPT_WINDOW_MINUTES + 1) * 60_000
    expect((await login(user.email, user.password, elsewhere())).statusCode).toBe(200)
  })

  it('tells the owner once per window, in app and by mail in their language', async () => {
    const user = await createUser(t.db, { language: 'de' })
    const home = '203.0.113.30'
    expect((await login(user.email, user.password, home)).statusCode).toBe(200)
    await spray(user.email, ATTEMPT_LIMITS.login.perAccount - 1)
    const notices = () => t.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(await notices()).toHaveLength(0)
    await spray(user.email, 1)
    // More failures in the same window (from the owner's own address, which is never refused) tell nobody again.
    for (let i = 0; i < 3; i++) expect((await login(user.email, `typo-${i}-again`, home)).statusCode).toBe(401)
    const told = await notices()
    expect(told).toHaveLength(1)
    expect(told[0]?.message).toContain(`${ATTEMPT_LIMITS.login.perAccount} fehlgeschlagene Anmeldungen`)
    const subject = 'Fehlgeschlagene Anmeldungen bei deinem Looktag-Konto'
    await expect.poll(async () => (await mailsTo(user.email, subject)).length, { timeout: 15_000, interval: 250 }).toBe(1)
    const [mail] = await mailsTo(user.email, subject)
    expect(mail?.text).toContain(`${t.config.publicUrl}/request-reset`)
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, user.id), eq(auditLog.action, 'auth.account_capped')))
    expect(audits).toHaveLength(1)

    // The next window, with new failures, tells the owner again.
    clock += (ATTEMPT_WINDOW_MINUTES + 1) * 60_000
    await spray(user.email, ATTEMPT_LIMITS.login.perAccount)
    expect(await notices()).toHaveLength(2)
  })
})
