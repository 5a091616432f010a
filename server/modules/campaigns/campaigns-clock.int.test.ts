import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { campaigns, users } from '../../db/schema/index.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { photo } from '../shop/shop-test-helpers.ts'
import { createCampaignsRepository } from './campaigns.repository.ts'
import { createCampaignsService } from './campaigns.service.ts'

const HOUR = 60 * 60 * 1000

/** In-memory storage, so the test can see which image files exist. */
function memoryStorage() {
  const files = new Map<string, Buffer>()
  const port: StoragePort = {
    kind: 'disk',
    put: async (key, data) => void files.set(key, data),
    get: async (key) => files.get(key) ?? null,
    delete: async (key) => void files.delete(key),
    url: (key) => `/uploads/${key}`,
    ping: async () => {},
    list: async function* (prefix) {
      for (const key of files.keys()) if (key.startsWith(prefix)) yield key
    },
  }
  return { port, files }
}

/** The rules that depend on time, with the service's clock injected (same database as the app). */
describe('campaigns over time', () => {
  let t: TestApp
  let clock: Date
  const storage = memoryStorage()
  const clicks: string[] = []
  let service: ReturnType<typeof createCampaignsService>
  beforeAll(async () => {
    t = await createTestApp()
    service = createCampaignsService({
      db: t.db,
      repo: createCampaignsRepository(),
      storage: storage.port,
      tracking: { recordCampaignClick: async (c) => void clicks.push(c.campaignId) },
      now: () => clock,
    })
  })
  afterAll(() => t.close())

  const input = (title: string) => ({ title, description: null, image_url: null, cta_text: 'Go', cta_link: 'https://example.com/' })
  const visitor = { ip: '198.51.100.9', userAgent: 'Mozilla/5.0', userId: null }

  it('a new day starts at 00:00 UTC: 23:59 and 00:00 are different days, 00:00 and 23:59 the same', async () => {
    const user = await createUser(t.db, { planType: 'ai' })
    clock = new Date('2026-03-01T23:59:59.000Z')
    await service.create(user, input('Late'))
    expect(await service.checkToday(user)).toEqual({ alreadyCreated: true, dayEndsAt: '2026-03-02T00:00:00.000Z' })

    clock = new Date('2026-03-02T00:00:00.000Z')
    expect((await service.checkToday(user)).alreadyCreated).toBe(false)
    await service.create(user, input('Early'))
    clock = new Date('2026-03-02T23:59:59.999Z')
    await expect(service.create(user, input('Again'))).rejects.toMatchObject({ code: 'CAMPAIGN_ALREADY_TODAY' })
    expect(await t.db.select().from(campaigns).where(eq(campaigns.userId, user.id))).toHaveLength(2)
  })

  it('shows the popup and counts clicks under 2 days, hides it at 2 days', async () => {
    const user = await createUser(t.db, { planType: 'ai' })
    const created = new Date('2026-04-10T12:00:00.000Z')
    clock = created
    const campaign = await service.create(user, input('Two days'))

    clock = new Date(created.getTime() + 48 * HOUR - 1)
    expect((await service.active(user.username))?.id).toBe(campaign.id)
    await service.click(campaign.id, visitor)
    expect(clicks).toContain(campaign.id)

    clock = new Date(created.getTime() + 48 * HOUR)
    expect(await service.active(user.username)).toBeNull()
    await expect(service.click(campaign.id, visitor)).rejects.toMatchObject({ code: 'CAMPAIGN_NOT_FOUND' })
    await expect(service.follow(campaign.id, visitor, { count: true })).rejects.toMatchObject({ code: 'CAMPAIGN_NOT_FOUND' })
  })

  it('hides the popup of a creator who left the AI plan or is not public', async () => {
    const user = await createUser(t.db, { planType: 'ai' })
    clock = new Date('2026-05-01T10:00:00.000Z')
    await service.create(user, input('Plan'))
    await t.db.update(users).set({ planType: 'basic' }).where(eq(users.id, user.id))
    expect(await service.active(user.username)).toBeNull()
    await expect(service.create(user, input('Basic'))).rejects.toMatchObject({ code: 'FORBIDDEN' })
  })

  it('the purge deletes campaigns older than 7 days with their image, and keeps younger ones', async () => {
    const user = await createUser(t.db, { planType: 'ai' })
    const created = new Date('2026-06-01T08:00:00.000Z')
    clock = created
    const old = await service.create(user, input('Old'), await photo())
    clock = new Date(created.getTime() + 24 * HOUR)
    const young = await service.create(user, input('Young'), await photo('#22c55e'))
    // Only the one rendition the popup uses is kept per campaign.
    expect(storage.files.size).toBe(2)

    clock = new Date(created.getTime() + 7 * 24 * HOUR)
    expect(await service.purgeExpired()).toBe(0)
    clock = new Date(created.getTime() + 7 * 24 * HOUR + 1)
    expect(await service.purgeExpired()).toBe(1)
    const left = await t.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.userId, user.id))
    expect(left.map((r) => r.id)).toEqual([young.id])
    expect([...storage.files.keys()]).toEqual([young.image_url?.replace('/uploads/', '')])
    expect(old.image_url).not.toBe(young.image_url)
  })
})
