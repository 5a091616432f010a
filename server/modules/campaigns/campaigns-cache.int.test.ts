import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { users } from '../../db/schema/index.ts'
import { createDataCache } from '../../web-cache/data-cache.ts'
import { createCampaignsRepository } from './campaigns.repository.ts'
import { createCampaignsService } from './campaigns.service.ts'

/**
 * The popup's data is cached per creator like the public pages' data (docs/decisions/0037): a new
 * campaign or a plan change shows through `creator_changed`, and the two-day limit holds for a
 * cached row.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE: 'true' } })
})
afterAll(() => t?.close())

const popup = async (username: string) => (await t.app.inject({ method: 'GET', url: `/api/campaigns/active/${username}` })).json().campaign

/** The notification travels through PostgreSQL asynchronously: ask until the answer changes. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return false
}

describe('campaign popup cache', () => {
  it('shows a new campaign and hides it after a plan change, both through creator_changed', async () => {
    const user = await createUser(t.db, { planType: 'ai' })
    const { cookie } = await loginHeaders(t, user)
    expect(await popup(user.username)).toBeNull()

    const created = await t.app.inject({ method: 'POST', url: '/api/campaigns/create', headers: { cookie }, payload: { title: 'Sale' } })
    expect(created.statusCode).toBe(201)
    expect(await eventually(async () => (await popup(user.username))?.id === created.json().id)).toBe(true)

    await t.db.update(users).set({ planType: 'basic' }).where(eq(users.id, user.id))
    expect(await eventually(async () => (await popup(user.username)) === null)).toBe(true)
  })

  it('hides a cached campaign once it is two days old, without any change', async () => {
    let clock = new Date('2026-07-01T09:00:00.000Z')
    const cache = createDataCache({ now: () => 0 })
    const service = createCampaignsService({
      db: t.db,
      repo: createCampaignsRepository(),
      storage: { url: (key: string) => `/uploads/${key}` } as never,
      tracking: { recordCampaignClick: async () => {} },
      now: () => clock,
      cache,
    })
    const user = await createUser(t.db, { planType: 'ai' })
    const campaign = await service.create(user, { title: 'Two days', description: null, image_url: null, cta_text: null, cta_link: null })
    expect((await service.active(user.username))?.id).toBe(campaign.id)
    expect(cache.size).toBe(1)

    clock = new Date(clock.getTime() + 48 * 60 * 60 * 1000)
    expect(await service.active(user.username)).toBeNull()
  })
})
