import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, createTag, daysFromToday } from '../../../tests/factories/images.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { hiddenTags, images, tags } from '../../db/schema/index.ts'

const token = () => `w${randomUUID().replaceAll('-', '').slice(0, 10)}`

/** `GET /api/public/all-images`: the spec's trends, "all tagged images". */
describe('trends API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url })
  /** Trends list tagged images only; most tests are about something else and tag theirs. */
  const tagged = async (...args: Parameters<typeof createImage>) => {
    const image = await createImage(...args)
    await createTag(t.db, image.id)
    return image
  }

  it('lists tagged images only: an untagged upload stays on its page, off trends', async () => {
    const word = token()
    const user = await createUser(t.db)
    const withTag = await tagged(t.db, user.id, { description: `${word} tagged` })
    const untagged = await createImage(t.db, user.id, { description: `${word} untagged` })
    const res = (await get(`/api/public/all-images?search=${word}`)).json()
    expect(res).toMatchObject({ total: 1, images: [{ id: withTag.id, tags: [{ link: expect.any(String) }] }] })
    const page = (await get(`/api/public/${user.username}?search=${word}`)).json()
    expect(page.images.map((i: { id: string }) => i.id).sort()).toEqual([withTag.id, untagged.id].sort())
    // Tagging it later brings it onto trends; removing its last tag takes it off again.
    const tag = await createTag(t.db, untagged.id)
    expect((await get(`/api/public/all-images?search=${word}`)).json().total).toBe(2)
    await t.db.delete(tags).where(eq(tags.id, tag.id))
    expect((await get(`/api/public/all-images?search=${word}`)).json().total).toBe(1)
  })

  it('leaves out an image whose only tags are hidden until fixed, and takes it back when one is shown', async () => {
    const word = token()
    const user = await createUser(t.db)
    const image = await createImage(t.db, user.id, { description: `${word} hidden tags` })
    const [first, second] = [await createTag(t.db, image.id), await createTag(t.db, image.id)]
    const total = async () => (await get(`/api/public/all-images?search=${word}`)).json().total
    const count = async () => (await t.db.select({ n: images.tagCount }).from(images).where(eq(images.id, image.id)))[0].n
    expect(await total()).toBe(1)
    await t.db.insert(hiddenTags).values({ tagId: first.id, userId: user.id })
    expect(await total()).toBe(1)
    await t.db.insert(hiddenTags).values({ tagId: second.id, userId: user.id, automatic: true })
    expect(await total()).toBe(0)
    expect(await count()).toBe(0)
    // Deleting a hidden tag, or showing one again, keeps the count of shown tags exact.
    await t.db.delete(tags).where(eq(tags.id, first.id))
    expect(await count()).toBe(0)
    await t.db.delete(hiddenTags).where(eq(hiddenTags.tagId, second.id))
    expect(await count()).toBe(1)
    expect(await total()).toBe(1)
    // The photo stays on its creator's page with no tag while its tags are hidden.
    await t.db.insert(hiddenTags).values({ tagId: second.id, userId: user.id })
    const page = (await get(`/api/public/${user.username}?search=${word}`)).json()
    expect(page.images).toMatchObject([{ id: image.id, tags: [] }])
    await t.db.delete(images).where(eq(images.id, image.id))
  })

  it('keeps the tag count exact when tags come and go at the same time', async () => {
    const image = await createImage(t.db, (await createUser(t.db)).id)
    const made = await Promise.all(Array.from({ length: 6 }, () => createTag(t.db, image.id)))
    const count = async () => (await t.db.select({ n: images.tagCount }).from(images).where(eq(images.id, image.id)))[0].n
    expect(await count()).toBe(6)
    await Promise.all(made.map((tag) => t.db.delete(tags).where(eq(tags.id, tag.id))))
    expect(await count()).toBe(0)
  })

  it('shows unexpired images of public creators only, newest first, 30 per page', async () => {
    const word = token()
    const visible = await createUser(t.db)
    const hidden = [
      await createUser(t.db, { approved: false }),
      await createUser(t.db, { paymentStatus: 'pending' }),
      await createAdmin(t.db),
    ]
    const base = Date.now() - 1_000_000
    const shown = []
    for (let i = 0; i < 32; i++) {
      shown.push(await tagged(t.db, visible.id, { description: `${word} look ${i}`, createdAt: new Date(base + i * 1000) }))
    }
    await tagged(t.db, visible.id, { description: `${word} expired`, expiryDate: daysFromToday(-1) })
    for (const user of hidden) await tagged(t.db, user.id, { description: `${word} hidden` })

    const page1 = (await get(`/api/public/all-images?search=${word}`)).json()
    expect(page1.total).toBe(32)
    expect(page1.images).toHaveLength(30)
    expect(page1.images[0].id).toBe(shown[31].id)
    expect(page1.images[0]).not.toHaveProperty('pinned')
    const page2 = (await get(`/api/public/all-images?search=${word}&page=2`)).json()
    expect(page2.images.map((i: { id: string }) => i.id)).toEqual([shown[1].id, shown[0].id])
    const small = (await get(`/api/public/all-images?search=${word}&limit=5&page=2`)).json()
    expect(small.images.map((i: { id: string }) => i.id)).toEqual(
      shown
        .slice(22, 27)
        .map((i) => i.id)
        .reverse(),
    )
  })

  it('counts up to 1,000 matches, then says "at least 1,000"; the last page gives the exact total', async () => {
    const word = token()
    const user = await createUser(t.db)
    const rows = Array.from({ length: 1005 }, (_, i) => ({
      userId: user.id,
      storageKey: `images/${word}/${i}.webp`,
      category: 'other' as const,
      expiryDate: daysFromToday(3),
      description: `${word} ${i}`,
    }))
    const inserted = await t.db.insert(images).values(rows).returning({ id: images.id })
    await t.db.insert(tags).values(inserted.map((i) => ({ imageId: i.id, xPercent: 1, yPercent: 1, link: 'https://shop.example.com/x' })))
    expect((await get(`/api/public/all-images?search=${word}`)).json().total).toBe(1000)
    const last = (await get(`/api/public/all-images?search=${word}&page=34`)).json()
    expect(last).toMatchObject({ total: 1005 })
    expect(last.images).toHaveLength(15)
    const beyond = (await get(`/api/public/all-images?search=${word}&page=40`)).json()
    expect(beyond).toEqual({ images: [], total: 1000 })
    // Far beyond any real browsing: answered empty without scanning.
    expect((await get(`/api/public/all-images?page=100000`)).json().images).toEqual([])
  })

  it('filters by category and never errors on odd search text', async () => {
    const word = token()
    const user = await createUser(t.db)
    const makeup = await tagged(t.db, user.id, { description: `${word} Lippenstift Rosé`, category: 'makeup' })
    await tagged(t.db, user.id, { description: `${word} jacket`, category: 'clothes' })
    const res = (await get(`/api/public/all-images?search=${word}&category=makeup`)).json()
    expect(res).toMatchObject({ total: 1, images: [{ id: makeup.id, username: user.username }] })
    expect((await get(`/api/public/all-images?search=LIPPENSTIFT%20ROSE&category=makeup`)).json().images).toHaveLength(1)
    for (const q of ['%', '_', '\\', "'", '(', '[', '*', '👗', 'x'.repeat(500)]) {
      const r = await get(`/api/public/all-images?search=${encodeURIComponent(q)}&page=abc&limit=9999`)
      expect(r.statusCode).toBe(200)
    }
  })
})
