import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { authAttempts, platformSettings, sessions, users } from '../../db/schema/index.ts'
import { ACCOUNTS_CLEANUP, ACCOUNTS_CLEANUP_CRON } from './auth.jobs.ts'
import { ATTEMPT_RETENTION_HOURS } from './auth.service.ts'
import { UNPAID_RELEASE_HOURS } from './registration.service.ts'
import { SESSION_IDLE_HOURS } from './session.ts'

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)

describe('accounts cleanup job and the bootstrap admin', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('releases unpaid registrations after the window from their latest checkout attempt, and nothing else', async () => {
    const stale = await createUser(t.db, {
      paymentStatus: 'pending',
      approved: false,
      checkoutStartedAt: hoursAgo(UNPAID_RELEASE_HOURS + 1),
    })
    // Created long ago (e.g. the provider call failed and no checkout was recorded): released too.
    const neverCheckedOut = await createUser(t.db, {
      paymentStatus: 'pending',
      approved: false,
      createdAt: hoursAgo(UNPAID_RELEASE_HOURS + 5),
    })
    const retried = await createUser(t.db, {
      paymentStatus: 'pending',
      approved: false,
      createdAt: hoursAgo(UNPAID_RELEASE_HOURS * 3),
      checkoutStartedAt: hoursAgo(1),
    })
    const paidLongAgo = await createUser(t.db, { approved: false, createdAt: hoursAgo(UNPAID_RELEASE_HOURS * 3) })
    const released = await t.app.services.auth.releaseUnpaid()
    const ids = released.map((r) => r.id)
    expect(ids).toEqual(expect.arrayContaining([stale.id, neverCheckedOut.id]))
    expect(ids).not.toContain(retried.id)
    expect(ids).not.toContain(paidLongAgo.id)
    const left = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [stale.id, neverCheckedOut.id, retried.id, paidLongAgo.id]))
    expect(left.map((r) => r.id).sort()).toEqual([retried.id, paidLongAgo.id].sort())
    // The username is free again.
    const again = await t.app.services.users.createApprovedAccount({
      email: `again-${stale.id.slice(0, 8)}@example.com`,
      password: 'a-fine-long-secret',
      username: stale.username,
    })
    expect(again.username).toBe(stale.username)
    // Idempotent: a second run finds nothing of these left.
    expect((await t.app.services.auth.releaseUnpaid()).map((r) => r.id)).not.toContain(retried.id)
  })

  it('purges old failed attempts and sessions that can never be used again', async () => {
    const user = await createUser(t.db)
    const subject = `cleanup-${user.id}`
    await t.db.insert(authAttempts).values([
      { kind: 'login', subject, client: 'x', createdAt: hoursAgo(ATTEMPT_RETENTION_HOURS + 1) },
      { kind: 'login', subject, client: 'x', createdAt: hoursAgo(0) },
    ])
    const future = new Date(Date.now() + 86_400_000)
    const [live, revoked, expired, idle] = await t.db
      .insert(sessions)
      .values([
        { userId: user.id, expiresAt: future },
        { userId: user.id, expiresAt: future, revokedAt: new Date() },
        { userId: user.id, expiresAt: hoursAgo(1) },
        { userId: user.id, expiresAt: future, lastSeenAt: hoursAgo(SESSION_IDLE_HOURS + 1) },
      ])
      .returning()
    await t.app.services.auth.purgeExpired()
    expect(await t.db.select().from(authAttempts).where(eq(authAttempts.subject, subject))).toHaveLength(1)
    const kept = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))
    expect(kept.map((s) => s.id)).toEqual([live.id])
    expect([revoked.id, expired.id, idle.id]).not.toContain(kept[0].id)
  })

  it('creates the ADMIN_EMAIL admin once: after it is deleted, a restart does not bring it back', async () => {
    await t.db.update(platformSettings).set({ bootstrapAdminCreatedAt: null })
    const admin = { email: `boot-${Date.now()}@example.com`, password: 'a-long-bootstrap-secret' }
    expect(await t.app.services.auth.ensureBootstrapAdmin(admin)).toBe('created')
    const [row] = await t.db.select().from(users).where(eq(users.email, admin.email))
    expect(row).toMatchObject({ role: 'admin', approved: true, paymentStatus: 'paid' })
    await t.db.delete(users).where(eq(users.id, row.id))
    expect(await t.app.services.auth.ensureBootstrapAdmin(admin)).toBe('done-before')
    expect(await t.db.select().from(users).where(eq(users.email, admin.email))).toHaveLength(0)
  })

  it('refuses an ADMIN_PASSWORD that breaks the password policy, saying why', async () => {
    await t.db.update(platformSettings).set({ bootstrapAdminCreatedAt: null })
    const email = `weak-${Date.now()}@example.com`
    await expect(t.app.services.auth.ensureBootstrapAdmin({ email, password: 'short' })).rejects.toThrow(
      'ADMIN_PASSWORD: The password needs at least 8 characters.',
    )
    await expect(t.app.services.auth.ensureBootstrapAdmin({ email, password: 'password1' })).rejects.toThrow(
      /ADMIN_PASSWORD: This password is too common/,
    )
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0)
  })
})

describe('accounts cleanup schedule', () => {
  it('is registered as a recurring pg-boss job when the app starts', async () => {
    const t = await createTestApp()
    try {
      const rows = await t.db.execute(sql`select name, cron from pgboss.schedule where name = ${ACCOUNTS_CLEANUP.name}`)
      expect(rows.rows).toEqual([{ name: ACCOUNTS_CLEANUP.name, cron: ACCOUNTS_CLEANUP_CRON }])
    } finally {
      await t.close()
    }
  })
})
