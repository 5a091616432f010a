import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, daysFromToday } from '../../../tests/factories/images.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { uploadPhoto } from '../../../tests/fixtures/upload.ts'
import { auditLog, failedRenewals, images, notifications, platformSettings, subscriptions } from '../../db/schema/index.ts'
import { insertBadgeRequest } from './admin-test-helpers.ts'

describe('admin: images, settings, broadcasts, billing lists, audit log', () => {
  let t: TestApp
  let admin: Awaited<ReturnType<typeof createAdmin>>
  let cookie: string
  beforeAll(async () => {
    t = await createTestApp()
    admin = await createAdmin(t.db)
    cookie = (await loginHeaders(t, admin)).cookie
  })
  afterAll(() => t.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })
  const setMax = (maxExpiryDays: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/max-expiry', payload: { maxExpiryDays }, headers: { cookie } })
  const broadcast = (message: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/notifications/send', payload: { message }, headers: { cookie } })
  const storedMax = async () => (await t.db.select().from(platformSettings))[0].maxExpiryDays

  it("lists all of a creator's images, expired ones too, newest first, with small thumbnails", async () => {
    const creator = await createUser(t.db)
    const old = await createImage(t.db, creator.id, { expiryDate: '2020-01-01', createdAt: new Date('2025-01-01T00:00:00Z') })
    const recent = await createImage(t.db, creator.id, { category: 'makeup', description: 'Lipstick' })
    await createImage(t.db, (await createUser(t.db)).id)
    const res = await get(`/api/admin/influencers/${creator.id}/images`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      {
        id: recent.id,
        thumbnail: `/uploads/${recent.variants[0].key}`,
        category: 'makeup',
        description: 'Lipstick',
        expiry_date: recent.expiryDate,
        created_at: recent.createdAt.toISOString(),
      },
      expect.objectContaining({ id: old.id, expiry_date: '2020-01-01' }),
    ])
  })

  it("deletes any creator's image with its files, audited", async () => {
    const creator = await createUser(t.db)
    const session = await loginHeaders(t, creator)
    const upload = await uploadPhoto(t, session.cookie, { category: 'devices', expiry_date: daysFromToday(1) })
    expect(upload.statusCode).toBe(201)
    const id = upload.json().id as string
    const [row] = await t.db.select().from(images).where(eq(images.id, id))
    const files = row.variants.map((v) => path.join(t.config.uploadsDir, v.key))
    expect(files.every((f) => existsSync(f))).toBe(true)

    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/images/${id}`, headers: { cookie } })
    expect(res.statusCode).toBe(204)
    expect(await t.db.select().from(images).where(eq(images.id, id))).toHaveLength(0)
    expect(files.filter((f) => existsSync(f))).toEqual([])
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, creator.id))).toMatchObject([
      { action: 'image.delete', actorId: admin.id, targetUsername: creator.username, details: { image_id: id, category: 'devices' } },
    ])
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/images/${id}`, headers: { cookie } })
    expect(again.statusCode).toBe(404)
    expect(again.json().code).toBe('IMAGE_NOT_FOUND')
  })

  it('a creator deleting their own image through the dashboard is not an admin action', async () => {
    const creator = await createUser(t.db)
    const session = await loginHeaders(t, creator)
    const image = await createImage(t.db, creator.id)
    const res = await t.app.inject({ method: 'DELETE', url: `/api/images/${image.id}`, headers: { cookie: session.cookie } })
    expect(res.statusCode).toBe(204)
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, creator.id))).toHaveLength(0)
  })

  it.each([['7.5'], ['0'], ['abc'], [0], [366], [-3], [2.5], [''], [null], [true], [[5]]])(
    'refuses max expiry %j and keeps the stored value',
    async (value) => {
      const before = await storedMax()
      const res = await setMax(value)
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
      expect(await storedMax()).toBe(before)
    },
  )

  it('sets max expiry days (1–365, numbers or digit strings); uploads and the dashboard follow', async () => {
    const creator = await createUser(t.db)
    const session = await loginHeaders(t, creator)
    const upload = (days: number) => uploadPhoto(t, session.cookie, { category: 'other', expiry_date: daysFromToday(days) })
    const set = await setMax('3')
    expect(set.statusCode).toBe(200)
    expect(set.json()).toEqual({ maxExpiryDays: 3 })
    expect(await storedMax()).toBe(3)
    const settings = await t.app.inject({ method: 'GET', url: '/api/images/settings', headers: { cookie: session.cookie } })
    expect(settings.json()).toEqual({ max_expiry_days: 3, require_disclosure: false })
    // Upload rules are for signed-in creators only.
    expect((await t.app.inject({ method: 'GET', url: '/api/images/settings' })).statusCode).toBe(401)
    const refused = await upload(5)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('EXPIRY_TOO_FAR')
    expect((await upload(3)).statusCode).toBe(201)

    expect((await setMax(365)).statusCode).toBe(200)
    expect((await upload(5)).statusCode).toBe(201)
    expect((await get('/api/admin/overview')).json().max_expiry_days).toBe(365)
    expect((await setMax(1)).statusCode).toBe(200)
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.max_expiry'))
    expect(entries.map((e) => e.details)).toEqual(
      expect.arrayContaining([
        { from: 3, to: 365 },
        { from: 365, to: 1 },
      ]),
    )
    await setMax(7)
  })

  it('broadcasts to every approved creator, not to admins, keeping HTML as literal text', async () => {
    const creators = [await createUser(t.db), await createUser(t.db)]
    const otherAdmin = await createAdmin(t.db)
    const message = '<b>New</b> feature: <script>alert(1)</script> & more'
    const res = await broadcast(`  ${message}  `)
    expect(res.statusCode).toBe(200)
    const all = await t.db.select().from(notifications).where(eq(notifications.message, message))
    expect(res.json().sent).toBe(all.length)
    for (const c of creators) expect(all.filter((n) => n.userId === c.id)).toHaveLength(1)
    expect(all.filter((n) => n.userId === admin.id || n.userId === otherAdmin.id)).toHaveLength(0)
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: (await loginHeaders(t, creators[0])).cookie },
    })
    expect(bell.json().notifications[0].message).toBe(message)
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'notification.broadcast'))
    expect(entry).toMatchObject({ actorId: admin.id, details: { message, sent: all.length } })
  })

  it.each([[''], ['   '], ['x'.repeat(501)], [undefined], [42]])('refuses the broadcast message %j and sends nothing', async (message) => {
    const before = (await t.db.select().from(notifications)).length
    const res = await broadcast(message)
    expect(res.statusCode).toBe(400)
    expect((await t.db.select().from(notifications)).length).toBe(before)
  })

  it('accepts a broadcast of exactly 500 characters', async () => {
    expect((await broadcast('y'.repeat(500))).statusCode).toBe(200)
  })

  it('lists subscriptions and failed renewals newest first from the billing tables', async () => {
    const creator = await createUser(t.db)
    const base = {
      username: creator.username,
      userEmail: creator.email,
      planType: 'ai' as const,
      billingCycle: 'yearly' as const,
      provider: 'local' as const,
    }
    const [older] = await t.db
      .insert(subscriptions)
      .values({ ...base, userId: creator.id, status: 'canceled', amountCents: 10000, createdAt: new Date('2026-01-01T00:00:00Z') })
      .returning()
    const [newer] = await t.db
      .insert(subscriptions)
      .values({ ...base, userId: creator.id, status: 'active', amountCents: 10000, currentPeriodEnd: new Date('2027-02-01T00:00:00Z') })
      .returning()
    const [failed] = await t.db
      .insert(failedRenewals)
      .values({
        userId: creator.id,
        subscriptionId: newer.id,
        username: creator.username,
        userEmail: creator.email,
        amountCents: 1234,
        note: 'Card declined',
      })
      .returning()

    const subs = (await get('/api/admin/subscriptions')).json()
    expect(subs.map((s: { id: string }) => s.id)).toEqual([newer.id, older.id])
    expect(subs[0]).toEqual({
      id: newer.id,
      username: creator.username,
      email: creator.email,
      status: 'active',
      plan_type: 'ai',
      billing_cycle: 'yearly',
      // A row from before stored prices renews at the specification's price.
      price: 10000,
      currency: 'eur',
      current_period_end: '2027-02-01T00:00:00.000Z',
      next_renewal: '2027-02-01T00:00:00.000Z',
      grace_until: null,
    })
    expect(subs[1].current_period_end).toBeNull()
    expect((await get('/api/admin/failed-renewals')).json()).toEqual([
      {
        id: failed.id,
        username: creator.username,
        email: creator.email,
        amount: 1234,
        currency: 'eur',
        note: 'Card declined',
        created_at: failed.createdAt.toISOString(),
      },
    ])
  })

  it('shows the overview: creators (not admins), max expiry, pending badge requests', async () => {
    const before = (await get('/api/admin/overview')).json()
    const creator = await createUser(t.db)
    await createAdmin(t.db)
    await insertBadgeRequest(t.db, creator.id)
    const after = (await get('/api/admin/overview')).json()
    expect(after).toEqual({
      ...before,
      total_influencers: before.total_influencers + 1,
      pending_badge_requests: before.pending_badge_requests + 1,
    })
  })

  it('pages the audit log newest first with actor and target names', async () => {
    const creator = await createUser(t.db, { approved: false })
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/influencers/${creator.id}/block`,
      payload: { approved: true },
      headers: { cookie },
    })
    const page = (await get('/api/admin/audit-log?page=1')).json()
    expect(page.total).toBeGreaterThan(0)
    expect(page.entries[0]).toMatchObject({ action: 'user.approve', actor_username: admin.username, target_username: creator.username })
    const dates = page.entries.map((e: { created_at: string }) => e.created_at)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect((await get('/api/admin/audit-log?page=1000')).json().entries).toEqual([])
    expect((await get('/api/admin/audit-log?page=0')).statusCode).toBe(400)
  })

  it('searches the creator list by username or email, paged', async () => {
    const tag = `zq${Date.now().toString(36)}`
    const a = await createUser(t.db, { username: `${tag}_anna` })
    const b = await createUser(t.db, { email: `${tag}.bob@example.com` })
    const res = (await get(`/api/admin/influencers?search=${tag.toUpperCase()}&limit=1`)).json()
    expect(res.total).toBe(2)
    expect(res.influencers).toHaveLength(1)
    const page2 = (await get(`/api/admin/influencers?search=${tag}&limit=1&page=2`)).json()
    expect([res.influencers[0].id, page2.influencers[0].id].sort()).toEqual([a.id, b.id].sort())
    expect((await get('/api/admin/influencers?search=%25')).json().total).toBe(0)
  })
})
