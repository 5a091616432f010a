import { eq, or } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { auditLog, passwordResetTokens, users } from '../../db/schema/index.ts'
import { readOutbox } from '../../ports/email/outbox.adapter.ts'

let ip = 0
const from = () => ({ remoteAddress: `192.0.2.${(ip++ % 250) + 1}` })

describe('login, session and current user', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('logs in with email and password: httpOnly cookie, token in the body, role in the payload', async () => {
    const user = await createUser(t.db)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email.toUpperCase(), password: user.password },
      ...from(),
    })
    expect(res.statusCode).toBe(200)
    const cookie = res.cookies.find((c) => c.name === 'looktag_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    // The header's script-readable hint comes with the same answer and lives as long (decision 0031).
    const hint = res.cookies.find((c) => c.name === 'looktag_account')
    expect(hint).toMatchObject({ value: 'user', sameSite: 'Lax', path: '/', maxAge: cookie?.maxAge })
    expect(hint?.httpOnly).toBeFalsy()
    const { token, user: body } = res.json()
    expect(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).role).toBe('user')
    expect(body).toMatchObject({ username: user.username, email: user.email, role: 'user', approved: true, images: 0 })
  })

  it('answers GET /api/users/me with the cookie, a Bearer token or a bare token', async () => {
    const user = await createUser(t.db)
    const { cookie, token } = await loginHeaders(t, user)
    for (const headers of [{ cookie }, { authorization: `Bearer ${token}` }, { authorization: token }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers })
      expect(res.statusCode).toBe(200)
      expect(res.json().username).toBe(user.username)
    }
  })

  it('refuses /api/users/me without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me' })
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('UNAUTHORIZED')
  })

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const user = await createUser(t.db)
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not-the-password' },
      ...from(),
    })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever-123' },
      ...from(),
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json().error).toBe('Invalid email or password.')
  })

  it('tells an unpaid, an unapproved and a blocked account why, instead of logging in', async () => {
    const unpaid = await createUser(t.db, { paymentStatus: 'pending', approved: false })
    const waiting = await createUser(t.db, { approved: false })
    const cases = [
      [unpaid, 'ACCOUNT_PENDING_PAYMENT'],
      [waiting, 'ACCOUNT_AWAITING_APPROVAL'],
    ] as const
    for (const [user, code] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
        ...from(),
      })
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe(code)
      expect(res.cookies).toHaveLength(0)
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: waiting.email, password: waiting.password },
      ...from(),
    })
    expect(res.json().error).toBe('Registered successfully. Wait for admin approval')
  })

  it('tells a blocked creator that the account is blocked and whom to contact, in their language', async () => {
    const admin = await createAdmin(t.db)
    const creator = await createUser(t.db)
    const adminSession = await loginHeaders(t, admin)
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/influencers/${creator.id}/block`,
      payload: { approved: false },
      headers: { cookie: adminSession.cookie },
    })
    expect(block.statusCode).toBe(200)
    const login = (lang: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: creator.email, password: creator.password },
        headers: { cookie: `lang=${lang}` },
        ...from(),
      })
    const en = await login('en')
    expect(en.statusCode).toBe(403)
    expect(en.json().code).toBe('ACCOUNT_BLOCKED')
    expect(en.json().error).toContain('This account is blocked')
    expect(en.json().error).toContain(t.config.mail.contactTo)
    expect(en.json().error).toContain(`${t.config.publicUrl}/contact`)
    expect(en.json().error).not.toContain('Wait for admin approval')
    const de = await login('de')
    expect(de.json().error).toContain('Dieses Konto ist gesperrt')
    expect(de.json().error).toContain(t.config.mail.contactTo)
    expect((await login('ar')).json().error).toContain('هذا الحساب محظور')
    expect(en.cookies).toHaveLength(0)
  })

  it('rate limits logins from one address', async () => {
    const codes: number[] = []
    for (let i = 0; i < 22; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `x${i}@example.com`, password: 'whatever-123' },
        remoteAddress: '203.0.113.77',
      })
      codes.push(res.statusCode)
    }
    expect(codes.at(-1)).toBe(429)
  })

  it('rejects tokens that are forged, unsigned, expired or from another secret', async () => {
    const user = await createUser(t.db)
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.id, role: 'admin', ver: 0 })).toString('base64url')}.`
    const other = await new SignJWT({ role: 'admin', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(t.config.publicUrl)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)))
    const expired = await new SignJWT({ role: 'user', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(t.config.publicUrl)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret))
    for (const token of [unsigned, other, expired, 'garbage']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } })
      expect(res.statusCode).toBe(401)
    }
  })

  it('signs out by clearing the cookie, also without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' })
    expect(res.statusCode).toBe(204)
    expect(res.cookies.find((c) => c.name === 'looktag_session')?.value).toBe('')
    expect(res.cookies.find((c) => c.name === 'looktag_account')?.value).toBe('')
  })

  it('stops a blocked creator’s sessions at once', async () => {
    const admin = await createAdmin(t.db)
    const creator = await createUser(t.db)
    const session = await loginHeaders(t, creator)
    const adminSession = await loginHeaders(t, admin)
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/influencers/${creator.id}/block`,
      payload: { approved: false },
      headers: { cookie: adminSession.cookie },
    })
    expect(block.statusCode).toBe(200)
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: session.cookie } })
    expect(me.statusCode).toBe(401)
  })
})

describe('password reset', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function resetLinkFor(email: string) {
    let link: string | undefined
    await expect
      .poll(
        async () => {
          const mail = (await readOutbox(t.config.mail.outboxDir)).find((m) => m.to === email)
          link = mail?.text.match(/\/reset-password\/([\w-]+)/)?.[1]
          return link
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBeTruthy()
    return link as string
  }

  it('answers the same for known and unknown emails and mails only the known one', async () => {
    const user = await createUser(t.db, { language: 'de' })
    const known = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email }, ...from() })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'ghost@example.com' },
      ...from(),
    })
    expect(known.statusCode).toBe(200)
    expect(known.json()).toEqual(unknown.json())
    expect(known.json().message).toBe('A reset link has been sent to your email.')
    await resetLinkFor(user.email)
    const mail = (await readOutbox(t.config.mail.outboxDir)).find((m) => m.to === user.email)
    expect(mail?.subject).toBe('Setze dein Looktag-Passwort zurück')
    expect((await readOutbox(t.config.mail.outboxDir)).some((m) => m.to === 'ghost@example.com')).toBe(false)
  })

  it('sets a new password once, then the link is dead and old sessions end', async () => {
    const user = await createUser(t.db)
    const session = await loginHeaders(t, user)
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email }, ...from() })
    const token = await resetLinkFor(user.email)
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a-brand-new-secret' },
      ...from(),
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().message).toBe('Your password was successfully reset. You can now log in.')
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'another-new-secret' },
      ...from(),
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toBe('Reset failed. Token may be invalid or expired.')
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: session.cookie } })).statusCode).toBe(401)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'a-brand-new-secret' },
      ...from(),
    })
    expect(login.statusCode).toBe(200)
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.targetUserId, user.id), eq(auditLog.actorId, user.id)))
    expect(audited.map((e) => e.action)).toEqual(expect.arrayContaining(['auth.reset_requested', 'auth.password_reset']))
  })

  it('refuses an expired token and a common password', async () => {
    const user = await createUser(t.db)
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email }, ...from() })
    const token = await resetLinkFor(user.email)
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'password1' },
      ...from(),
    })
    expect(common.statusCode).toBe(400)
    expect(common.json().details[0]).toMatchObject({ field: 'newPassword', key: 'auth.password_common' })
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id))
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'fine-new-secret-9' },
      ...from(),
    })
    expect(expired.json().code).toBe('RESET_TOKEN_INVALID')
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row.tokenVersion).toBe(0)
  })
})
