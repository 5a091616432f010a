import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, createTag } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { createTrackingService } from '../tracking/tracking.service.ts'
import { createGrowthService } from './growth.service.ts'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1'

/** Top looks, tags and visitor classes read whole months from the monthly rollups and the edge days from the daily ones. */
describe('growth across months', () => {
  let t: TestApp
  let clock = new Date()
  const now = () => clock
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('counts exactly the days of the range, whichever way each edge month is read', async () => {
    const tracking = createTrackingService({ db: t.db, public: t.app.services.public, now })
    const growth = createGrowthService({ db: t.db, tags: t.app.services.tags, images: t.app.services.images, now })
    const user = await createUser(t.db)
    const image = await createImage(t.db, user.id)
    const tag = await createTag(t.db, image.id, { link: 'https://shop.example.com/p' })
    const actor = { id: user.id, role: 'user' as const }
    let n = 0
    const visitor = () => ({ ip: `203.0.113.${++n}`, userAgent: PHONE, userId: null })
    const views = async (day: string, count: number) => {
      clock = new Date(`${day}T10:00:00Z`)
      for (let i = 0; i < count; i++) await tracking.track('click', image.id, visitor())
    }
    await views('2026-03-01', 1)
    await views('2026-03-02', 2)
    await views('2026-04-15', 1)
    await tracking.follow(tag.id, visitor(), { count: true })
    await views('2026-05-10', 1)
    await views('2026-05-30', 1)
    await views('2026-05-31', 3)
    await tracking.flush()

    // 90 days to 30 May: 2 March – 30 May (1 March and 31 May are subtracted from their months).
    clock = new Date('2026-05-30T12:00:00Z')
    const long = await growth.get(actor, 90)
    expect(long.topLooks).toEqual([{ imageId: image.id, lightboxOpens: 5, clicks: 1, couponCopies: 0 }])
    expect(long.topTags).toEqual([{ tagId: tag.id, clicks: 1, host: 'shop.example.com' }])
    expect(long.totals).toMatchObject({ lightboxOpens: 5, clicks: 1 })
    expect(long.referrers).toEqual([{ key: 'direct', count: 6 }])
    expect(long.devices).toEqual([{ key: 'mobile', count: 6 }])

    // 30 days to 10 May: 11 April – 10 May (April less its first ten days, plus ten days of May).
    clock = new Date('2026-05-10T12:00:00Z')
    const month = await growth.get(actor, 30)
    expect(month.topLooks).toEqual([{ imageId: image.id, lightboxOpens: 2, clicks: 1, couponCopies: 0 }])
    expect(month.countries).toEqual([{ key: 'ZZ', count: 3 }])
    expect(await growth.looks(actor)).toEqual({ [image.id]: { lightboxOpens: 2, clicks: 1, ctr: null, couponCopies: 0 } })

    // 14 – 20 March: nothing of this look in the range, so it is not listed.
    clock = new Date('2026-03-20T12:00:00Z')
    const week = await growth.get(actor, 7)
    expect(week.topLooks).toEqual([])
    expect(week.referrers).toEqual([])
  })
})
