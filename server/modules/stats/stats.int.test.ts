import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, daysFromToday } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { creatorStats, events, images, tags } from '../../db/schema/index.ts'

describe('stats API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function creatorWithData() {
    const user = await createUser(t.db)
    const headers = await loginHeaders(t, user)
    const newImage = async () =>
      (
        await t.db
          .insert(images)
          .values({ userId: user.id, storageKey: `test/${randomUUID()}.jpg`, category: 'makeup', expiryDate: '2099-01-01' })
          .returning()
      )[0]
    const [tagged, twiceTagged] = [await newImage(), await newImage()]
    await newImage() // untagged: uploaded, not tagged
    await t.db.insert(tags).values([
      { imageId: tagged.id, xPercent: 1, yPercent: 1, link: 'https://example.com/1' },
      { imageId: twiceTagged.id, xPercent: 2, yPercent: 2, link: 'https://example.com/2' },
      { imageId: twiceTagged.id, xPercent: 3, yPercent: 3, link: 'https://example.com/3' },
    ])
    await t.db.insert(creatorStats).values({ userId: user.id, clicks: 7, shares: 3, engagements: 2, campaignClicks: 5 })
    await t.db.insert(events).values([
      { userId: user.id, kind: 'click' },
      { userId: user.id, kind: 'share' },
    ])
    return { user, headers }
  }

  it('shows zeros for a creator without any activity', async () => {
    const headers = await loginHeaders(t, await createUser(t.db))
    const res = await t.app.inject({ method: 'GET', url: '/api/stats', headers: { cookie: headers.cookie } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ outfitsUploaded: 0, outfitsTagged: 0, clicks: 0, shares: 0, campaign_clicks: 0, reset_at: null })
  })

  it("shows only the signed-in creator's counters and images", async () => {
    const { headers } = await creatorWithData()
    await creatorWithData() // someone else's numbers must not leak in
    const res = await t.app.inject({ method: 'GET', url: '/api/stats', headers: { authorization: `Bearer ${headers.token}` } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ outfitsUploaded: 3, outfitsTagged: 2, clicks: 7, shares: 3, campaign_clicks: 5, reset_at: null })
  })

  it('counts untagged and expired uploads as outfits uploaded', async () => {
    const user = await createUser(t.db)
    const headers = await loginHeaders(t, user)
    await createImage(t.db, user.id)
    await createImage(t.db, user.id, { expiryDate: daysFromToday(-3) })
    const res = await t.app.inject({ method: 'GET', url: '/api/stats', headers: { cookie: headers.cookie } })
    expect(res.json()).toMatchObject({ outfitsUploaded: 2, outfitsTagged: 0 })
  })

  it('resets the counters to 0, records when, and keeps the event history', async () => {
    const { user, headers } = await creatorWithData()
    const res = await t.app.inject({ method: 'POST', url: '/api/stats/reset', headers: { cookie: headers.cookie } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ outfitsUploaded: 3, outfitsTagged: 2, clicks: 0, shares: 0, campaign_clicks: 0 })
    const [row] = await t.db.select().from(creatorStats).where(eq(creatorStats.userId, user.id))
    expect(row).toMatchObject({ clicks: 0, shares: 0, engagements: 0, campaignClicks: 0 })
    expect(row.resetAt).toBeInstanceOf(Date)
    expect(await t.db.select().from(events).where(eq(events.userId, user.id))).toHaveLength(2)
  })

  it('resets a creator that has no counters row yet', async () => {
    const user = await createUser(t.db)
    const headers = await loginHeaders(t, user)
    const res = await t.app.inject({ method: 'POST', url: '/api/stats/reset', headers: { cookie: headers.cookie } })
    expect(res.statusCode).toBe(200)
    expect(res.json().reset_at).toEqual(expect.any(String))
  })

  it.each([
    ['GET', '/api/stats'],
    ['POST', '/api/stats/reset'],
  ] as const)('%s %s: guests get 401', async (method, url) => {
    const res = await t.app.inject({ method, url })
    expect(res.statusCode).toBe(401)
  })
})
