import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { auditLog, badgeRequests, notifications, users } from '../../db/schema/index.ts'
import { insertBadgeRequest, mailTo } from '../admin/admin-test-helpers.ts'

describe('admin review of badge requests', () => {
  let t: TestApp
  let admin: Awaited<ReturnType<typeof createAdmin>>
  let cookie: string
  beforeAll(async () => {
    t = await createTestApp()
    admin = await createAdmin(t.db)
    cookie = (await loginHeaders(t, admin)).cookie
  })
  afterAll(() => t.close())

  const review = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/badge/${id}`, payload, headers: { cookie } })
  const requestRow = async (id: string) => (await t.db.select().from(badgeRequests).where(eq(badgeRequests.id, id)))[0]
  const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]
  const messagesOf = async (id: string) =>
    (await t.db.select().from(notifications).where(eq(notifications.userId, id))).map((n) => n.message)

  it('lists pending requests oldest first, without reviewed ones', async () => {
    const [a, b, c] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)]
    const newer = await insertBadgeRequest(t.db, a.id, 'https://www.instagram.com/p/newer/')
    const [older] = await t.db
      .insert(badgeRequests)
      .values({ userId: b.id, storyUrl: 'https://www.instagram.com/p/older/', submittedAt: new Date('2026-01-01T00:00:00Z') })
      .returning()
    await t.db.insert(badgeRequests).values({ userId: c.id, storyUrl: 'https://www.instagram.com/p/done/', status: 'rejected' })
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/pending-stories', headers: { cookie } })
    expect(res.statusCode).toBe(200)
    const mine = res.json().filter((s: { id: string }) => [newer.id, older.id].includes(s.id))
    expect(mine).toEqual([
      { id: older.id, username: b.username, story_url: 'https://www.instagram.com/p/older/', submitted_at: '2026-01-01T00:00:00.000Z' },
      {
        id: newer.id,
        username: a.username,
        story_url: 'https://www.instagram.com/p/newer/',
        submitted_at: newer.submittedAt.toISOString(),
      },
    ])
    expect(res.json().some((s: { username: string }) => s.username === c.username)).toBe(false)
  })

  it('approves: the creator is verified, notified and emailed, and the review is audited', async () => {
    const creator = await createUser(t.db)
    const request = await insertBadgeRequest(t.db, creator.id)
    const res = await review(request.id, { action: 'approve', rejectionReason: 'ignored on approval' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'approved' })
    expect(await requestRow(request.id)).toMatchObject({ status: 'approved', reviewedBy: admin.id, rejectionReason: null })
    expect((await requestRow(request.id)).reviewedAt).toBeInstanceOf(Date)
    expect((await userRow(creator.id)).badgeVerified).toBe(true)
    expect(await messagesOf(creator.id)).toEqual(['Your verified badge request was approved. The badge now shows on your page.'])
    const mail = await mailTo(t, creator.email, 'Your verified badge is approved')
    expect(mail.text).toContain(`/${creator.username}`)
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, creator.id))).toMatchObject([
      { action: 'badge.approve', actorId: admin.id, reason: null, details: { request_id: request.id } },
    ])
    // The creator's own view follows.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/stories/mine',
      headers: { cookie: (await loginHeaders(t, creator)).cookie },
    })
    expect(mine.json()).toMatchObject({ badge_verified: true, request: { status: 'approved' } })
  })

  it('rejects with a reason: the creator is told why in their language, and stays unverified', async () => {
    const creator = await createUser(t.db, { language: 'de' })
    const request = await insertBadgeRequest(t.db, creator.id, 'https://www.instagram.com/p/nocode/')
    const res = await review(request.id, { action: 'reject', rejectionReason: '  Caption code missing  ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'rejected' })
    expect(await requestRow(request.id)).toMatchObject({ status: 'rejected', rejectionReason: 'Caption code missing' })
    expect((await userRow(creator.id)).badgeVerified).toBe(false)
    expect(await messagesOf(creator.id)).toEqual(['Deine Anfrage für das Verifiziert-Badge wurde abgelehnt. Grund: Caption code missing'])
    const mail = await mailTo(t, creator.email, 'Deine Badge-Anfrage wurde abgelehnt')
    expect(mail.text).toContain('Grund: Caption code missing')
    expect(mail.text).toContain('https://www.instagram.com/p/nocode/')
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, creator.id))).toMatchObject([
      { action: 'badge.reject', reason: 'Caption code missing' },
    ])
  })

  it('rejects without a reason, and a long reason still fits the notification', async () => {
    const plain = await createUser(t.db)
    const r1 = await insertBadgeRequest(t.db, plain.id)
    expect((await review(r1.id, { action: 'reject' })).statusCode).toBe(200)
    expect(await messagesOf(plain.id)).toEqual(['Your verified badge request was rejected.'])
    expect((await requestRow(r1.id)).rejectionReason).toBeNull()

    const wordy = await createUser(t.db)
    const r2 = await insertBadgeRequest(t.db, wordy.id)
    expect((await review(r2.id, { action: 'reject', rejectionReason: 'z'.repeat(500) })).statusCode).toBe(200)
    const [message] = await messagesOf(wordy.id)
    expect(message.length).toBeLessThanOrEqual(500)
    expect(message.endsWith('…')).toBe(true)
    expect((await requestRow(r2.id)).rejectionReason).toBe('z'.repeat(500))
  })

  it('answers 409 when the request was already reviewed, changing nothing', async () => {
    const creator = await createUser(t.db)
    const request = await insertBadgeRequest(t.db, creator.id)
    expect((await review(request.id, { action: 'reject', rejectionReason: 'first' })).statusCode).toBe(200)
    const second = await review(request.id, { action: 'approve' })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ code: 'BADGE_ALREADY_REVIEWED', error: 'This badge request has already been reviewed.' })
    expect(await requestRow(request.id)).toMatchObject({ status: 'rejected', rejectionReason: 'first' })
    expect((await userRow(creator.id)).badgeVerified).toBe(false)
    expect(await messagesOf(creator.id)).toHaveLength(1)
  })

  it('lets exactly one of two simultaneous reviews win', async () => {
    const creator = await createUser(t.db)
    const request = await insertBadgeRequest(t.db, creator.id)
    const results = await Promise.all([review(request.id, { action: 'approve' }), review(request.id, { action: 'reject' })])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(await messagesOf(creator.id)).toHaveLength(1)
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, creator.id))).toHaveLength(1)
  })

  it('answers 404 for an unknown request and 400 for bad input', async () => {
    const missing = await review('00000000-0000-4000-8000-000000000000', { action: 'approve' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('BADGE_REQUEST_NOT_FOUND')
    const request = await insertBadgeRequest(t.db, (await createUser(t.db)).id)
    expect((await review(request.id, { action: 'maybe' })).statusCode).toBe(400)
    expect((await review(request.id, { action: 'reject', rejectionReason: 'r'.repeat(501) })).statusCode).toBe(400)
    expect((await review('nope', { action: 'approve' })).statusCode).toBe(400)
    expect((await requestRow(request.id)).status).toBe('pending')
  })
})
