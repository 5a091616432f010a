import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, daysFromToday } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { users } from '../../db/schema/index.ts'
import { storeImageVariants } from '../../lib/images/variants.ts'
import { createStoragePort } from '../../ports/storage/index.ts'

/** Set OG_PREVIEW_DIR to keep the rendered cards for a look (e.g. .tmp/og). */
const previewDir = process.env.OG_PREVIEW_DIR

describe('share images', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function photo(color: string) {
    const data = await sharp({ create: { width: 800, height: 1000, channels: 3, background: color } })
      .jpeg()
      .toBuffer()
    return storeImageVariants(createStoragePort(t.config), data, 'images')
  }

  async function creatorWithPhotos(overrides: Parameters<typeof createUser>[1] = {}) {
    const avatar = await photo('#0ea5e9')
    const user = await createUser(t.db, { photo: avatar.key, ...overrides })
    const images = []
    for (const color of ['#f43f5e', '#22c55e', '#a855f7', '#eab308']) {
      const stored = await photo(color)
      images.push(
        await createImage(t.db, user.id, {
          variants: stored.variants,
          storageKey: stored.key,
          description: 'Rotes Kleid für den Sommer – فستان أحمر للصيف',
        }),
      )
    }
    return { user, images }
  }

  async function expectCard(res: Awaited<ReturnType<TestApp['app']['inject']>>, name: string) {
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 })
    if (previewDir) {
      mkdirSync(previewDir, { recursive: true })
      writeFileSync(`${previewDir}/${name}.png`, res.rawPayload)
    }
  }

  it("renders a creator's card as a 1200 × 630 PNG, in German and Arabic", async () => {
    const { user } = await creatorWithPhotos({ pageName: 'Jürgen – أزياء يومية' })
    await expectCard(await t.app.inject({ method: 'GET', url: `/og/${user.username}.png` }), 'creator')
    const [arabic] = await t.db.update(users).set({ pageName: 'نور للأزياء والجمال' }).where(eq(users.id, user.id)).returning()
    await expectCard(await t.app.inject({ method: 'GET', url: `/og/${arabic.username}.png` }), 'creator-ar')
  })

  it('renders a card for one photo', async () => {
    const { images } = await creatorWithPhotos()
    const res = await t.app.inject({ method: 'GET', url: `/og/image/${images[0].id}.png` })
    await expectCard(res, 'image')
    // Its AI label follows the visitor's language, so shared caches keep one copy per language.
    expect(res.headers.vary).toBe('accept-language, cookie')
  })

  it('escapes markup in user text and renders a creator without photos', async () => {
    const user = await createUser(t.db, { pageName: `<svg onload="x">&'"</text>]]>` })
    await expectCard(await t.app.inject({ method: 'GET', url: `/og/${user.username}.png` }), 'markup')
  })

  it('answers 304 for an unchanged card and a new version after an edit', async () => {
    const { user } = await creatorWithPhotos()
    const first = await t.app.inject({ method: 'GET', url: `/og/${user.username}.png` })
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await t.app.inject({ method: 'GET', url: `/og/${user.username}.png`, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    await t.db.update(users).set({ pageName: 'Renamed' }).where(eq(users.id, user.id))
    const changed = await t.app.inject({ method: 'GET', url: `/og/${user.username}.png`, headers: { 'if-none-match': etag } })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
  })

  it('follows the public rules: 404 unknown, 403 not approved, 404 hidden or expired photos', async () => {
    const pending = await createUser(t.db, { approved: false })
    const expired = await createImage(t.db, (await createUser(t.db)).id, { expiryDate: daysFromToday(-1) })
    const hidden = await createImage(t.db, pending.id)
    const cases: [string, number][] = [
      ['/og/nobody_at_all.png', 404],
      [`/og/${encodeURIComponent('../../etc/passwd')}.png`, 404],
      [`/og/${pending.username}.png`, 403],
      [`/og/${pending.username}.jpg`, 404],
      [`/og/image/${expired.id}.png`, 404],
      [`/og/image/${hidden.id}.png`, 404],
      [`/og/image/${randomUUID()}.png`, 404],
      ['/og/image/not-an-id.png', 404],
    ]
    for (const [url, status] of cases) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(status)
    }
  })
})
