import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { auditLog } from '../../db/schema/index.ts'
import { ATTEMPT_LIMITS } from './login-throttle.ts'

let n = 0
/** A fresh address per call: a stand-in for an attacker with many clients. */
const elsewhere = () => `198.51.100.${(n++ % 250) + 1}`

describe('login throttling per account and client', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress })

  it('does not lock the owner out when others fail on their account from other clients', async () => {
    const user = await createUser(t.db)
    for (let i = 0; i < ATTEMPT_LIMITS.login.perClient + 2; i++) {
      expect((await login(user.email, `wrong-${i}-password`, elsewhere())).statusCode).toBe(401)
    }
    const owner = await login(user.email, user.password, '203.0.113.10')
    expect(owner.statusCode).toBe(200)
  })

  it('locks out the one client that keeps failing, and only for that account', async () => {
    const user = await createUser(t.db)
    const other = await createUser(t.db)
    const attacker = '203.0.113.66'
    for (let i = 0; i < ATTEMPT_LIMITS.login.perClient; i++) {
      expect((await login(user.email, `wrong-${i}-password`, attacker)).statusCode).toBe(401)
    }
    const locked = await login(user.email, user.password, attacker)
    expect(locked.statusCode).toBe(429)
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS')
    // The right password from the owner's client still works, and the attacker's client can use another account.
    expect((await login(user.email, user.password, '203.0.113.11')).statusCode).toBe(200)
    expect((await login(other.email, other.password, attacker)).statusCode).toBe(200)
  })

  it('audits failed logins and the lockout once', async () => {
    const user = await createUser(t.db)
    const attacker = '203.0.113.77'
    for (let i = 0; i < ATTEMPT_LIMITS.login.perClient + 1; i++) await login(user.email, `wrong-${i}-password`, attacker)
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.id))
    const count = (action: string) => entries.filter((e) => e.action === action).length
    expect(count('auth.login_failed')).toBe(ATTEMPT_LIMITS.login.perClient)
    expect(count('auth.lockout')).toBe(1)
    const [lockout] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, user.id), eq(auditLog.action, 'auth.lockout')))
    expect(lockout).toMatchObject({ actorId: null, targetUsername: user.username, details: { minutes: 15 } })
  })

  it('audits a failed login for an unknown email without naming an account', async () => {
    const before = (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'auth.login_failed'), isNull(auditLog.targetUserId)))
    ).length
    await login(`nobody-${Date.now()}@example.com`, 'whatever-123', '203.0.113.88')
    const after = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login_failed'), isNull(auditLog.targetUserId)))
    expect(after).toHaveLength(before + 1)
  })
})
