import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { creatorStats, events, growthDailyItems, orders } from '../../db/schema/index.ts'
import { createTrackingService, type Visitor } from '../tracking/tracking.service.ts'
import { createGrowthService } from './growth.service.ts'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1'
let ipCounter = 0
const visitor = (over: Partial<Visitor> = {}): Visitor => ({
  ip: `203.0.113.${++ipCounter % 250}`,
  userAgent: PHONE,
  userId: null,
  ...over,
})

/** Page views, coupon copies and shop sales in the growth section (issue #17). */
describe('growth sources', () => {
  let t: TestApp
  let clock = new Date('2026-03-10T12:00:00Z')
  const now = () => clock
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  function services() {
    const tracking = createTrackingService({ db: t.db, public: t.app.services.public, now })
    const growth = createGrowthService({
      db: t.db,
      tags: t.app.services.tags,
      images: t.app.services.images,
      shop: t.app.services.shop,
      now,
    })
    return { tracking, growth }
  }

  describe('page views', () => {
    it('counts visits of the page and the shop per day, apart from image opens, with the usual filters', async () => {
      const { tracking, growth } = services()
      const user = await createUser(t.db)
      const image = await createImage(t.db, user.id)
      const actor = { id: user.id, role: 'user' as const }
      clock = new Date('2026-03-09T10:00:00Z')
      const anna = visitor({ referrer: 'https://www.instagram.com/' })
      await tracking.trackPageView(user.username, anna)
      // Her shop visit in the same hour is the same visit; a bot and the creator never count.
      await tracking.trackPageView(user.username, anna)
      await tracking.trackPageView(user.username, visitor({ userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))
      await tracking.trackPageView(user.username, visitor({ userId: user.id }))
      clock = new Date('2026-03-10T11:00:00Z')
      await tracking.trackPageView(user.username, anna)
      await tracking.trackPageView(user.username, visitor())
      await tracking.track('click', image.id, anna)
      await tracking.flush()

      const result = await growth.get(actor, 7)
      expect(result.totals).toMatchObject({ pageViews: 3, lightboxOpens: 1, clicks: 0, ctr: 0 })
      expect(result.series.slice(-2)).toEqual([
        { day: '2026-03-09', pageViews: 1, lightboxOpens: 0, clicks: 0 },
        { day: '2026-03-10', pageViews: 2, lightboxOpens: 1, clicks: 0 },
      ])
      expect(result.referrers).toContainEqual({ key: 'instagram', count: 3 })
      // A page view is about no look: no per-look row, no image on the event, no lifetime counter.
      expect(result.topLooks).toEqual([{ imageId: image.id, lightboxOpens: 1, clicks: 0, couponCopies: 0 }])
      const items = await t.db.select().from(growthDailyItems).where(eq(growthDailyItems.userId, user.id))
      expect(items.map((i) => i.metric)).toEqual(['view'])
      const rows = await t.db.select().from(events).where(eq(events.userId, user.id))
      expect(rows.filter((r) => r.kind === 'page_view').map((r) => [r.imageId, r.campaignId])).toEqual([
        [null, null],
        [null, null],
        [null, null],
      ])
      const [stats] = await t.db.select().from(creatorStats).where(eq(creatorStats.userId, user.id))
      expect(stats.clicks).toBe(1)
    })

    it('answers the beacon with 204, and 404 for unknown or unapproved creators, changing nothing', async () => {
      const user = await createUser(t.db)
      const hidden = await createUser(t.db, { approved: false })
      const beacon = (username: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/public/page_view/${username}?ref=${encodeURIComponent('https://www.tiktok.com/')}`,
          remoteAddress: '198.51.100.20',
          headers: { 'user-agent': PHONE },
        })
      expect((await beacon(user.username)).statusCode).toBe(204)
      expect((await beacon('no_such_creator_x')).statusCode).toBe(404)
      expect((await beacon('bad%20name!')).statusCode).toBe(404)
      expect((await beacon(hidden.username)).statusCode).toBe(404)
      await t.app.services.tracking.flush()
      const rows = await t.db.select().from(events).where(eq(events.kind, 'page_view'))
      expect(rows.filter((r) => r.userId === user.id).map((r) => r.referrer)).toEqual(['tiktok'])
      expect(rows.filter((r) => r.userId === hidden.id)).toEqual([])
    })
  })
  describe('coupon copies', () => {
    it('counts copies per look in the top looks, the card numbers and the totals, deduped per visitor and hour', async () => {
      const { tracking, growth } = services()
      const user = await createUser(t.db)
      const image = await createImage(t.db, user.id)
      const actor = { id: user.id, role: 'user' as const }
      clock = new Date('2026-03-10T12:00:00Z')
      const anna = visitor()
      await tracking.track('coupon_copy', image.id, anna)
      await tracking.track('coupon_copy', image.id, anna)
      await tracking.track('coupon_copy', image.id, visitor())
      await tracking.track('coupon_copy', image.id, visitor({ userId: user.id }))
      await tracking.track('click', image.id, anna)
      await tracking.flush()

      const result = await growth.get(actor, 7)
      expect(result.totals).toMatchObject({ couponCopies: 2, lightboxOpens: 1 })
      expect(result.topLooks).toEqual([{ imageId: image.id, lightboxOpens: 1, clicks: 0, couponCopies: 2 }])
      expect((await growth.looks(actor))[image.id]).toEqual({ lightboxOpens: 1, clicks: 0, ctr: null, couponCopies: 2 })
      // Copies are charted only: the stats card's lifetime counters are unchanged by them.
      const [stats] = await t.db.select().from(creatorStats).where(eq(creatorStats.userId, user.id))
      expect(stats).toMatchObject({ clicks: 1, shares: 0, engagements: 0 })
    })

    it('answers the beacon with 204 for a public image and 404 for an unknown one', async () => {
      const user = await createUser(t.db)
      const image = await createImage(t.db, user.id)
      const copy = (id: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/public/coupon_copy/${id}`,
          remoteAddress: '198.51.100.30',
          headers: { 'user-agent': PHONE },
        })
      expect((await copy(image.id)).statusCode).toBe(204)
      expect((await copy('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
      await t.app.services.tracking.flush()
      const rows = await t.db.select().from(events).where(eq(events.userId, user.id))
      expect(rows.map((r) => [r.kind, r.imageId])).toEqual([['coupon_copy', image.id]])
    })
  })
  describe('shop sales', () => {
    it('sums paid orders per UTC day of payment in minor units, leaving out unpaid, refunded and other sellers', async () => {
      const { growth } = services()
      const seller = await createUser(t.db)
      const other = await createUser(t.db)
      const order = (sellerId: string, totalCents: number, status: 'paid' | 'pending' | 'refunded', paidAt: string | null) =>
        t.db.insert(orders).values({
          sellerId,
          sellerUsername: 'x',
          totalCents,
          currency: 'eur',
          provider: 'local',
          providerSessionId: `s_${Math.random()}`,
          status,
          paidAt: paidAt ? new Date(paidAt) : null,
        })
      await order(seller.id, 1299, 'paid', '2026-03-09T23:59:00Z')
      await order(seller.id, 500, 'paid', '2026-03-10T00:01:00Z')
      await order(seller.id, 700, 'paid', '2026-03-10T09:00:00Z')
      await order(seller.id, 900, 'pending', null)
      await order(seller.id, 400, 'refunded', '2026-03-10T08:00:00Z')
      await order(seller.id, 100, 'paid', '2026-03-01T08:00:00Z')
      await order(other.id, 5000, 'paid', '2026-03-10T08:00:00Z')
      clock = new Date('2026-03-10T12:00:00Z')

      const result = await growth.get({ id: seller.id, role: 'user' }, 7)
      expect(result.sales).toHaveLength(1)
      // 1 March lies in the previous 7 days (25 February – 3 March).
      expect(result.sales[0]).toMatchObject({
        currency: 'eur',
        orders: 3,
        revenueCents: 2499,
        previousOrders: 1,
        previousRevenueCents: 100,
      })
      expect(result.sales[0].series.slice(-2)).toEqual([
        { day: '2026-03-09', orders: 1, revenueCents: 1299 },
        { day: '2026-03-10', orders: 2, revenueCents: 1200 },
      ])
      expect((await growth.get({ id: other.id, role: 'user' }, 7)).sales[0]).toMatchObject({
        orders: 1,
        revenueCents: 5000,
        previousOrders: 0,
      })
      // The CSV export: paid orders per day and the revenue per currency as a decimal amount.
      expect(await growth.csv({ id: seller.id, role: 'user' }, { from: '2026-03-09', to: '2026-03-10' })).toBe(
        'day,lightbox_opens,tag_clicks,ctr_percent,shares,campaign_clicks,page_views,coupon_copies,orders,revenue_eur\n' +
          '2026-03-09,0,0,,0,0,0,0,1,12.99\n2026-03-10,0,0,,0,0,0,0,2,12.00\n',
      )
      // A currency sold only in the previous period still shows, with nothing this period.
      clock = new Date('2026-03-17T12:00:00Z')
      expect((await growth.get({ id: seller.id, role: 'user' }, 7)).sales).toMatchObject([
        { currency: 'eur', orders: 0, revenueCents: 0, previousOrders: 3, previousRevenueCents: 2499 },
      ])
    })
  })
})
