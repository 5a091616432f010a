import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { AppError } from '../../errors.ts'
import { storeImageVariants } from '../../lib/images/variants.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { createImagesService } from './images.service.ts'

/** In-memory storage that can be told to fail on the n-th write. */
function memoryStorage(failOnPut?: number): StoragePort & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>()
  let puts = 0
  return {
    kind: 'disk',
    files,
    async put(key, data) {
      puts++
      if (puts === failOnPut) throw new Error('disk full')
      files.set(key, data)
    },
    async get(key) {
      return files.get(key) ?? null
    },
    async delete(key) {
      files.delete(key)
    },
    url: (key) => `/uploads/${key}`,
    ping: async () => {},
    async *list(prefix) {
      for (const key of files.keys()) if (key.startsWith(prefix)) yield key
    },
  }
}

const photo = () =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background: '#f97316', noise: { type: 'gaussian', mean: 120, sigma: 25 } } })
    .jpeg()
    .toBuffer()

const fields = { category: 'makeup' as const, expiry_date: new Date().toISOString().slice(0, 10), description: null, discount: null }

describe('image pipeline and service', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('removes the variants already written when a later write fails', async () => {
    const storage = memoryStorage(4)
    await expect(storeImageVariants(storage, await photo(), 'images')).rejects.toThrow('disk full')
    expect(storage.files.size).toBe(0)
  })

  it('removes the stored variants when the database insert fails', async () => {
    const storage = memoryStorage()
    const images = createImagesService({ db: t.db, storage })
    // An actor id with no user row violates the foreign key on insert.
    await expect(images.upload({ id: randomUUID(), role: 'user' }, fields, await photo())).rejects.toThrow()
    expect(storage.files.size).toBe(0)
  })

  it('keeps the files when the row cannot be deleted, and removes them once it is', async () => {
    const storage = memoryStorage()
    const images = createImagesService({ db: t.db, storage })
    const user = await createUser(t.db)
    const image = await images.upload({ id: user.id, role: 'user' }, fields, await photo())
    expect(storage.files.size).toBe(9)
    const stranger = { id: randomUUID(), role: 'user' as const }
    await expect(images.delete(stranger, image.id)).rejects.toMatchObject({ code: 'IMAGE_NOT_FOUND' })
    expect(storage.files.size).toBe(9)
    await images.delete({ id: user.id, role: 'user' }, image.id)
    expect(storage.files.size).toBe(0)
  })

  it('compares expiry dates as UTC calendar dates', async () => {
    const storage = memoryStorage()
    // 23:30 UTC on 10 March: "today" is the 10th everywhere the server runs.
    const images = createImagesService({ db: t.db, storage, now: () => new Date('2030-03-10T23:30:00Z') })
    const user = await createUser(t.db)
    const actor = { id: user.id, role: 'user' as const }
    const jpeg = await photo()
    await expect(images.upload(actor, { ...fields, expiry_date: '2030-03-09' }, jpeg)).rejects.toMatchObject({ code: 'EXPIRY_IN_PAST' })
    await expect(images.upload(actor, { ...fields, expiry_date: '2030-03-18' }, jpeg)).rejects.toBeInstanceOf(AppError)
    expect((await images.upload(actor, { ...fields, expiry_date: '2030-03-10' }, jpeg)).expiry_date).toBe('2030-03-10')
    expect((await images.upload(actor, { ...fields, expiry_date: '2030-03-17' }, jpeg)).expiry_date).toBe('2030-03-17')
  })
})
