import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../tests/fixtures/test-app.ts'
import { type Listener, listen } from '../db/listen.ts'
import { badgeRequests, images, tags, users } from '../db/schema/index.ts'
import { createHtmlCache } from './html-cache.ts'
import { CREATOR_CHANGED_CHANNEL } from './invalidation.ts'

let t: TestApp
let listener: Listener
const cache = createHtmlCache()
const received: string[] = []

beforeAll(async () => {
  t = await createTestApp()
  listener = await listen({
    url: t.databaseUrl,
    channel: CREATOR_CHANGED_CHANNEL,
    onNotify: (creator) => {
      received.push(creator)
      cache.invalidateCreator(creator)
    },
    log: pino({ level: 'silent' }),
  })
})
afterAll(async () => {
  await listener?.close()
  await t?.close()
})

const page = (url: string) => ({ status: 200, headers: {}, body: `<p>${url}</p>`, path: url.split('?')[0] })

function fill(...paths: string[]) {
  cache.clear()
  for (const path of paths) cache.set(path, page(path))
}

/** The notification travels through PostgreSQL asynchronously: wait until the page is gone. */
async function dropped(key: string) {
  for (let i = 0; i < 100; i++) {
    if (!cache.get(key)) return true
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return false
}

/** Creating an account notifies too: let that arrive before filling the cache. */
async function newCreator() {
  const creator = await createUser(t.db)
  for (let i = 0; i < 100 && !received.includes(creator.username); i++) await new Promise((resolve) => setTimeout(resolve, 20))
  return creator
}

async function addImage(userId: string) {
  const [image] = await t.db
    .insert(images)
    .values({ userId, storageKey: `test/${userId}`, category: 'clothes', expiryDate: '2099-01-01', width: 10, height: 10 })
    .returning()
  return image
}

describe('creator_changed notifications drop cached public pages', () => {
  it("drops the creator's pages and the lists when the profile changes, and keeps the rest", async () => {
    const creator = await newCreator()
    const other = await newCreator()
    fill(`/${creator.username}`, `/${creator.username}/shop`, '/trends?page=2', '/allinfluencers', `/${other.username}`, '/about')
    await t.db.update(users).set({ introduction: 'New intro' }).where(eq(users.id, creator.id))
    expect(await dropped(`/${creator.username}`)).toBe(true)
    expect(cache.get(`/${creator.username}/shop`)).toBeUndefined()
    expect(cache.get('/trends?page=2')).toBeUndefined()
    expect(cache.get('/allinfluencers')).toBeUndefined()
    expect(cache.get(`/${other.username}`)).toBeDefined()
    expect(cache.get('/about')).toBeDefined()
  })

  it('notifies for images, tags and badge requests with the username', async () => {
    const creator = await newCreator()
    fill(`/${creator.username}`)
    const image = await addImage(creator.id)
    expect(await dropped(`/${creator.username}`)).toBe(true)

    fill(`/${creator.username}`)
    await t.db.insert(tags).values({ imageId: image.id, xPercent: 10, yPercent: 20, link: 'https://shop.example/item' })
    expect(await dropped(`/${creator.username}`)).toBe(true)

    fill(`/${creator.username}`)
    await t.db.insert(badgeRequests).values({ userId: creator.id, storyUrl: 'https://instagram.com/someone' })
    expect(await dropped(`/${creator.username}`)).toBe(true)

    fill(`/${creator.username}`)
    await t.db.delete(images).where(eq(images.id, image.id))
    expect(await dropped(`/${creator.username}`)).toBe(true)
    expect(received).toContain(creator.username)
  })

  it('drops both addresses of a renamed creator', async () => {
    const creator = await newCreator()
    const renamed = `${creator.username}_new`
    fill(`/${creator.username}`, `/${renamed}`)
    await t.db.update(users).set({ username: renamed }).where(eq(users.id, creator.id))
    expect(await dropped(`/${creator.username}`)).toBe(true)
    expect(await dropped(`/${renamed}`)).toBe(true)
  })

  it('sends nothing for a change that is rolled back', async () => {
    const creator = await newCreator()
    fill(`/${creator.username}`)
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update users set introduction = 'rolled back' where id = ${creator.id}`)
        throw new Error('roll back')
      })
      .catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(cache.get(`/${creator.username}`)).toBeDefined()
  })
})
