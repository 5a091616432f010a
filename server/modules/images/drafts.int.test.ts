import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, createTag, daysFromToday } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { multipart } from '../../../tests/fixtures/multipart.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { images } from '../../db/schema/index.ts'
import { imageWork } from '../../lib/images/work-pool.ts'

/** Draft looks (decision 0087): off every public surface until published; alt text before publishing. */
describe('draft looks and alt text', () => {
  let t: TestApp
  let jpeg: Buffer
  beforeAll(async () => {
    t = await createTestApp()
    jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#fb7185' } })
      .jpeg()
      .toBuffer()
  })
  afterAll(() => t.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url })
  const send = (method: 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })

  async function creator() {
    const user = await createUser(t.db)
    return { user, cookie: (await loginHeaders(t, user)).cookie }
  }

  function upload(cookie: string, fields: Record<string, string>) {
    const body = multipart(fields, { field: 'image', name: 'look.jpg', data: jpeg, type: 'image/jpeg' })
    return t.app.inject({ method: 'POST', url: '/api/images/upload', payload: body.payload, headers: { ...body.headers, cookie } })
  }

  it('keeps a draft off the creator page, trends, counts, the share card and tag links until it is published', async () => {
    const { user, cookie } = await creator()
    const res = await upload(cookie, { category: 'clothes', expiry_date: daysFromToday(3), description: 'Draft linen', draft: 'true' })
    expect(res.statusCode).toBe(201)
    const draft = res.json()
    expect(draft).toMatchObject({ published_at: null, alt_text: null })
    const tag = await createTag(t.db, draft.id)
    const published = await createImage(t.db, user.id)

    const page = (await get(`/api/public/${user.username}`)).json()
    expect(page.images.map((i: { id: string }) => i.id)).toEqual([published.id])
    expect(page.photo_count).toBe(1)
    expect((await get('/api/public/all-images?search=draft%20linen')).json().total).toBe(0)
    expect((await get(`/og/image/${draft.id}.png`)).statusCode).toBe(404)
    expect((await get(`/go/${tag.id}`)).statusCode).toBe(404)
    // The owner sees it, marked a draft.
    const list = (await t.app.inject({ method: 'GET', url: '/api/images', headers: { cookie } })).json()
    expect(list.find((i: { id: string }) => i.id === draft.id)).toMatchObject({ published_at: null })

    const done = await send('POST', `/api/images/${draft.id}/publish`, cookie)
    expect(done.statusCode).toBe(200)
    expect(done.json().published_at).toEqual(expect.any(String))
    const after = (await get(`/api/public/${user.username}`)).json()
    expect(after.images.map((i: { id: string }) => i.id).sort()).toEqual([draft.id, published.id].sort())
    expect((await get('/api/public/all-images?search=draft%20linen')).json().total).toBe(1)
  })

  it('publishes a look without description only with alt text, and keeps alt text on edit', async () => {
    const { cookie } = await creator()
    const draft = (await upload(cookie, { category: 'makeup', expiry_date: daysFromToday(2), draft: 'on' })).json()
    const refused = await send('POST', `/api/images/${draft.id}/publish`, cookie)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'ALT_TEXT_REQUIRED', details: [{ field: 'alt_text' }] })
    const [row] = await t.db.select().from(images).where(eq(images.id, draft.id))
    expect(row?.publishedAt).toBeNull()

    const edited = await send('PATCH', `/api/images/${draft.id}`, cookie, {
      alt_text: 'Red lipstick swatches on a wrist',
      category: 'other',
    })
    expect(edited.json()).toMatchObject({ alt_text: 'Red lipstick swatches on a wrist', category: 'other' })
    expect((await send('POST', `/api/images/${draft.id}/publish`, cookie)).statusCode).toBe(200)
    // A published look cannot lose the last thing a screen reader says.
    const emptied = await send('PATCH', `/api/images/${draft.id}`, cookie, { alt_text: '' })
    expect(emptied.json().code).toBe('ALT_TEXT_REQUIRED')
    expect((await send('PATCH', `/api/images/${draft.id}`, cookie, { alt_text: 'x'.repeat(251) })).statusCode).toBe(400)
    expect((await send('PATCH', `/api/images/${draft.id}`, cookie, { expiry_date: '2001-01-01' })).json().code).toBe('EXPIRY_IN_PAST')
  })

  it('documents alt_text, edit and publish in the OpenAPI description', async () => {
    const doc = (await get('/api/docs/json')).json()
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/images/{id}/publish', '/api/images/{id}']))
    expect(doc.paths['/api/images/{id}'].patch).toBeDefined()
    expect(JSON.stringify(doc.paths['/api/images/upload'])).toContain('alt_text')
  })

  it("answers 401 to guests and 404 for another creator's look on edit and publish, changing nothing", async () => {
    const owner = await creator()
    const other = await creator()
    const draft = await createImage(t.db, owner.user.id, { publishedAt: null, description: null })
    expect((await t.app.inject({ method: 'POST', url: `/api/images/${draft.id}/publish` })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'PATCH', url: `/api/images/${draft.id}`, payload: { alt_text: 'x' } })).statusCode).toBe(401)
    expect((await send('POST', `/api/images/${draft.id}/publish`, other.cookie)).statusCode).toBe(404)
    expect((await send('PATCH', `/api/images/${draft.id}`, other.cookie, { alt_text: 'Mine now' })).statusCode).toBe(404)
    const [row] = await t.db.select().from(images).where(eq(images.id, draft.id))
    expect(row).toMatchObject({ publishedAt: null, altText: null })
  })

  it('holds the bounded image pool under a burst of 20 uploads at once: each one stored or told to retry', async () => {
    const { user, cookie } = await creator()
    const fields = { category: 'clothes', expiry_date: daysFromToday(1), description: 'Burst', draft: 'true' }
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(cookie, fields)))
    const codes = answers.map((r) => r.statusCode)
    expect(codes.every((c) => c === 201 || c === 503)).toBe(true)
    expect(codes.filter((c) => c === 503).length).toBeGreaterThan(0)
    expect(answers.find((r) => r.statusCode === 503)?.headers['retry-after']).toBeDefined()
    expect(imageWork.stats()).toMatchObject({ active: 0, waiting: 0, admitted: 0 })
    const rows = await t.db.select().from(images).where(eq(images.userId, user.id))
    expect(rows).toHaveLength(codes.filter((c) => c === 201).length)
    expect(rows.every((r) => r.publishedAt === null)).toBe(true)
  })
})
