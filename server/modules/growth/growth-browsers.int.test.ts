import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, createTag } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { createTrackingService, type Visitor } from '../tracking/tracking.service.ts'
import { createGrowthService } from './growth.service.ts'

const INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 326.0.3.30.91 (iPhone14,5; iOS 17_4; en_US; en; scale=3.00; 1170x2532; 587416412)'
const TIKTOK =
  'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 trill_330503 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/33.5.3 BytedanceWebview/d8a21c6'
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

let ip = 0
const visitor = (userAgent: string): Visitor => ({ ip: `198.51.100.${++ip}`, userAgent, userId: null })

/** The growth section splits visits and tag clicks by in-app browser, so creators see where buyers drop. */
describe('growth by browser', () => {
  let t: TestApp
  const now = () => new Date('2026-05-20T12:00:00Z')
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('counts visits and tag clicks per in-app browser and the rest as other browsers', async () => {
    const tracking = createTrackingService({ db: t.db, public: t.app.services.public, now })
    const growth = createGrowthService({ db: t.db, tags: t.app.services.tags, images: t.app.services.images, now })
    const user = await createUser(t.db)
    const image = await createImage(t.db, user.id)
    const tag = await createTag(t.db, image.id)

    for (const ua of [INSTAGRAM, INSTAGRAM, TIKTOK, SAFARI]) {
      const v = visitor(ua)
      await tracking.trackPageView(user.username, v)
      if (ua !== TIKTOK) await tracking.follow(tag.id, v, { count: true })
    }
    await tracking.flush()

    const result = await growth.get({ id: user.id, role: 'user' }, 7)
    expect(result.browsers).toEqual([
      { key: 'instagram', pageViews: 2, clicks: 2 },
      { key: 'other', pageViews: 1, clicks: 1 },
      { key: 'tiktok', pageViews: 1, clicks: 0 },
    ])
    // Another creator sees none of it.
    const other = await createUser(t.db)
    expect((await growth.get({ id: other.id, role: 'user' }, 7)).browsers).toEqual([])
  })
})
