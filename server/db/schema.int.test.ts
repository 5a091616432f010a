import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/fixtures/test-app.ts'
import { images, platformSettings, users } from './schema/index.ts'

/** The database itself keeps data valid, whatever a future code path forgets. */
describe('schema constraints', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const newUser = (overrides: Partial<typeof users.$inferInsert> = {}) => {
    const id = randomUUID().slice(0, 8)
    return { username: `user_${id}`, email: `user-${id}@example.com`, passwordHash: 'x', pageName: 'Page', ...overrides }
  }

  it('keeps usernames and emails unique regardless of case', async () => {
    const first = newUser()
    await t.db.insert(users).values(first)
    await expect(t.db.insert(users).values(newUser({ username: first.username.toUpperCase() }))).rejects.toThrow()
    await expect(t.db.insert(users).values(newUser({ email: first.email.toUpperCase() }))).rejects.toThrow()
  })

  it('refuses usernames outside the safe character set', async () => {
    await expect(t.db.insert(users).values(newUser({ username: '../admin' }))).rejects.toThrow()
    await expect(t.db.insert(users).values(newUser({ username: 'a b' }))).rejects.toThrow()
  })

  it('refuses unknown roles, categories and over-long descriptions', async () => {
    await expect(t.db.insert(users).values(newUser({ role: 'root' as never }))).rejects.toThrow()
    const [owner] = await t.db.insert(users).values(newUser()).returning({ id: users.id })
    const image = { userId: owner.id, storageKey: 'images/x/w320.webp', category: 'clothes' as const, expiryDate: '2030-01-01' }
    await expect(t.db.insert(images).values({ ...image, category: 'shoes' as never })).rejects.toThrow()
    await expect(t.db.insert(images).values({ ...image, description: 'x'.repeat(151) })).rejects.toThrow()
    await expect(t.db.insert(images).values({ ...image, description: 'x'.repeat(150) })).resolves.toBeDefined()
  })

  it("deletes a creator's images with the creator", async () => {
    const [owner] = await t.db.insert(users).values(newUser()).returning({ id: users.id })
    await t.db.insert(images).values({ userId: owner.id, storageKey: 'images/y/w320.webp', category: 'other', expiryDate: '2030-01-01' })
    await t.db.delete(users).where(eq(users.id, owner.id))
    expect(await t.db.select().from(images).where(eq(images.userId, owner.id))).toHaveLength(0)
  })

  it('starts with max expiry days 7 and bounds it to 1–365', async () => {
    const [settings] = await t.db.select().from(platformSettings)
    expect(settings.maxExpiryDays).toBe(7)
    await expect(t.db.update(platformSettings).set({ maxExpiryDays: 366 })).rejects.toThrow()
    await expect(t.db.update(platformSettings).set({ maxExpiryDays: 0 })).rejects.toThrow()
  })
})
