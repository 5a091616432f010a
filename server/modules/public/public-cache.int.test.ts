import { gunzipSync } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { images, users } from '../../db/schema/index.ts'

/**
 * The public data cache (docs/decisions/0028): the profile JSON, the creator page's data and the
 * beacons' image lookups are kept per process and dropped by `creator_changed` from PostgreSQL.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE: 'true' } })
})
afterAll(() => t?.close())

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })
const beacon = (imageId: string) =>
  t.app.inject({ method: 'POST', url: `/api/public/click/${imageId}`, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux) Firefox/140.0' } })

/** A change written with triggers off: no notification, so only a cache miss would show it. */
async function changeSilently(username: string, pageName: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    await tx.update(users).set({ pageName }).where(eq(users.username, username))
  })
}

/** The notification travels through PostgreSQL asynchronously: ask until the answer changes. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return false
}

describe('public data cache', () => {
  it('answers the profile from the cache until the creator changes, in every process through NOTIFY', async () => {
    const creator = await createUser(t.db)
    await createImage(t.db, creator.id)
    const first = await get(`/api/public/${creator.username}`)
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toMatch(/^application\/json/)
    expect(first.json().page_name).toBe(creator.pageName)

    // The setup's own notifications arrive asynchronously and may drop the first answer (a cache
    // keeps nothing loaded before a change arrives): ask until an answer stays, a silent change unseen.
    let n = 0
    const staysCached = async () => {
      const shown = (await get(`/api/public/${creator.username}`)).json().page_name
      await changeSilently(creator.username, `Silently renamed ${++n}`)
      return (await get(`/api/public/${creator.username}`)).json().page_name === shown
    }
    expect(await eventually(staysCached)).toBe(true)

    // A real change notifies; the cached answer goes.
    await t.db.update(users).set({ pageName: 'Renamed' }).where(eq(users.id, creator.id))
    expect(await eventually(async () => (await get(`/api/public/${creator.username}`)).json().page_name === 'Renamed')).toBe(true)
  })

  it('answers a client that takes gzip with the cached profile gzipped, and the change reaches it too', async () => {
    const creator = await createUser(t.db)
    for (let i = 0; i < 6; i++) await createImage(t.db, creator.id, { description: `Look ${i} `.repeat(18) })
    const browser = { 'accept-encoding': 'gzip, deflate, br' }
    const plain = await get(`/api/public/${creator.username}`)
    const zipped = await get(`/api/public/${creator.username}`, browser)
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toMatch(/accept-encoding/i)
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json())
    expect(plain.headers['content-encoding']).toBeUndefined()
    // Without gzip in the list (or refused), the bytes as they are.
    expect(
      (await get(`/api/public/${creator.username}`, { 'accept-encoding': 'gzip;q=0, identity' })).headers['content-encoding'],
    ).toBeUndefined()

    await t.db.update(users).set({ pageName: 'Zipped rename' }).where(eq(users.id, creator.id))
    const renamed = async () =>
      JSON.parse(gunzipSync((await get(`/api/public/${creator.username}`, browser)).rawPayload).toString()).page_name
    expect(await eventually(async () => (await renamed()) === 'Zipped rename')).toBe(true)
  })

  it('keeps queries apart: page, category and search have their own answers', async () => {
    const creator = await createUser(t.db)
    await createImage(t.db, creator.id, { category: 'makeup', description: 'red lipstick' })
    await createImage(t.db, creator.id, { category: 'clothes', description: 'linen shirt' })
    const all = (await get(`/api/public/${creator.username}`)).json()
    const makeup = (await get(`/api/public/${creator.username}?category=makeup`)).json()
    const shirt = (await get(`/api/public/${creator.username}?search=shirt`)).json()
    expect(all.total).toBe(2)
    expect(makeup.total).toBe(1)
    expect(makeup.images[0].category).toBe('makeup')
    expect(shirt.total).toBe(1)
    expect(shirt.images[0].description).toBe('linen shirt')
    expect((await get(`/api/public/${creator.username}`)).json().total).toBe(2)
  })

  it('answers the same data in every language, and errors in the asker’s language (never cached)', async () => {
    const creator = await createUser(t.db)
    const en = await get(`/api/public/${creator.username}`, { 'accept-language': 'en' })
    const de = await get(`/api/public/${creator.username}`, { 'accept-language': 'de' })
    expect(de.body).toBe(en.body)
    const missingEn = await get('/api/public/nobody_here_at_all', { 'accept-language': 'en' })
    const missingDe = await get('/api/public/nobody_here_at_all', { 'accept-language': 'de' })
    expect(missingEn.statusCode).toBe(404)
    expect(missingDe.statusCode).toBe(404)
    expect(missingDe.json().error).not.toBe(missingEn.json().error)
  })

  it('a new search after a change shows the changed account (the creator row is dropped with the pages)', async () => {
    const creator = await createUser(t.db)
    await createImage(t.db, creator.id, { description: 'linen shirt' })
    expect((await get(`/api/public/${creator.username}?search=linen`)).json().page_name).toBe(creator.pageName)
    await t.db.update(users).set({ pageName: 'Renamed again' }).where(eq(users.id, creator.id))
    // Each attempt is a page nobody asked for before, so only the account row could be stale.
    let n = 1
    const fresh = async () => (await get(`/api/public/${creator.username}?search=linen&page=${++n}`)).json()
    expect(await eventually(async () => (await fresh()).page_name === 'Renamed again')).toBe(true)
  })

  it('shows a creator as soon as they are approved (refusals are not cached)', async () => {
    const creator = await createUser(t.db, { approved: false })
    expect((await get(`/api/public/${creator.username}`)).statusCode).toBe(403)
    await t.db.update(users).set({ approved: true }).where(eq(users.id, creator.id))
    expect((await get(`/api/public/${creator.username}`)).statusCode).toBe(200)
  })

  it('stops counting beacons for a deleted image once the change arrives', async () => {
    const creator = await createUser(t.db)
    const image = await createImage(t.db, creator.id)
    expect((await beacon(image.id)).statusCode).toBe(204)
    await t.db.delete(images).where(eq(images.id, image.id))
    expect(await eventually(async () => (await beacon(image.id)).statusCode === 404)).toBe(true)
  })

  it('hides a creator blocked in another process', async () => {
    const creator = await createUser(t.db)
    expect((await get(`/api/public/${creator.username}`)).statusCode).toBe(200)
    await t.db.update(users).set({ approved: false }).where(eq(users.id, creator.id))
    expect(await eventually(async () => (await get(`/api/public/${creator.username}`)).statusCode === 403)).toBe(true)
  })
})
