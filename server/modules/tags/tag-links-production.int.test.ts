import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { sessionTokenFor } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { images, tags } from '../../db/schema/index.ts'

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-secret-with-variety-0123456789',
  PUBLIC_URL: 'https://looktag.example',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  MAIL_TRANSPORT: 'outbox',
}

describe('tag links in production', () => {
  let t: TestApp
  let headers: Record<string, string>
  let imageId: string

  beforeAll(async () => {
    t = await createTestApp({ env: PRODUCTION })
    const user = await createUser(t.db)
    headers = {
      host: 'looktag.example',
      authorization: `Bearer ${await sessionTokenFor(t, { id: user.id, role: 'user' })}`,
      cookie: 'lang=de',
    }
    const [image] = await t.db
      .insert(images)
      .values({ userId: user.id, storageKey: `test/${randomUUID()}.jpg`, category: 'clothes', expiryDate: '2099-01-01' })
      .returning()
    imageId = image!.id
  })
  afterAll(() => t.close())

  const add = (link: string) =>
    t.app.inject({ method: 'POST', url: '/api/tags/add', payload: { image_id: imageId, x_percent: 10, y_percent: 20, link }, headers })

  it('refuses a link to a private or local host when saved, in the request language, and stores nothing', async () => {
    for (const link of ['http://192.168.1.1/', 'http://localhost:3000/demo-shop', 'http://[::1]/', 'http://169.254.169.254/']) {
      const res = await add(link)
      expect(res.statusCode, link).toBe(400)
      expect(res.json().details).toEqual([expect.objectContaining({ field: 'link', key: 'validation.link_private' })])
      expect(res.json().details[0].message).toMatch(/private oder lokale Adresse/)
    }
    expect(await t.db.select().from(tags).where(eq(tags.imageId, imageId))).toHaveLength(0)
  })

  it('refuses to read a product from a private or local host, before any request', async () => {
    for (const link of ['http://192.168.1.1/', 'http://localhost:3000/demo-shop', 'http://169.254.169.254/latest/meta-data/']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/tags/lookup', payload: { link }, headers })
      expect(res.statusCode, link).toBe(400)
      expect(res.json().details).toEqual([expect.objectContaining({ field: 'link', key: 'validation.link_private' })])
    }
  })

  it('keeps a public link, and refuses changing it to a private one', async () => {
    const created = await add('https://shop.example.com/dress')
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id
    const moved = await t.app.inject({ method: 'PUT', url: `/api/tags/${id}`, payload: { link: 'http://10.1.2.3/' }, headers })
    expect(moved.statusCode).toBe(400)
    const [row] = await t.db.select().from(tags).where(eq(tags.id, id))
    expect(row?.link).toBe('https://shop.example.com/dress')
  })
})
