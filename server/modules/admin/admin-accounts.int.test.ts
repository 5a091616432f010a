import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { daysFromToday } from '../../../tests/factories/images.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { uploadPhoto } from '../../../tests/fixtures/upload.ts'
import { auditLog, badgeRequests, images, notifications, subscriptions, tags, users } from '../../db/schema/index.ts'
import { insertBadgeRequest, mailTo } from './admin-test-helpers.ts'

describe('admin: approving, blocking, roles and deleting accounts', () => {
  let t: TestApp
  let admin: Awaited<ReturnType<typeof createAdmin>>
  let cookie: string
  beforeAll(async () => {
    t = await createTestApp()
    admin = await createAdmin(t.db)
    cookie = (await loginHeaders(t, admin)).cookie
  })
  afterAll(() => t.close())

  const as = (c: string) => ({ headers: { cookie: c } })
  const approve = (id: string, approved: boolean, c = cookie) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/influencers/${id}/block`, payload: { approved }, ...as(c) })
  const setRole = (id: string, role: 'user' | 'admin', c = cookie) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/influencers/${id}/role`, payload: { role }, ...as(c) })
  const remove = (id: string, c = cookie) => t.app.inject({ method: 'DELETE', url: `/api/admin/influencers/${id}`, ...as(c) })
  const me = (c: string) => t.app.inject({ method: 'GET', url: '/api/users/me', ...as(c) })
  const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]
  const auditFor = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.targetUserId, id))
  const messagesOf = async (id: string) =>
    (await t.db.select().from(notifications).where(eq(notifications.userId, id))).map((n) => n.message)

  it('approves a waiting creator: notified in-app and by email, audited, and able to log in', async () => {
    const waiting = await createUser(t.db, { approved: false })
    const res = await approve(waiting.id, true)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ approved: true, status: 'active' })
    expect((await userRow(waiting.id)).approved).toBe(true)
    expect(await messagesOf(waiting.id)).toEqual(['Your account has been approved. Welcome to Looktag!'])
    expect(await auditFor(waiting.id)).toMatchObject([
      { action: 'user.approve', actorId: admin.id, actorUsername: admin.username, targetUsername: waiting.username },
    ])
    await mailTo(t, waiting.email, 'Your Looktag account is approved')
    await loginHeaders(t, waiting)
  })

  it('blocks a creator: their session stops at once, they are notified and emailed, and it is audited', async () => {
    const creator = await createUser(t.db, { language: 'de' })
    const session = await loginHeaders(t, creator)
    expect((await me(session.cookie)).statusCode).toBe(200)
    const res = await approve(creator.id, false)
    expect(res.statusCode).toBe(200)
    const row = await userRow(creator.id)
    expect(row).toMatchObject({ approved: false, tokenVersion: creator.tokenVersion + 1 })
    expect((await me(session.cookie)).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: session.token } })).statusCode).toBe(401)
    expect(await messagesOf(creator.id)).toEqual([
      'Dein Konto wurde gesperrt. Bitte wende dich an den Support, wenn du das für einen Fehler hältst.',
    ])
    expect((await auditFor(creator.id)).map((a) => a.action)).toEqual(['user.block'])
    const mail = await mailTo(t, creator.email, 'Dein Looktag-Konto wurde gesperrt')
    expect(mail.text).toContain(creator.username)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: creator.email, password: creator.password },
    })
    expect(login.statusCode).toBe(403)
  })

  it('changes nothing (and audits nothing) when the account already has that status', async () => {
    const creator = await createUser(t.db)
    expect((await approve(creator.id, true)).statusCode).toBe(200)
    expect(await auditFor(creator.id)).toHaveLength(0)
    expect(await messagesOf(creator.id)).toHaveLength(0)
  })

  it('refuses to block yourself, and answers 404 for an unknown account', async () => {
    const self = await approve(admin.id, false)
    expect(self.statusCode).toBe(409)
    expect(self.json().code).toBe('CANNOT_BLOCK_SELF')
    expect((await userRow(admin.id)).approved).toBe(true)
    const missing = await approve('00000000-0000-4000-8000-000000000000', true)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('USER_NOT_FOUND')
  })

  it('makes a creator admin and back; each change ends their sessions and is audited', async () => {
    const creator = await createUser(t.db)
    const before = await loginHeaders(t, creator)
    const made = await setRole(creator.id, 'admin')
    expect(made.statusCode).toBe(200)
    expect(made.json()).toEqual({ role: 'admin' })
    expect(await userRow(creator.id)).toMatchObject({ role: 'admin', tokenVersion: creator.tokenVersion + 1 })
    expect((await me(before.cookie)).statusCode).toBe(401)
    const asAdmin = await loginHeaders(t, creator)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/overview', ...as(asAdmin.cookie) })).statusCode).toBe(200)

    const revoked = await setRole(creator.id, 'user')
    expect(revoked.json()).toEqual({ role: 'user' })
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/overview', ...as(asAdmin.cookie) })).statusCode).toBe(401)
    const again = await loginHeaders(t, creator)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/overview', ...as(again.cookie) })).statusCode).toBe(403)
    expect((await auditFor(creator.id)).map((a) => [a.action, a.details])).toEqual(
      expect.arrayContaining([
        ['user.role', { from: 'user', to: 'admin' }],
        ['user.role', { from: 'admin', to: 'user' }],
      ]),
    )
  })

  it('refuses to change your own role, so the last admin keeps it', async () => {
    const solo = await createTestApp()
    try {
      const only = await createAdmin(solo.db)
      const soloCookie = (await loginHeaders(solo, only)).cookie
      const res = await solo.app.inject({
        method: 'PUT',
        url: `/api/admin/influencers/${only.id}/role`,
        payload: { role: 'user' },
        headers: { cookie: soloCookie },
      })
      expect(res.statusCode).toBe(409)
      expect(res.json().code).toBe('CANNOT_CHANGE_OWN_ROLE')
      const del = await solo.app.inject({ method: 'DELETE', url: `/api/admin/influencers/${only.id}`, headers: { cookie: soloCookie } })
      expect(del.statusCode).toBe(409)
      expect(del.json().code).toBe('CANNOT_DELETE_SELF')
      expect((await solo.db.select().from(users).where(eq(users.id, only.id)))[0].role).toBe('admin')
    } finally {
      await solo.close()
    }
  })

  it('keeps an admin when two admins revoke or delete each other at the same moment', async () => {
    for (const action of ['revoke', 'delete', 'block'] as const) {
      const a = await createAdmin(t.db)
      const b = await createAdmin(t.db)
      const [ca, cb] = [(await loginHeaders(t, a)).cookie, (await loginHeaders(t, b)).cookie]
      const act = (target: string, c: string) =>
        action === 'revoke' ? setRole(target, 'user', c) : action === 'delete' ? remove(target, c) : approve(target, false, c)
      const results = await Promise.all([act(b.id, ca), act(a.id, cb)])
      const statuses = results.map((r) => r.statusCode).sort()
      expect(statuses[0]).toBeLessThan(300)
      // The other is refused: 403 when both were signed in as admins at the lock, 401 when the winner
      // had already committed and the loser's session went with its role, block or account.
      expect([401, 403]).toContain(statuses[1])
      const rows = (
        await t.db
          .select()
          .from(users)
          .where(and(eq(users.role, 'admin'), eq(users.approved, true)))
      ).map((u) => u.id)
      expect(rows.filter((id) => id === a.id || id === b.id)).toHaveLength(1)
    }
  })

  it('deletes a creator with their images, files, tags, badge requests, notifications and sessions, audited first', async () => {
    const creator = await createUser(t.db)
    const session = await loginHeaders(t, creator)
    const upload = await uploadPhoto(t, session.cookie, { category: 'clothes', expiry_date: daysFromToday(2) })
    expect(upload.statusCode).toBe(201)
    const image = (await t.db.select().from(images).where(eq(images.userId, creator.id)))[0]
    await t.db.insert(tags).values({ imageId: image.id, xPercent: 10, yPercent: 20, link: 'https://shop.example/x' })
    await insertBadgeRequest(t.db, creator.id)
    await t.app.services.notifications.notify(creator.id, 'hello')
    // An avatar file as the profile form stores it.
    const avatarKey = `avatars/${creator.id}/a.webp`
    mkdirSync(path.join(t.config.uploadsDir, 'avatars', creator.id), { recursive: true })
    writeFileSync(path.join(t.config.uploadsDir, avatarKey), 'x')
    await t.db.update(users).set({ photo: avatarKey }).where(eq(users.id, creator.id))
    const [sub] = await t.db
      .insert(subscriptions)
      .values({
        userId: creator.id,
        username: creator.username,
        userEmail: creator.email,
        planType: 'basic',
        billingCycle: 'monthly',
        amountCents: 600,
        provider: 'local',
      })
      .returning()
    const files = [image.storageKey, ...image.variants.map((v) => v.key), avatarKey].map((k) => path.join(t.config.uploadsDir, k))
    expect(files.every((f) => existsSync(f))).toBe(true)

    const res = await remove(creator.id)
    expect(res.statusCode).toBe(204)
    expect(await userRow(creator.id)).toBeUndefined()
    expect(await t.db.select().from(images).where(eq(images.userId, creator.id))).toHaveLength(0)
    expect(await t.db.select().from(tags).where(eq(tags.imageId, image.id))).toHaveLength(0)
    expect(await t.db.select().from(badgeRequests).where(eq(badgeRequests.userId, creator.id))).toHaveLength(0)
    expect(await messagesOf(creator.id)).toHaveLength(0)
    expect(files.filter((f) => existsSync(f))).toEqual([])
    expect((await me(session.cookie)).statusCode).toBe(401)
    // Billing keeps its record, detached, with the snapshot; the Subscriptions tab no longer lists it.
    expect((await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0]).toMatchObject({
      userId: null,
      username: creator.username,
    })
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/subscriptions', ...as(cookie) })
    expect(listed.json().map((s: { id: string }) => s.id)).not.toContain(sub.id)
    expect(await auditFor(creator.id)).toMatchObject([
      {
        action: 'user.delete',
        actorId: admin.id,
        actorUsername: admin.username,
        targetUsername: creator.username,
        details: { role: 'user' },
      },
    ])
    // The entry outlives the account: it names who, never their personal data (decision 0026).
    expect(JSON.stringify(await auditFor(creator.id))).not.toContain(creator.email)
  })

  it('refuses to delete yourself and answers 404 for an account that is already gone', async () => {
    const self = await remove(admin.id)
    expect(self.statusCode).toBe(409)
    expect(self.json().code).toBe('CANNOT_DELETE_SELF')
    const gone = await createUser(t.db)
    expect((await remove(gone.id)).statusCode).toBe(204)
    const again = await remove(gone.id)
    expect(again.statusCode).toBe(404)
    expect(again.json().code).toBe('USER_NOT_FOUND')
  })

  it('ends consistent when one admin approves while another deletes the same creator', async () => {
    const other = await loginHeaders(t, await createAdmin(t.db))
    for (let i = 0; i < 5; i++) {
      const creator = await createUser(t.db, { approved: false })
      const [approved, deleted] = await Promise.all([approve(creator.id, true), remove(creator.id, other.cookie)])
      expect(deleted.statusCode).toBe(204)
      expect([200, 404]).toContain(approved.statusCode)
      if (approved.statusCode === 404) expect(approved.json().code).toBe('USER_NOT_FOUND')
      expect(await userRow(creator.id)).toBeUndefined()
      expect(await messagesOf(creator.id)).toHaveLength(0)
      const actions = (await auditFor(creator.id)).map((a) => a.action).sort()
      expect(actions).toEqual(approved.statusCode === 200 ? ['user.approve', 'user.delete'] : ['user.delete'])
    }
  })
})
