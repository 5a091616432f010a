import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { type ImageVariant, images, products } from '../../db/schema/index.ts'
import { storeImageVariants } from '../../lib/images/variants.ts'
import { imageWork } from '../../lib/images/work-pool.ts'
import { createStoragePort } from '../../ports/storage/index.ts'
import type { StoragePort } from '../../ports/storage/storage.port.ts'
import { type AvifCursor, createAvifBackfill } from './avif-backfill.ts'

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0ea5e9', noise: { type: 'gaussian', mean: 110, sigma: 30 } } })
    .jpeg()
    .toBuffer()

const formats = (variants: ImageVariant[]) => variants.map((v) => `${v.width}.${v.format}`)

describe('AVIF backfill', () => {
  let t: TestApp
  let storage: StoragePort
  const warnings: unknown[] = []
  let backfill: ReturnType<typeof createAvifBackfill>
  beforeAll(async () => {
    t = await createTestApp()
    storage = createStoragePort(t.config)
    backfill = createAvifBackfill({ db: t.db, storage, log: { warn: (...args: unknown[]) => warnings.push(args) } as never })
  })
  afterAll(() => t.close())

  /** A photo as the pipeline stored it before AVIF renditions existed. */
  const oldPhoto = async (prefix: string, width = 900, height = 1200) =>
    storeImageVariants(storage, await photo(width, height), prefix, ['webp', 'jpeg'])

  /** Runs passes of `batch` rows until one says it is done; returns how many jobs that took. */
  async function untilDone(batch: number) {
    let cursor: AvifCursor | null = {}
    let jobs = 0
    while (cursor) {
      cursor = await backfill.run(cursor, batch)
      jobs++
    }
    return jobs
  }

  it('gives old photos and shop products an AVIF next to each WebP, leaves the rest, and skips a photo whose files are gone', async () => {
    const user = await createUser(t.db)
    const stored = await oldPhoto('images')
    const old = await createImage(t.db, user.id, { storageKey: stored.key, variants: stored.variants })
    const current = await storeImageVariants(storage, await photo(700, 700), 'images')
    const recent = await createImage(t.db, user.id, { storageKey: current.key, variants: current.variants })
    // A row whose files are missing (the factory writes none): logged and skipped, the pass goes on.
    const broken = await createImage(t.db, user.id)
    const [product] = await t.db
      .insert(products)
      .values({
        userId: user.id,
        name: 'Linen shirt',
        priceCents: 3490,
        images: [await oldPhoto('products'), await oldPhoto('products', 500, 500)],
      })
      .returning()

    // Two rows a job: the chain of jobs goes on until both tables are done.
    expect(await untilDone(2)).toBeGreaterThanOrEqual(2)

    const [image] = await t.db.select().from(images).where(eq(images.id, old.id))
    expect(formats(image.variants)).toEqual([
      '320.avif',
      '320.webp',
      '320.jpeg',
      '640.avif',
      '640.webp',
      '640.jpeg',
      '900.avif',
      '900.webp',
      '900.jpeg',
    ])
    for (const variant of image.variants.filter((v) => v.format === 'avif')) {
      const file = await storage.get(variant.key)
      expect(file, variant.key).not.toBeNull()
      const meta = await sharp(file as Buffer).metadata()
      expect(meta.format).toBe('heif')
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height])
      expect(variant.key).toBe(image.variants.find((v) => v.format === 'webp' && v.width === variant.width)?.key.replace('.webp', '.avif'))
    }
    const [shop] = await t.db.select().from(products).where(eq(products.id, product.id))
    expect(shop.images.map((i) => formats(i.variants))).toEqual([
      ['320.avif', '320.webp', '320.jpeg', '640.avif', '640.webp', '640.jpeg', '900.avif', '900.webp', '900.jpeg'],
      ['320.avif', '320.webp', '320.jpeg', '500.avif', '500.webp', '500.jpeg'],
    ])
    expect(shop.images.map((i) => i.key)).toEqual(product.images.map((i) => i.key))
    expect((await t.db.select().from(images).where(eq(images.id, recent.id)))[0].variants).toEqual(recent.variants)
    expect((await t.db.select().from(images).where(eq(images.id, broken.id)))[0].variants).toEqual(broken.variants)
    expect(warnings).toHaveLength(1)

    // Idempotent: a second pass finds only the broken row and changes nothing.
    expect(await untilDone(20)).toBe(1)
    expect((await t.db.select().from(images).where(eq(images.id, old.id)))[0].variants).toEqual(image.variants)
  })

  it('leaves a row to a later run when uploads hold the image-work pool', async () => {
    const user = await createUser(t.db)
    const stored = await oldPhoto('images', 400, 500)
    const row = await createImage(t.db, user.id, { storageKey: stored.key, variants: stored.variants })
    const warned = warnings.length
    // One worker, no waiting line, and an upload in it.
    const { workers, queue } = imageWork.stats()
    imageWork.configure({ workers: 1, queue: 0 })
    let release = () => {}
    const held = imageWork.run(() => new Promise<void>((resolve) => (release = resolve)))
    try {
      await expect(backfill.run({})).rejects.toMatchObject({ code: 'IMAGE_WORK_BUSY' })
    } finally {
      release()
      await held
      imageWork.configure({ workers, queue })
    }
    expect(warnings).toHaveLength(warned)
    expect((await t.db.select().from(images).where(eq(images.id, row.id)))[0].variants).toEqual(stored.variants)
    await untilDone(20)
    expect(formats((await t.db.select().from(images).where(eq(images.id, row.id)))[0].variants)).toContain('400.avif')
  })

  it('two passes at once never take the same row: every AVIF a row names is there', async () => {
    const user = await createUser(t.db)
    const rows = []
    for (let i = 0; i < 4; i++) {
      const stored = await oldPhoto('images', 400, 500)
      rows.push(await createImage(t.db, user.id, { storageKey: stored.key, variants: stored.variants }))
    }
    await Promise.all([untilDone(20), untilDone(20)])
    for (const row of rows) {
      const [after] = await t.db.select().from(images).where(eq(images.id, row.id))
      const avif = after.variants.filter((v) => v.format === 'avif')
      expect(avif.map((v) => v.width)).toEqual([320, 400])
      for (const variant of avif) expect(await storage.get(variant.key), variant.key).not.toBeNull()
    }
  })
})
