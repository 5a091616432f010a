import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import type { Database } from '../../db/client.ts'
import { auditLog, images, tags } from '../../db/schema/index.ts'

const MISSING = '00000000-0000-4000-8000-000000000000'

async function createImage(db: Database, userId: string) {
  const [row] = await db
    .insert(images)
    .values({ userId, storageKey: `test/${randomUUID()}.jpg`, category: 'clothes', expiryDate: '2099-01-01' })
    .returning()
  return row
}

describe('tags API', () => {
  let t: TestApp
  let owner: { id: string; cookie: string }
  let other: { cookie: string }
  let admin: { id: string; cookie: string }

  beforeAll(async () => {
    t = await createTestApp()
    const ownerUser = await createUser(t.db)
    owner = { id: ownerUser.id, ...(await loginHeaders(t, ownerUser)) }
    other = await loginHeaders(t, await createUser(t.db))
    const adminUser = await createAdmin(t.db)
    admin = { id: adminUser.id, ...(await loginHeaders(t, adminUser)) }
  })
  afterAll(() => t.close())

  const add = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/tags/add', payload, headers: { cookie } })

  it('lets the owner add, list, edit, move and delete a tag', async () => {
    const image = await createImage(t.db, owner.id)
    const created = await add(owner.cookie, {
      image_id: image.id,
      x_percent: 12.5,
      y_percent: 80,
      link: '  https://shop.example.com/dress  ',
    })
    expect(created.statusCode).toBe(201)
    const tag = created.json()
    expect(tag).toMatchObject({ image_id: image.id, x_percent: 12.5, y_percent: 80, link: 'https://shop.example.com/dress' })

    const listed = await t.app.inject({ method: 'GET', url: `/api/tags/${image.id}`, headers: { cookie: owner.cookie } })
    expect(listed.statusCode).toBe(200)
    expect(listed.json()).toEqual([tag])

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/tags/${tag.id}`,
      payload: { link: 'http://other.example.com/shoes' },
      headers: { cookie: owner.cookie },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ link: 'http://other.example.com/shoes', x_percent: 12.5 })

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/tags/${tag.id}`,
      payload: { x_percent: 0, y_percent: 100 },
      headers: { cookie: owner.cookie },
    })
    expect(moved.statusCode).toBe(200)
    const [row] = await t.db.select().from(tags).where(eq(tags.id, tag.id))
    expect(row).toMatchObject({ xPercent: 0, yPercent: 100, link: 'http://other.example.com/shoes' })

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/tags/${tag.id}`, headers: { cookie: owner.cookie } })
    expect(deleted.statusCode).toBe(204)
    expect(await t.db.select().from(tags).where(eq(tags.id, tag.id))).toHaveLength(0)
  })

  it.each([
    ['javascript:alert(1)', 'tags.link_invalid'],
    ['data:text/html,hi', 'tags.link_invalid'],
    ['vbscript:msgbox(1)', 'tags.link_invalid'],
    ['/relative', 'tags.link_invalid'],
    ['   ', 'tags.link_required'],
    [`https://example.com/${'a'.repeat(2048)}`, 'validation.too_long'],
  ])('refuses a bad link (%#) and stores nothing', async (link, key) => {
    const image = await createImage(t.db, owner.id)
    const res = await add(owner.cookie, { image_id: image.id, x_percent: 50, y_percent: 50, link })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'link', key }] })
    expect(res.json().details).toHaveLength(1)
    expect(await t.db.select().from(tags).where(eq(tags.imageId, image.id))).toHaveLength(0)
  })

  it('stores the link as browsers read it and refuses links with credentials', async () => {
    const image = await createImage(t.db, owner.id)
    const tricky = await add(owner.cookie, { image_id: image.id, x_percent: 1, y_percent: 1, link: 'http://evil.example\\@good.example' })
    expect(tricky.statusCode).toBe(201)
    expect(tricky.json().link).toBe('http://evil.example/@good.example')
    const [row] = await t.db.select().from(tags).where(eq(tags.id, tricky.json().id))
    expect(row?.link).toBe('http://evil.example/@good.example')
    for (const link of ['https://good.example@evil.example', 'https://user:pass@shop.example.com/x']) {
      const res = await add(owner.cookie, { image_id: image.id, x_percent: 1, y_percent: 1, link })
      expect(res.statusCode, link).toBe(400)
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'link' }] })
    }
  })

  it('refuses positions outside 0–100 and incomplete moves', async () => {
    const image = await createImage(t.db, owner.id)
    for (const [x, y] of [
      [-1, 50],
      [50, 100.5],
    ]) {
      const res = await add(owner.cookie, { image_id: image.id, x_percent: x, y_percent: y, link: 'https://example.com' })
      expect(res.statusCode).toBe(400)
      expect(res.json().details[0].key).toBe('tags.outside_image')
    }
    const tag = (await add(owner.cookie, { image_id: image.id, x_percent: 1, y_percent: 1, link: 'https://example.com' })).json()
    for (const payload of [{}, { x_percent: 5 }, { x_percent: 5, y_percent: 101 }, { link: 'javascript:void(0)' }]) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/tags/${tag.id}`, payload, headers: { cookie: owner.cookie } })
      expect(res.statusCode).toBe(400)
    }
    const [row] = await t.db.select().from(tags).where(eq(tags.id, tag.id))
    expect(row).toMatchObject({ xPercent: 1, yPercent: 1, link: 'https://example.com/' })
  })

  it('answers 404 to another creator on every route and changes nothing', async () => {
    const image = await createImage(t.db, owner.id)
    const tag = (await add(owner.cookie, { image_id: image.id, x_percent: 10, y_percent: 10, link: 'https://example.com/a' })).json()
    const attempts = [
      { method: 'GET', url: `/api/tags/${image.id}` },
      {
        method: 'POST',
        url: '/api/tags/add',
        payload: { image_id: image.id, x_percent: 1, y_percent: 1, link: 'https://evil.example.com' },
      },
      { method: 'PUT', url: `/api/tags/${tag.id}`, payload: { link: 'https://evil.example.com' } },
      { method: 'PUT', url: `/api/tags/${tag.id}`, payload: { x_percent: 90, y_percent: 90 } },
      { method: 'DELETE', url: `/api/tags/${tag.id}` },
    ] as const
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers: { cookie: other.cookie } })
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404)
      expect(['TAG_NOT_FOUND', 'IMAGE_NOT_FOUND']).toContain(res.json().code)
    }
    const rows = await t.db.select().from(tags).where(eq(tags.imageId, image.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ link: 'https://example.com/a', xPercent: 10 })
  })

  it('answers 404 for unknown ids, the same as for foreign ones', async () => {
    const cases = [
      { method: 'GET', url: `/api/tags/${MISSING}` },
      { method: 'POST', url: '/api/tags/add', payload: { image_id: MISSING, x_percent: 1, y_percent: 1, link: 'https://example.com' } },
      { method: 'PUT', url: `/api/tags/${MISSING}`, payload: { link: 'https://example.com' } },
      { method: 'DELETE', url: `/api/tags/${MISSING}` },
    ] as const
    for (const c of cases) expect((await t.app.inject({ ...c, headers: { cookie: owner.cookie } })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'DELETE', url: '/api/tags/not-a-uuid', headers: { cookie: owner.cookie } })).statusCode).toBe(400)
  })

  it('lets an admin delete any tag but not add tags to a creator image', async () => {
    const image = await createImage(t.db, owner.id)
    const tag = (await add(owner.cookie, { image_id: image.id, x_percent: 10, y_percent: 10, link: 'https://example.com/a' })).json()
    expect((await add(admin.cookie, { image_id: image.id, x_percent: 1, y_percent: 1, link: 'https://example.com' })).statusCode).toBe(404)
    const res = await t.app.inject({ method: 'DELETE', url: `/api/tags/${tag.id}`, headers: { cookie: admin.cookie } })
    expect(res.statusCode).toBe(204)
    expect(await t.db.select().from(tags).where(eq(tags.id, tag.id))).toHaveLength(0)
    // Moderation is audited: who deleted which tag on whose image.
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tag.delete'), eq(auditLog.targetUserId, owner.id)))
    expect(entry).toMatchObject({ actorId: admin.id, details: { tag_id: tag.id, image_id: image.id, link: 'https://example.com/a' } })
  })

  it('does not audit an owner deleting their own tag, and an admin cannot delete a tag that is gone', async () => {
    const image = await createImage(t.db, owner.id)
    const tag = (await add(owner.cookie, { image_id: image.id, x_percent: 10, y_percent: 10, link: 'https://example.com/b' })).json()
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tags/${tag.id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(204)
    const again = await t.app.inject({ method: 'DELETE', url: `/api/tags/${tag.id}`, headers: { cookie: admin.cookie } })
    expect(again.statusCode).toBe(404)
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'tag.delete'))
    expect(entries.some((e) => (e.details as { tag_id?: string }).tag_id === tag.id)).toBe(false)
  })

  it.each([
    ['GET', `/api/tags/${MISSING}`, undefined],
    ['POST', '/api/tags/add', { image_id: MISSING, x_percent: 1, y_percent: 1, link: 'https://example.com' }],
    ['PUT', `/api/tags/${MISSING}`, { link: 'https://example.com' }],
    ['DELETE', `/api/tags/${MISSING}`, undefined],
  ] as const)('%s %s: guests get 401', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, payload })
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('UNAUTHORIZED')
  })
})
