import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { aiGenerations, aiImages, aiModels, aiTrainingPhotos, products } from '../../db/schema/index.ts'

/** Account deletion removes the files every module keeps for the account, not only images and avatar. */
describe('admin: deleting an account removes its shop and AI files', () => {
  let t: TestApp
  let cookie: string
  beforeAll(async () => {
    t = await createTestApp()
    cookie = (await loginHeaders(t, await createAdmin(t.db))).cookie
  })
  afterAll(() => t.close())

  /** A stored file as an upload leaves it (AI studio files: in its private store); returns its path on disk. */
  const storeFile = (key: string, dir = t.config.uploadsDir) => {
    const file = path.join(dir, key)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, 'x')
    return file
  }

  it('deletes product photos with their renditions, AI images, training photos and generation sources', async () => {
    const creator = await createUser(t.db)
    const key = (name: string) => `test/${creator.id}/${name}`
    const variant = { key: key('product-640.webp'), width: 640, height: 640, format: 'webp' as const }
    await t.db.insert(products).values({
      userId: creator.id,
      name: 'Linen shirt',
      priceCents: 4900,
      images: [{ key: key('product.jpg'), variants: [variant] }],
    })
    const [model] = await t.db.insert(aiModels).values({ userId: creator.id, provider: 'local' }).returning()
    await t.db.insert(aiTrainingPhotos).values({ modelId: model.id, storageKey: key('training.jpg') })
    const [generation] = await t.db
      .insert(aiGenerations)
      .values({ userId: creator.id, modelId: model.id, prompt: 'beach', provider: 'local', sourceStorageKey: key('source.jpg') })
      .returning()
    await t.db.insert(aiImages).values({ userId: creator.id, generationId: generation.id, storageKey: key('ai.webp') })
    const files = [
      ...['product.jpg', 'product-640.webp'].map((name) => storeFile(key(name))),
      ...['training.jpg', 'source.jpg', 'ai.webp'].map((name) => storeFile(key(name), t.config.ai.privateDir)),
    ]

    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/influencers/${creator.id}`, headers: { cookie } })
    expect(res.statusCode).toBe(204)
    expect(await t.db.select().from(products).where(eq(products.userId, creator.id))).toHaveLength(0)
    expect(await t.db.select().from(aiImages).where(eq(aiImages.userId, creator.id))).toHaveLength(0)
    expect(files.filter((f) => existsSync(f))).toEqual([])
  })
})
