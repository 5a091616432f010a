import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, createTag } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { events } from '../../db/schema/index.ts'
import { createTrackingService, type Visitor } from '../tracking/tracking.service.ts'
import { createGrowthService } from './growth.service.ts'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36'
let ipCounter = 0
const visitor = (over: Partial<Visitor> = {}): Visitor => ({
  ip: `203.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
  userAgent: PHONE,
  userId: null,
  ...over,
})

describe('growth', () => {
  let t: TestApp
  let clock = new Date('2026-03-10T12:00:00Z')
  const now = () => clock
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  /** Tracking and growth on the test database with an injected clock and a fake country database. */
  function services() {
    const tracking = createTrackingService({
      db: t.db,
      public: t.app.services.public,
      now,
      countries: (ip) => (ip.startsWith('203.') ? 'DE' : null),
    })
    const growth = createGrowthService({ db: t.db, tags: t.app.services.tags, images: t.app.services.images, now })
    return { tracking, growth }
  }

  async function creator() {
    const user = await createUser(t.db)
    const image = await createImage(t.db, user.id)
    const tag = await createTag(t.db, image.id, { link: 'https://www.shop.example.com/p/1' })
    return { user, image, tag, actor: { id: user.id, role: 'user' as const } }
  }

  it('counts views and tag clicks per day with referrer, device and country, and stores no address', async () => {
    const { tracking, growth } = services()
    const { user, image, tag, actor } = await creator()
    clock = new Date('2026-03-10T12:00:00Z')
    const anna = visitor({ referrer: 'https://l.instagram.com/' })
    await tracking.track('click', image.id, anna)
    // The same visitor opening the image again within the hour does not count; her tag click does.
    await tracking.track('click', image.id, anna)
    await tracking.follow(tag.id, anna, { count: true })
    await tracking.track('click', image.id, visitor({ userAgent: DESKTOP, utmSource: 'tiktok', ip: '198.51.100.7' }))
    // Bots and the creator themself never count.
    await tracking.track('click', image.id, visitor({ userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))
    await tracking.track('click', image.id, visitor({ userId: user.id }))
    await tracking.flush()

    const result = await growth.get(actor, 7)
    expect(result).toMatchObject({ from: '2026-03-04', to: '2026-03-10', totals: { lightboxOpens: 2, clicks: 1, ctr: null } })
    expect(result.series).toHaveLength(7)
    expect(result.series.at(-1)).toEqual({ day: '2026-03-10', pageViews: 0, lightboxOpens: 2, clicks: 1 })
    expect(result.referrers).toEqual([
      { key: 'instagram', count: 2 },
      { key: 'tiktok', count: 1 },
    ])
    expect(result.devices).toEqual([
      { key: 'mobile', count: 2 },
      { key: 'desktop', count: 1 },
    ])
    expect(result.countries).toEqual([
      { key: 'DE', count: 2 },
      { key: 'ZZ', count: 1 },
    ])
    expect(result.topLooks).toEqual([{ imageId: image.id, lightboxOpens: 2, clicks: 1, couponCopies: 0 }])
    expect(result.topTags).toEqual([{ tagId: tag.id, clicks: 1, host: 'shop.example.com' }])

    const rows = await t.db.select().from(events).where(eq(events.userId, user.id))
    expect(rows).toHaveLength(3)
    for (const row of rows) expect(JSON.stringify(row)).not.toMatch(/203\.0\.|198\.51\./)
  })

  it('compares with the previous period and keeps days apart (injected clock)', async () => {
    const { tracking, growth } = services()
    const { image, actor } = await creator()
    clock = new Date('2026-02-20T08:00:00Z')
    await tracking.track('click', image.id, visitor())
    clock = new Date('2026-03-01T23:59:00Z')
    await tracking.track('click', image.id, visitor())
    await tracking.track('share', image.id, visitor())
    clock = new Date('2026-03-02T00:01:00Z')
    await tracking.track('click', image.id, visitor())
    await tracking.flush()

    clock = new Date('2026-03-07T10:00:00Z')
    const week = await growth.get(actor, 7)
    expect(week).toMatchObject({ from: '2026-03-01', to: '2026-03-07', totals: { lightboxOpens: 2, shares: 1, clicks: 0, ctr: null } })
    expect(week.previous).toMatchObject({ lightboxOpens: 0, ctr: null })
    expect(week.series.slice(0, 2)).toEqual([
      { day: '2026-03-01', pageViews: 0, lightboxOpens: 1, clicks: 0 },
      { day: '2026-03-02', pageViews: 0, lightboxOpens: 1, clicks: 0 },
    ])
    const earlier = await growth.get(actor, 7)
    expect(earlier.previousSeries[0].day).toBe('2026-02-22')

    clock = new Date('2026-03-15T10:00:00Z')
    const month = await growth.get(actor, 30)
    expect(month.totals.lightboxOpens).toBe(3)

    const csv = await growth.csv(actor, { from: '2026-03-01', to: '2026-03-02' })
    expect(csv).toBe(
      'day,lightbox_opens,tag_clicks,ctr_percent,shares,campaign_clicks,page_views,coupon_copies,orders\n2026-03-01,1,0,,1,0,0,0,0\n2026-03-02,1,0,,0,0,0,0,0\n',
    )
    expect((await growth.looks(actor))[image.id]).toEqual({ lightboxOpens: 3, clicks: 0, ctr: null, couponCopies: 0 })
  })

  it('keeps the numbers in the rollups when raw events pass their retention', async () => {
    const { tracking, growth } = services()
    const { user, image, actor } = await creator()
    clock = new Date('2025-10-01T10:00:00Z')
    await tracking.track('click', image.id, visitor())
    await tracking.flush()
    clock = new Date('2026-01-15T10:00:00Z')
    expect(await tracking.purgeOldEvents()).toBeGreaterThanOrEqual(1)
    expect(await t.db.select().from(events).where(eq(events.userId, user.id))).toEqual([])
    const csv = await growth.csv(actor, { from: '2025-10-01', to: '2025-10-01' })
    expect(csv.split('\n')[1]).toBe('2025-10-01,1,0,,0,0,0,0,0')
  })

  describe('API', () => {
    it('answers only the signed-in creator with their own numbers', async () => {
      const { tracking } = services()
      const a = await creator()
      const b = await creator()
      clock = new Date()
      await tracking.track('click', a.image.id, visitor())
      await tracking.follow(a.tag.id, visitor(), { count: true })
      await tracking.flush()

      expect((await t.app.inject({ method: 'GET', url: '/api/growth' })).statusCode).toBe(401)
      const mine = await t.app.inject({ method: 'GET', url: '/api/growth?days=7', headers: await loginHeaders(t, a.user) })
      expect(mine.statusCode).toBe(200)
      expect(mine.json().totals).toMatchObject({ lightboxOpens: 1, clicks: 1 })

      const theirs = await loginHeaders(t, b.user)
      const other = await t.app.inject({ method: 'GET', url: '/api/growth?days=7', headers: theirs })
      expect(other.json()).toMatchObject({ totals: { lightboxOpens: 0, clicks: 0 }, topLooks: [], topTags: [], referrers: [] })
      // Only their own look, with nothing counted on it.
      expect((await t.app.inject({ method: 'GET', url: '/api/growth/looks', headers: theirs })).json()).toEqual({
        [b.image.id]: { lightboxOpens: 0, clicks: 0, ctr: null, couponCopies: 0 },
      })
    })

    it('refuses periods other than 7, 30 and 90 days and export ranges over 366 days', async () => {
      const { user } = await creator()
      const headers = await loginHeaders(t, user)
      for (const days of ['1', '365', 'abc', '-7']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/growth?days=${days}`, headers })
        expect(res.statusCode).toBe(400)
        expect(res.json().code).toBe('VALIDATION_FAILED')
      }
      for (const q of ['from=2024-01-01&to=2026-01-01', 'from=2026-02-01&to=2026-01-01', 'from=x&to=2026-01-01']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/growth/export.csv?${q}`, headers })
        expect(res.statusCode).toBe(400)
      }
      const range = await t.app.inject({ method: 'GET', url: '/api/growth/export.csv?from=2024-01-01&to=2026-01-01', headers })
      expect(range.json()).toMatchObject({
        code: 'GROWTH_RANGE_INVALID',
        error: 'Choose a period of 1 to 366 days, with the start before the end.',
      })
      const ok = await t.app.inject({ method: 'GET', url: '/api/growth/export.csv?from=2026-01-01&to=2026-01-07', headers })
      expect(ok.statusCode).toBe(200)
      expect(ok.headers['content-type']).toContain('text/csv')
      expect(ok.body.trim().split('\n')).toHaveLength(8)
    })

    it('classifies a beacon by the referrer and utm_source it passes on', async () => {
      const { user, image } = await creator()
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/public/click/${image.id}?ref=${encodeURIComponent('https://www.youtube.com/watch')}`,
        remoteAddress: '192.0.2.44',
        headers: { 'user-agent': PHONE },
      })
      expect(res.statusCode).toBe(204)
      await t.app.services.tracking.flush()
      const growth = await t.app.inject({ method: 'GET', url: '/api/growth?days=7', headers: await loginHeaders(t, user) })
      expect(growth.json().referrers).toEqual([{ key: 'youtube', count: 1 }])
    })
  })
})
