import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage } from '../../../../tests/factories/images.ts'
import { createUser } from '../../../../tests/factories/users.ts'
import { hostileSoldOutPages } from '../../../../tests/fixtures/hostile-pages.ts'
import { page, startTestShop } from '../../../../tests/fixtures/link-shop.ts'
import { microdataPage, shopifyPage } from '../../../../tests/fixtures/product-pages.ts'
import { loginHeaders } from '../../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../../tests/fixtures/test-app.ts'
import { links, notifications, tags } from '../../../db/schema/index.ts'
import { LOOKUPS_PER_MINUTE } from './tag-products.routes.ts'

// Tag products through the app, against shop pages served in-process (never the internet).
let shop: Awaited<ReturnType<typeof startTestShop>>
let t: TestApp
let price = '129.00'
let picture: Buffer

const withPicture = (html: string, src: string) => html.replace(/"image": \[[^\]]*\]/, `"image": ["${src}"]`)

beforeAll(async () => {
  picture = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#c8a2c8' } })
    .jpeg()
    .toBuffer()
  shop = await startTestShop({
    '/products/aurora': (req, res) => page(withPicture(shopifyPage, '/cdn/aurora.jpg').replaceAll('129.00', price))(req, res),
    '/products/nile': page(microdataPage),
    '/cdn/aurora.jpg': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture),
    '/p/flood': page(hostileSoldOutPages()['<a']!.html),
  })
  // No per-host pacing: every page here is on one made-up host (the pacing has its own tests).
  t = await createTestApp({
    env: { RATE_LIMIT_MAX: '600' },
    overrides: { linkChecker: shop.options({ gate: async () => () => undefined }) },
  })
})
afterAll(async () => {
  await t?.close()
  await shop?.close()
})

async function creator() {
  const user = await createUser(t.db)
  const { cookie } = await loginHeaders(t, user)
  const headers = { cookie, origin: t.config.publicUrl }
  const image = await createImage(t.db, user.id)
  return { user, headers, image }
}

const lookup = (headers: Record<string, string> | undefined, link: string) =>
  t.app.inject({ method: 'POST', url: '/api/tags/lookup', payload: { link }, ...(headers ? { headers } : {}) })

describe('POST /api/tags/lookup', () => {
  it('asks guests to sign in before reading the body, and reads nothing', async () => {
    const before = shop.requests.length
    const res = await lookup(undefined, shop.url('/products/aurora'))
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('UNAUTHORIZED')
    expect(shop.requests.length).toBe(before)
  })

  it('answers the product of a page, reading the link with its affiliate parameters as pasted', async () => {
    const { headers } = await creator()
    const link = shop.url('/products/aurora?variant=2&tag=mila-21&utm_source=looktag')
    const res = await lookup(headers, link)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      link,
      product: {
        name: 'Leinenkleid „Aurora“',
        brand: 'Maison Lumen',
        price_minor: 12900,
        currency: 'eur',
        availability: 'in_stock',
        has_image: true,
      },
    })
    expect(shop.requests.filter((r) => r.path === '/products/aurora?variant=2&tag=mila-21&utm_source=looktag').length).toBeGreaterThan(0)
  })

  it('answers no product for a page that cannot be read, a missing page or a bad link', async () => {
    const { headers } = await creator()
    expect((await lookup(headers, shop.url('/p/flood'))).json()).toMatchObject({ product: null })
    expect((await lookup(headers, shop.url('/gone'))).json()).toMatchObject({ product: null })
    const bad = await lookup({ ...headers, cookie: `${headers.cookie}; lang=de` }, 'javascript:alert(1)')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'link', key: 'tags.link_invalid' })])
  })

  it('holds each creator to the per-minute cap under a burst, without touching another creator', async () => {
    const { headers } = await creator()
    const burst = await Promise.all(Array.from({ length: LOOKUPS_PER_MINUTE + 6 }, () => lookup(headers, shop.url('/products/nile'))))
    const codes = burst.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 200)).toHaveLength(LOOKUPS_PER_MINUTE)
    expect(codes.filter((c) => c === 429)).toHaveLength(6)
    const other = await creator()
    expect((await lookup(other.headers, shop.url('/products/nile'))).statusCode).toBe(200)
  })
})

describe('a tag with its product', () => {
  it('saves what the creator sends, then fills the rest and a small picture from the page', async () => {
    const { headers, image } = await creator()
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tags/add',
      headers,
      payload: {
        image_id: image.id,
        x_percent: 20,
        y_percent: 30,
        link: shop.url('/products/aurora?tag=mila-21'),
        product: { name: 'Aurora dress', price_minor: 9900, currency: 'EUR', edited: ['name', 'price'] },
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const tag = created.json()
    expect(tag).toMatchObject({
      link: shop.url('/products/aurora?tag=mila-21'),
      product: { name: 'Aurora dress', price_minor: 9900, currency: 'eur' },
    })
    await t.app.services.tagProducts.readIntoTag(tag.id)
    const [row] = await t.db.select().from(tags).where(eq(tags.id, tag.id))
    // The creator's corrections stay; what they left to the page comes from it.
    expect(row).toMatchObject({ productName: 'Aurora dress', priceMinor: 9900, productBrand: 'Maison Lumen', availability: 'in_stock' })
    expect(row!.productImageKey).toMatch(/^products\/[\w-]+\.webp$/)
    const file = path.join(t.config.uploadsDir, row!.productImageKey!)
    const meta = await sharp(file).metadata()
    expect(meta).toMatchObject({ format: 'webp', height: 192, width: 144 })
    const listed = await t.app.inject({ method: 'GET', url: `/api/tags/${image.id}`, headers })
    expect(listed.json()[0].product.image_url).toBe(`/uploads/${row!.productImageKey}`)

    // The tag goes, its picture with it.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tags/${tag.id}`, headers })).statusCode).toBe(204)
    expect(existsSync(file)).toBe(false)
  })

  it('never blocks the tag: a page that says nothing leaves the fields empty', async () => {
    const { headers, image } = await creator()
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tags/add',
      headers,
      payload: { image_id: image.id, x_percent: 1, y_percent: 1, link: shop.url('/p/flood') },
    })
    expect(created.statusCode).toBe(201)
    await t.app.services.tagProducts.readIntoTag(created.json().id)
    const [row] = await t.db.select().from(tags).where(eq(tags.id, created.json().id))
    expect(row).toMatchObject({ productName: null, priceMinor: null, productImageKey: null })
  })

  it('refuses a price without a currency and a negative price, in the request language, and stores nothing', async () => {
    const { headers, image } = await creator()
    for (const product of [{ price_minor: 100 }, { price_minor: -1, currency: 'eur' }, { name: 'x'.repeat(201) }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tags/add',
        headers: { ...headers, cookie: `${headers.cookie}; lang=ar` },
        payload: { image_id: image.id, x_percent: 1, y_percent: 1, link: shop.url('/products/nile'), product },
      })
      expect(res.statusCode, JSON.stringify(product)).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
    }
    expect(await t.db.select().from(tags).where(eq(tags.imageId, image.id))).toHaveLength(0)
  })

  it('refreshes price and availability with link-health checks, leaves corrected fields, and tells the creator of a price change', async () => {
    const { user, headers, image } = await creator()
    const link = shop.url(`/products/aurora?c=${user.id}`)
    const tag = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tags/add',
        headers,
        payload: { image_id: image.id, x_percent: 5, y_percent: 5, link, product: { name: 'Mine', edited: ['name'] } },
      })
    ).json()
    await t.app.inject({ method: 'GET', url: '/api/links', headers })
    const [linkRow] = await t.db.select().from(links).where(eq(links.url, link))
    const check = async () =>
      t.app.services.linkHealth.checkAndSave({ id: linkRow!.id, url: link, host: 'shop.test', verdict: null, reason: null })
    await check()
    await t.app.services.linkNotices.send()
    price = '99.00'
    try {
      await check()
    } finally {
      price = '129.00'
    }
    const [row] = await t.db.select().from(tags).where(eq(tags.id, tag.id))
    expect(row).toMatchObject({ productName: 'Mine', priceMinor: 9900, currency: 'eur' })
    const [after] = await t.db.select().from(links).where(eq(links.id, linkRow!.id))
    expect(after).toMatchObject({ priceMinor: 9900, previousPriceMinor: 12900 })
    expect(after!.priceChangedAt).not.toBeNull()
    await t.app.services.linkNotices.send()
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(told).toHaveLength(1)
  })
})
