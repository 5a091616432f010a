import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { deflateSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage } from '../../../tests/factories/images.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { multipart as formBody } from '../../../tests/fixtures/multipart.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { images, platformSettings } from '../../db/schema/index.ts'

const DAY = 24 * 60 * 60 * 1000
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10)

/** A browser form post; the file goes in the `image` field unless the test names another. */
function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type: string; field?: string }) {
  return formBody(fields, file && { ...file, field: file.field ?? 'image' })
}

function photo(width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: '#f472b6', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg()
    .toBuffer()
}

/** A JPEG whose EXIF carries GPS coordinates and a camera owner, rotated by the Orientation tag. */
async function photoWithGps() {
  const data = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#38bdf8' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: 'secret-camera-owner', Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 17/1' },
    })
    .toBuffer()
  const meta = await sharp(data).metadata()
  // The fixture really carries what must disappear: the GPS IFD pointer (tag 0x8825) and Orientation 6.
  expect(hasGpsIfd(meta.exif)).toBe(true)
  expect(meta.orientation).toBe(6)
  return data
}

/** Whether an EXIF block holds the GPS IFD pointer tag 0x8825, in either byte order. */
function hasGpsIfd(exif: Buffer | undefined) {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])))
}

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}
function crc32(buf: Buffer) {
  let c = ~0
  for (const byte of buf) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1
  }
  return ~c >>> 0
}
/** A grayscale PNG declaring width × height whose IDAT inflates to all its rows of zeros. */
function pngOfZeros(width: number, height: number, rows = height) {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 0, 0, 0, 0], 8)
  const raw = Buffer.alloc(rows * (width + 1))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
  } catch {
    return []
  }
}

describe('images', () => {
  let t: TestApp
  let uploadsDir: string
  beforeAll(async () => {
    t = await createTestApp()
    uploadsDir = path.join(t.config.uploadsDir, 'images')
  })
  afterAll(() => t.close())

  const fields = (over: Record<string, string> = {}) => ({
    category: 'clothes',
    expiry_date: inDays(3),
    description: 'Linen shirt',
    discount: 'SAVE10',
    ...over,
  })

  async function upload(cookie: string, f: Record<string, string>, file?: { name: string; data: Buffer; type: string; field?: string }) {
    const body = multipart(f, file)
    return t.app.inject({ method: 'POST', url: '/api/images/upload', payload: body.payload, headers: { ...body.headers, cookie } })
  }

  async function creator() {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    return { user, cookie }
  }

  async function uploaded(cookie: string, over: Record<string, string> = {}) {
    const res = await upload(cookie, fields(over), { name: 'p.jpg', data: await photo(), type: 'image/jpeg' })
    expect(res.statusCode).toBe(201)
    return res.json()
  }

  it('stores an upload as AVIF + WebP + JPEG variants with a placeholder, served with long-cache headers', async () => {
    const { user, cookie } = await creator()
    const image = await uploaded(cookie)
    expect(image).toMatchObject({
      category: 'clothes',
      description: 'Linen shirt',
      discount: 'SAVE10',
      pinned: false,
      is_premium: false,
      username: user.username,
      width: 1600,
      height: 1200,
      tags: [],
    })
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(image.variants.map((v: { width: number; format: string }) => `${v.width}.${v.format}`).sort()).toEqual(
      ['1080.avif', '1080.jpeg', '1080.webp', '320.avif', '320.jpeg', '320.webp', '640.avif', '640.jpeg', '640.webp'].sort(),
    )
    // The spec's clients load `/uploads/{filename}`; the web app uses `url`. Both reach the file.
    expect(image.filename).toMatch(/^images\/.+\/w1080\.webp$/)
    expect(image.url).toBe(`/uploads/${image.filename}`)
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${image.filename}` })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toContain('max-age=31536000')
    expect(served.headers['cache-control']).toContain('immutable')
    expect(served.headers.vary).toBe('Accept')
    // Mail read on another site (follower digests in webmail) shows the photo.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin')
    // Pages name the WebP files; a browser that takes AVIF gets the AVIF rendition from the same URL.
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
    const avif = await t.app.inject({ method: 'GET', url: image.url, headers: { accept: chrome } })
    expect(avif.statusCode).toBe(200)
    expect(avif.headers['content-type']).toBe('image/avif')
    expect(avif.headers.vary).toBe('Accept')
    expect(avif.headers['cache-control']).toContain('immutable')
    expect((await sharp(avif.rawPayload).metadata()).format).toBe('heif')
    expect(avif.rawPayload.length).toBeLessThan(served.rawPayload.length)
    const revalidated = await t.app.inject({
      method: 'GET',
      url: image.url,
      headers: { accept: chrome, 'if-none-match': String(avif.headers.etag) },
    })
    expect(revalidated.statusCode).toBe(304)
    // The AVIF file has its own address too; JPEGs are never swapped.
    expect((await t.app.inject({ method: 'GET', url: image.url.replace(/webp$/, 'avif') })).headers['content-type']).toBe('image/avif')
    const jpeg = await t.app.inject({ method: 'GET', url: image.url.replace(/webp$/, 'jpg'), headers: { accept: chrome } })
    expect(jpeg.headers['content-type']).toBe('image/jpeg')
    expect(jpeg.headers.vary).toBeUndefined()
    // Only renditions were written: nothing else lies in the image's folder.
    const folder = path.dirname(path.join(t.config.uploadsDir, image.filename))
    const listed = readdirSync(folder).sort()
    // A photo stored before AVIF renditions existed: its WebP, for every browser.
    rmSync(path.join(t.config.uploadsDir, image.filename.replace(/webp$/, 'avif')))
    const older = await t.app.inject({ method: 'GET', url: `${image.url}?v=2`, headers: { accept: chrome } })
    expect(older.statusCode).toBe(200)
    expect(older.headers['content-type']).toBe('image/webp')
    expect(listed).toEqual([
      'w1080.avif',
      'w1080.jpg',
      'w1080.webp',
      'w320.avif',
      'w320.jpg',
      'w320.webp',
      'w640.avif',
      'w640.jpg',
      'w640.webp',
    ])
  })

  it('auto-rotates a JPEG and removes GPS and every other metadata from every variant', async () => {
    const { cookie } = await creator()
    const res = await upload(cookie, fields(), { name: 'gps.jpg', data: await photoWithGps(), type: 'image/jpeg' })
    expect(res.statusCode).toBe(201)
    const image = res.json()
    // Orientation 6 turns 1200 × 800 into portrait.
    expect([image.width, image.height]).toEqual([800, 1200])
    // Narrower than the largest width: 320, 640 and its own 800, each as AVIF, WebP and JPEG.
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([320, 320, 320, 640, 640, 640, 800, 800, 800])
    expect(image.filename).toMatch(/\/w800\.webp$/)
    for (const variant of image.variants) {
      const file = await t.app.inject({ method: 'GET', url: variant.url })
      expect(file.statusCode).toBe(200)
      const meta = await sharp(file.rawPayload).metadata()
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(meta.orientation ?? 1).toBe(1)
      expect(meta.height).toBeGreaterThan(meta.width)
      expect(hasGpsIfd(meta.exif)).toBe(false)
      expect(file.rawPayload.includes('secret-camera-owner')).toBe(false)
      expect(file.rawPayload.includes('PhoneCo')).toBe(false)
    }
  })

  it('accepts PNG and WebP, sniffed by content whatever the name says', async () => {
    const { cookie } = await creator()
    const png = await sharp({ create: { width: 500, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer()
    const webp = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#22c55e' } })
      .webp()
      .toBuffer()
    const a = await upload(cookie, fields(), { name: 'not-really.gif', data: png, type: 'application/octet-stream' })
    expect(a.statusCode).toBe(201)
    expect(a.json().variants.map((v: { width: number }) => v.width)).toEqual([320, 320, 320, 500, 500, 500])
    const b = await upload(cookie, fields(), { name: 'x.jpg', data: webp, type: 'image/jpeg' })
    expect(b.statusCode).toBe(201)
    expect(b.json().variants.map((v: { width: number }) => v.width)).toEqual([320, 320, 320, 640, 640, 640, 700, 700, 700])
    const tiny = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const c = await upload(cookie, fields(), { name: 'tiny.png', data: tiny, type: 'image/png' })
    // Narrower than the smallest width: one rendition per format at its own width.
    expect(c.json().variants.map((v: { width: number }) => v.width)).toEqual([200, 200, 200])
  })

  it('answers "Please fill in all required fields." when image, category or expiry is missing', async () => {
    const { cookie } = await creator()
    const noImage = await upload(cookie, fields())
    expect(noImage.statusCode).toBe(400)
    expect(noImage.json()).toMatchObject({ code: 'IMAGE_FIELDS_REQUIRED', error: 'Please fill in all required fields.' })
    expect(noImage.json().details.map((d: { field: string }) => d.field)).toEqual(['image'])
    const jpeg = { name: 'p.jpg', data: await photo(400, 300), type: 'image/jpeg' }
    const noCategory = await upload(cookie, fields({ category: '' }), jpeg)
    expect(noCategory.json()).toMatchObject({ code: 'IMAGE_FIELDS_REQUIRED' })
    const { expiry_date: _, ...withoutExpiry } = fields()
    const noExpiry = await upload(cookie, withoutExpiry, jpeg)
    expect(noExpiry.statusCode).toBe(400)
    expect(noExpiry.json().details.map((d: { field: string }) => d.field)).toEqual(['expiry_date'])
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      ...(() => {
        const body = multipart(fields())
        return { payload: body.payload, headers: { ...body.headers, cookie, 'accept-language': 'de' } }
      })(),
    })
    expect(german.json().error).toBe('Bitte fülle alle Pflichtfelder aus.')
  })

  it('refuses an unknown category and too long description or coupon', async () => {
    const { cookie } = await creator()
    const jpeg = { name: 'p.jpg', data: await photo(400, 300), type: 'image/jpeg' }
    const category = await upload(cookie, fields({ category: 'shop' }), jpeg)
    expect(category.statusCode).toBe(400)
    expect(category.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'category', key: 'images.category_invalid' }] })
    const description = await upload(cookie, fields({ description: 'x'.repeat(151) }), jpeg)
    expect(description.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'description', params: { max: 150 } }] })
    const discount = await upload(cookie, fields({ discount: 'x'.repeat(301) }), jpeg)
    expect(discount.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'discount', params: { max: 300 } }] })
    const ok = await upload(cookie, fields({ description: 'x'.repeat(150), discount: 'y'.repeat(300) }), jpeg)
    expect(ok.statusCode).toBe(201)
  })

  it('refuses an expiry date before today or after the max expiry days', async () => {
    const { cookie } = await creator()
    const jpeg = { name: 'p.jpg', data: await photo(400, 300), type: 'image/jpeg' }
    const past = await upload(cookie, fields({ expiry_date: inDays(-1) }), jpeg)
    expect(past.statusCode).toBe(400)
    expect(past.json()).toMatchObject({ code: 'EXPIRY_IN_PAST' })
    for (const impossible of ['2026-02-30', '9999-99-99', '0000-00-00', '2026-13-01']) {
      const invalid = await upload(cookie, fields({ expiry_date: impossible }), jpeg)
      expect(invalid.statusCode).toBe(400)
      expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'expiry_date' }] })
    }
    expect((await upload(cookie, fields({ expiry_date: inDays(0) }), jpeg)).statusCode).toBe(201)
    expect((await upload(cookie, fields({ expiry_date: inDays(7) }), jpeg)).statusCode).toBe(201)
    const tooFar = await upload(cookie, fields({ expiry_date: inDays(8) }), jpeg)
    expect(tooFar.statusCode).toBe(400)
    expect(tooFar.json()).toMatchObject({ code: 'EXPIRY_TOO_FAR', details: [{ field: 'expiry_date', params: { max: 7 } }] })
    await t.db.update(platformSettings).set({ maxExpiryDays: 30 })
    try {
      expect((await upload(cookie, fields({ expiry_date: inDays(30) }), jpeg)).statusCode).toBe(201)
      expect((await upload(cookie, fields({ expiry_date: inDays(31) }), jpeg)).statusCode).toBe(400)
    } finally {
      await t.db.update(platformSettings).set({ maxExpiryDays: 7 })
    }
  })

  describe('hostile uploads get a clear 4xx and leave no file behind', () => {
    const cases: [string, () => Promise<{ name: string; data: Buffer; type: string }>, number, string][] = [
      [
        'a PHP file named .jpg',
        async () => ({ name: 'shell.jpg', data: Buffer.from('<?php system($_GET["c"]); ?>'), type: 'image/jpeg' }),
        415,
        'IMAGE_UNSUPPORTED',
      ],
      [
        'an SVG with a script',
        async () => ({
          name: 'x.svg',
          data: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script><rect width="400" height="400"/></svg>',
          ),
          type: 'image/svg+xml',
        }),
        415,
        'IMAGE_UNSUPPORTED',
      ],
      [
        'a truncated JPEG',
        async () => ({ name: 'cut.jpg', data: (await photo()).subarray(0, 20_000), type: 'image/jpeg' }),
        400,
        'IMAGE_CORRUPT',
      ],
      [
        'a 20,000 × 20,000 PNG',
        async () => ({ name: 'huge.png', data: pngOfZeros(20_000, 20_000, 1), type: 'image/png' }),
        422,
        'IMAGE_TOO_LARGE',
      ],
      [
        'a zip bomb in a PNG',
        async () => ({ name: 'bomb.png', data: pngOfZeros(8_000, 8_000), type: 'image/png' }),
        422,
        'IMAGE_TOO_LARGE',
      ],
      [
        'a GIF',
        async () => ({
          name: 'a.gif',
          data: await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
          type: 'image/gif',
        }),
        415,
        'IMAGE_UNSUPPORTED',
      ],
    ]
    for (const [name, make, status, code] of cases) {
      it(`refuses ${name}`, async () => {
        const { user, cookie } = await creator()
        const before = filesUnder(uploadsDir).length
        const res = await upload(cookie, fields(), await make())
        expect(res.statusCode).toBe(status)
        expect(res.json().code).toBe(code)
        expect(filesUnder(uploadsDir)).toHaveLength(before)
        expect(await t.db.select().from(images).where(eq(images.userId, user.id))).toHaveLength(0)
      })
    }

    it('answers PAYLOAD_TOO_LARGE beyond 15 MB', async () => {
      const { cookie } = await creator()
      const res = await upload(cookie, fields(), { name: 'big.jpg', data: Buffer.alloc(15 * 1024 * 1024 + 10, 1), type: 'image/jpeg' })
      expect(res.statusCode).toBe(413)
      expect(res.json().code).toBe('PAYLOAD_TOO_LARGE')
    })
  })

  it('documents every images route in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/images/upload', '/api/images', '/api/images/{id}/pin', '/api/images/{id}/premium', '/api/images/{id}']),
    )
    // API clients learn how to load an image from `filename`.
    expect(JSON.stringify(res.json().paths['/api/images'])).toContain('served at /uploads/{filename}')
  })

  it('requires a signed-in user', async () => {
    const body = multipart(fields())
    expect((await t.app.inject({ method: 'POST', url: '/api/images/upload', ...body })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/images' })).statusCode).toBe(401)
  })

  it('lists own images 10 at a time, pinned first, then newest first', async () => {
    const { user, cookie } = await creator()
    const other = await creator()
    // Rows rather than uploads: the order is the point here, and 13 real uploads take long on a busy machine.
    const start = Date.now() - 60_000
    await createImage(t.db, other.user.id, { createdAt: new Date(start + 30_000) })
    const ids: string[] = []
    for (let i = 0; i < 12; i++) ids.push((await createImage(t.db, user.id, { createdAt: new Date(start + i * 1000) })).id)
    await t.app.inject({ method: 'POST', url: `/api/images/${ids[2]}/pin`, payload: { pinned: true }, headers: { cookie } })
    const first = await t.app.inject({ method: 'GET', url: '/api/images?limit=10&offset=0', headers: { cookie } })
    expect(first.statusCode).toBe(200)
    const page1 = first.json().map((i: { id: string }) => i.id)
    expect(page1).toHaveLength(10)
    expect(page1[0]).toBe(ids[2])
    expect(page1.slice(1, 4)).toEqual([ids[11], ids[10], ids[9]])
    const second = await t.app.inject({ method: 'GET', url: '/api/images?limit=10&offset=10', headers: { cookie } })
    const page2 = second.json().map((i: { id: string }) => i.id)
    expect(page2).toEqual([ids[1], ids[0]])
    const defaults = await t.app.inject({ method: 'GET', url: '/api/images', headers: { cookie } })
    expect(defaults.json()).toHaveLength(10)
    expect((await t.app.inject({ method: 'GET', url: '/api/images?limit=500', headers: { cookie } })).statusCode).toBe(400)
  })

  it('pins, unpins and marks premium an own image', async () => {
    const { cookie } = await creator()
    const image = await uploaded(cookie)
    const pin = await t.app.inject({ method: 'POST', url: `/api/images/${image.id}/pin`, payload: { pinned: true }, headers: { cookie } })
    expect(pin.statusCode).toBe(200)
    expect(pin.json()).toMatchObject({ id: image.id, pinned: true })
    const unpin = await t.app.inject({
      method: 'POST',
      url: `/api/images/${image.id}/pin`,
      payload: { pinned: false },
      headers: { cookie },
    })
    expect(unpin.json().pinned).toBe(false)
    const premium = await t.app.inject({
      method: 'POST',
      url: `/api/images/${image.id}/premium`,
      payload: { is_premium: true },
      headers: { cookie },
    })
    expect(premium.json()).toMatchObject({ is_premium: true })
    const [row] = await t.db.select().from(images).where(eq(images.id, image.id))
    expect(row).toMatchObject({ pinned: false, isPremium: true })
    const bad = await t.app.inject({ method: 'POST', url: `/api/images/${image.id}/pin`, payload: { pinned: 'yes' }, headers: { cookie } })
    expect(bad.statusCode).toBe(400)
  })

  it("answers 404 for another creator's image on pin, premium and delete, and changes nothing", async () => {
    const owner = await creator()
    const intruder = await creator()
    const image = await uploaded(owner.cookie)
    const headers = { cookie: intruder.cookie }
    const calls = [
      { method: 'POST' as const, url: `/api/images/${image.id}/pin`, payload: { pinned: true } },
      { method: 'POST' as const, url: `/api/images/${image.id}/premium`, payload: { is_premium: true } },
      { method: 'DELETE' as const, url: `/api/images/${image.id}` },
    ]
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers })
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe('IMAGE_NOT_FOUND')
    }
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/images/00000000-0000-4000-8000-000000000000', headers })
    expect(unknown.statusCode).toBe(404)
    const listed = await t.app.inject({ method: 'GET', url: '/api/images', headers })
    expect(listed.json()).toEqual([])
    const [row] = await t.db.select().from(images).where(eq(images.id, image.id))
    expect(row).toMatchObject({ pinned: false, isPremium: false })
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200)
  })

  it('deletes an own image with its files; an admin may delete any image', async () => {
    const { cookie } = await creator()
    const image = await uploaded(cookie)
    const res = await t.app.inject({ method: 'DELETE', url: `/api/images/${image.id}`, headers: { cookie } })
    expect(res.statusCode).toBe(204)
    expect(await t.db.select().from(images).where(eq(images.id, image.id))).toHaveLength(0)
    for (const variant of image.variants) expect((await t.app.inject({ method: 'GET', url: variant.url })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/images/${image.id}`, headers: { cookie } })).statusCode).toBe(404)

    const other = await uploaded(cookie)
    const admin = await createAdmin(t.db)
    const adminHeaders = await loginHeaders(t, admin)
    const byAdmin = await t.app.inject({ method: 'DELETE', url: `/api/images/${other.id}`, headers: { cookie: adminHeaders.cookie } })
    expect(byAdmin.statusCode).toBe(204)
    expect(await t.db.select().from(images).where(eq(images.id, other.id))).toHaveLength(0)
    expect((await t.app.inject({ method: 'GET', url: other.url })).statusCode).toBe(404)
  })
})
