import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage } from '../../../tests/factories/images.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { auditLog, images, moderationDecisions, noticeGroups, restrictions, users } from '../../db/schema/index.ts'
import { freshAddress } from '../followers/followers-test-helpers.ts'
import { createProduct, createSeller } from '../shop/shop-test-helpers.ts'

const decision = (outcome: string, overrides: Record<string, unknown> = {}) => ({
  outcome,
  ground: 'law',
  ground_reference: 'Art. 15 InfoSoc Directive 2001/29/EC',
  ground_explanation: 'The photo is the notifier’s work, published without a licence.',
  facts: 'The notifier showed the original file with its metadata.',
  ...overrides,
})

/** Who may see the queue and decide, and what each decision does to the item and the creator. */
describe('moderation decisions', () => {
  let t: TestApp
  let adminCookie: string
  let creatorCookie: string
  beforeAll(async () => {
    t = await createTestApp()
    adminCookie = (await loginHeaders(t, await createAdmin(t.db))).cookie
    creatorCookie = (await loginHeaders(t, await createUser(t.db))).cookie
  })
  afterAll(() => t.close())

  /** A look with one counted notice (nameless child-abuse category: counts at once). */
  async function reportedLook() {
    const creator = await createUser(t.db)
    const look = await createImage(t.db, creator.id)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      remoteAddress: freshAddress(),
      payload: {
        item_kind: 'look',
        item_id: look.id,
        category: 'child_abuse',
        explanation: 'Shows a child in an abusive way.',
        good_faith: true,
      },
    })
    expect(res.statusCode, res.body).toBe(202)
    const [group] = await t.db.select().from(noticeGroups).where(eq(noticeGroups.itemId, look.id))
    return { creator, look, group: group! }
  }

  const decide = (groupId: string, body: Record<string, unknown>, cookie?: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/reports/${groupId}/decision`, payload: body, headers: cookie ? { cookie } : {} })

  it('the queue and decisions: guests 401, creators 403 (nothing changes), bad input from an admin 400, after authentication', async () => {
    const { group } = await reportedLook()
    for (const call of [
      { method: 'GET' as const, url: '/api/admin/reports' },
      { method: 'POST' as const, url: `/api/admin/reports/${group.id}/decision`, payload: decision('restrict') },
      // Invalid input is refused as 401/403 before it is read.
      { method: 'POST' as const, url: `/api/admin/reports/${group.id}/decision`, payload: { outcome: 'ban' } },
    ]) {
      expect((await t.app.inject(call)).statusCode).toBe(401)
      expect((await t.app.inject({ ...call, headers: { cookie: creatorCookie } })).statusCode).toBe(403)
    }
    const [still] = await t.db.select().from(noticeGroups).where(eq(noticeGroups.id, group.id))
    expect(still?.status).toBe('open')
    const bad = await decide(group.id, { outcome: 'ban' }, adminCookie)
    expect(bad.statusCode).toBe(400)
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: { cookie: adminCookie } })
    expect(queue.statusCode).toBe(200)
    const shown = queue.json().groups.find((g: { id: string }) => g.id === group.id)
    expect(shown.item).toMatchObject({ kind: 'look', gone: false })
    expect(shown.notices[0].category).toBe('child_abuse')
  })

  it('restrict: the look goes dark on the creator page but stays stored; a second decision is refused; audited', async () => {
    const { creator, look, group } = await reportedLook()
    const res = await decide(group.id, decision('restrict', { duration_days: 30 }), adminCookie)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ outcome: 'restrict', automated_detection: false, group_id: group.id })
    expect(res.json().ends_at).not.toBeNull()
    expect(await t.db.select().from(images).where(eq(images.id, look.id))).toHaveLength(1)
    const page = await t.app.inject({ method: 'GET', url: `/api/public/${creator.username}` })
    expect(page.body).not.toContain(look.id)
    const again = await decide(group.id, decision('remove'), adminCookie)
    expect(again.json().code).toBe('REPORT_ALREADY_DECIDED')
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, creator.id))
    expect(entry).toMatchObject({ action: 'moderation.restrict' })
    // Lifting (a reversed complaint) brings it back.
    const [row] = await t.db.select().from(moderationDecisions).where(eq(moderationDecisions.groupId, group.id))
    await t.db.transaction((tx) => t.app.services.moderation.liftDecision(tx, row!.id))
    expect((await t.app.inject({ method: 'GET', url: `/api/public/${creator.username}` })).body).toContain(look.id)
  })

  it('remove keeps the look stored but dark; suspend_account blocks the account until the period ends', async () => {
    const removed = await reportedLook()
    expect((await decide(removed.group.id, decision('remove'), adminCookie)).statusCode).toBe(201)
    expect(await t.db.select().from(images).where(eq(images.id, removed.look.id))).toHaveLength(1)
    expect((await t.app.inject({ method: 'GET', url: `/api/public/${removed.creator.username}` })).body).not.toContain(removed.look.id)

    const suspended = await reportedLook()
    const res = await decide(suspended.group.id, decision('suspend_account', { ground: 'terms', duration_days: 7 }), adminCookie)
    expect(res.statusCode, res.body).toBe(201)
    const [blocked] = await t.db.select().from(users).where(eq(users.id, suspended.creator.id))
    expect(blocked).toMatchObject({ approved: false })
    expect(blocked?.blockedAt).not.toBeNull()
    await t.db
      .update(restrictions)
      .set({ endsAt: sql`now() - interval '1 minute'` })
      .where(eq(restrictions.creatorId, suspended.creator.id))
    expect(await t.app.services.moderation.endSuspensions()).toBeGreaterThan(0)
    const [back] = await t.db.select().from(users).where(eq(users.id, suspended.creator.id))
    expect(back).toMatchObject({ approved: true, blockedAt: null })
  })

  it('a restricted product leaves the storefront; a suspended shop is closed', async () => {
    const seller = await createSeller(t)
    const [kept, restricted] = [await createProduct(t, seller.id), await createProduct(t, seller.id)]
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      remoteAddress: freshAddress(),
      payload: {
        item_kind: 'product',
        item_id: restricted.id,
        category: 'child_abuse',
        explanation: 'Sold as a toy for children.',
        good_faith: true,
      },
    })
    expect(report.statusCode, report.body).toBe(202)
    const [group] = await t.db.select().from(noticeGroups).where(eq(noticeGroups.itemId, restricted.id))
    expect((await decide(group!.id, decision('restrict'), adminCookie)).statusCode).toBe(201)
    const store = await t.app.inject({ method: 'GET', url: `/api/shop/public/${seller.username}/shop` })
    expect(store.statusCode, store.body).toBe(200)
    expect(store.json().products.map((p: { id: string }) => p.id)).toEqual([kept.id])
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      remoteAddress: freshAddress(),
      payload: {
        item_kind: 'product',
        item_id: kept.id,
        category: 'child_abuse',
        explanation: 'Sold as a toy for children.',
        good_faith: true,
      },
    })
    expect(second.statusCode).toBe(202)
    const [other] = await t.db.select().from(noticeGroups).where(eq(noticeGroups.itemId, kept.id))
    expect((await decide(other!.id, decision('suspend_shop', { duration_days: 14 }), adminCookie)).statusCode).toBe(201)
    expect((await t.app.inject({ method: 'GET', url: `/api/shop/public/${seller.username}/shop` })).statusCode).toBe(404)
  })

  it('a removed look stays as the decision found it: its creator can delete it, not change it or its tags', async () => {
    const { creator, look, group } = await reportedLook()
    const owner = { id: creator.id, role: 'user' as const, username: creator.username }
    const tag = await t.app.services.tags.add(owner, { image_id: look.id, x_percent: 10, y_percent: 20, link: 'https://shop.example/p/1' })
    expect((await decide(group.id, decision('remove'), adminCookie)).statusCode).toBe(201)
    const removed = { code: 'CONTENT_REMOVED' }
    await expect(t.app.services.images.setPinned(owner, look.id, true)).rejects.toMatchObject(removed)
    await expect(t.app.services.images.edit(owner, look.id, { description: 'Changed after the decision' })).rejects.toMatchObject(removed)
    await expect(t.app.services.images.publish(owner, look.id)).rejects.toMatchObject(removed)
    await expect(t.app.services.tags.update(owner, tag.id, { link: 'https://shop.example/p/2' })).rejects.toMatchObject(removed)
    await expect(
      t.app.services.tags.add(owner, { image_id: look.id, x_percent: 50, y_percent: 50, link: 'https://shop.example/p/3' }),
    ).rejects.toMatchObject(removed)
    const [kept] = await t.db.select().from(images).where(eq(images.id, look.id))
    expect(kept?.description).toBe(look.description)
    await t.app.services.images.delete(owner, look.id)
    expect(await t.db.select().from(images).where(eq(images.id, look.id))).toHaveLength(0)
  })

  it('the services refuse a creator even without the route guard', async () => {
    const { group } = await reportedLook()
    const creator = { id: crypto.randomUUID(), role: 'user' as const, username: 'x' }
    await expect(t.app.services.moderation.queue(creator, { limit: 5 })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(t.app.services.moderation.decide(creator, group.id, decision('remove') as never)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
  })
})
