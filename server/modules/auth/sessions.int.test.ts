import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { auditLog, sessions, users } from '../../db/schema/index.ts'
import { SESSION_IDLE_HOURS } from './session.ts'

describe('sessions: logout, idle expiry, audit', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/users/me', headers })
  const logout = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })

  it('ends the session on logout: the same token is refused afterwards (cookie and bearer)', async () => {
    const user = await createUser(t.db)
    const session = await loginHeaders(t, user)
    expect((await me({ authorization: `Bearer ${session.token}` })).statusCode).toBe(200)
    expect((await logout({ cookie: session.cookie })).statusCode).toBe(204)
    expect((await me({ authorization: `Bearer ${session.token}` })).statusCode).toBe(401)
    expect((await me({ cookie: session.cookie })).statusCode).toBe(401)
  })

  it('ends only that session: the same account on another device stays signed in', async () => {
    const user = await createUser(t.db)
    const phone = await loginHeaders(t, user)
    const laptop = await loginHeaders(t, user)
    expect((await logout({ authorization: phone.token })).statusCode).toBe(204)
    expect((await me({ authorization: phone.token })).statusCode).toBe(401)
    expect((await me({ authorization: laptop.token })).statusCode).toBe(200)
  })

  it('ends a session unused for longer than the idle time, and keeps a used one alive', async () => {
    const user = await createUser(t.db)
    const idle = await loginHeaders(t, user)
    const used = await loginHeaders(t, user)
    const longAgo = new Date(Date.now() - (SESSION_IDLE_HOURS + 1) * 3_600_000)
    const nearlyIdle = new Date(Date.now() - (SESSION_IDLE_HOURS - 1) * 3_600_000)
    const sid = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti as string
    await t.db
      .update(sessions)
      .set({ lastSeenAt: longAgo })
      .where(eq(sessions.id, sid(idle.token)))
    await t.db
      .update(sessions)
      .set({ lastSeenAt: nearlyIdle })
      .where(eq(sessions.id, sid(used.token)))
    expect((await me({ authorization: idle.token })).statusCode).toBe(401)
    expect((await me({ authorization: used.token })).statusCode).toBe(200)
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sid(used.token)))
    expect(row.lastSeenAt.getTime()).toBeGreaterThan(nearlyIdle.getTime())
  })

  it('still revokes every session when the token version is bumped', async () => {
    const user = await createUser(t.db)
    const a = await loginHeaders(t, user)
    const b = await loginHeaders(t, user)
    await t.db
      .update(users)
      .set({ tokenVersion: user.tokenVersion + 1 })
      .where(eq(users.id, user.id))
    expect((await me({ authorization: a.token })).statusCode).toBe(401)
    expect((await me({ authorization: b.token })).statusCode).toBe(401)
  })

  it('records logins and logouts in the audit log, with the account as actor', async () => {
    const user = await createUser(t.db)
    const session = await loginHeaders(t, user)
    await logout({ cookie: session.cookie })
    // A second logout with the same token changes nothing and records nothing.
    await logout({ cookie: session.cookie })
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, user.id))
    expect(entries.map((e) => e.action).sort()).toEqual(['auth.login', 'auth.logout'])
    expect(entries.every((e) => e.actorUsername === user.username)).toBe(true)
  })
})
