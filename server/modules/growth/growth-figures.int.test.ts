import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, createTag, daysFromToday } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { createTrackingService, type Visitor } from '../tracking/tracking.service.ts'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1'
let ipCounter = 0
const visitor = (): Visitor => ({ ip: `192.0.2.${++ipCounter}`, userAgent: PHONE, userId: null })

/**
 * The figures creators read: click-through is tag clicks per 100 page views, clicks per look divides
 * the tag clicks by the looks that were public in the period, and lightbox opens are their own
 * figure (visitors who go straight to a tag never open the lightbox).
 */
describe('growth figures', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('counts click-through per page view and clicks per public look, without any lightbox open', async () => {
    const tracking = createTrackingService({ db: t.db, public: t.app.services.public })
    const user = await createUser(t.db)
    const actor = { id: user.id, role: 'user' as const }
    const look = await createImage(t.db, user.id)
    const quiet = await createImage(t.db, user.id)
    // Expired before the 7-day period began: not a look the period's visitors could see.
    await createImage(t.db, user.id, { expiryDate: daysFromToday(-10) })
    const tag = await createTag(t.db, look.id)
    for (let i = 0; i < 4; i++) await tracking.trackPageView(user.username as string, visitor())
    await tracking.follow(tag.id, visitor(), { count: true })
    await tracking.follow(tag.id, visitor(), { count: true })
    await tracking.flush()

    const growth = await t.app.services.growth.get(actor, 7)
    expect(growth.totals).toMatchObject({ pageViews: 4, clicks: 2, lightboxOpens: 0, ctr: 50, looks: 2, clicksPerLook: 1 })
    expect(growth.previous).toMatchObject({ pageViews: 0, clicks: 0, ctr: null, looks: 0, clicksPerLook: null })
    expect(growth.topLooks).toEqual([{ imageId: look.id, lightboxOpens: 0, clicks: 2, couponCopies: 0 }])
    // A look's own click-through: its tag clicks per 100 views of the page it is shown on.
    const looks = await t.app.services.growth.looks(actor)
    expect(looks[look.id]).toEqual({ lightboxOpens: 0, clicks: 2, ctr: 50, couponCopies: 0 })
    // A public look nobody clicked was still shown on every visit: 0 %, not "–".
    expect(looks[quiet.id]).toEqual({ lightboxOpens: 0, clicks: 0, ctr: 0, couponCopies: 0 })

    const csv = await t.app.services.growth.csv(actor, { from: daysFromToday(0), to: daysFromToday(0) })
    expect(csv.split('\n')[0]).toBe('day,lightbox_opens,tag_clicks,ctr_percent,shares,campaign_clicks,page_views,coupon_copies,orders')
    expect(csv.split('\n')[1]).toBe(`${daysFromToday(0)},0,2,50,0,0,4,0,0`)
  })
})
