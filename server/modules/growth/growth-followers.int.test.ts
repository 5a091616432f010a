import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Growth } from '../../../contract/growth.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { followerDaily } from '../../db/schema/index.ts'
import { capturingMail, confirmedFollower, follow, freshAddress, uniqueEmail } from '../followers/followers-test-helpers.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const dayAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10)

describe('followers in the growth section', () => {
  let t: TestApp
  const { sent, port } = capturingMail()
  beforeAll(async () => {
    t = await createTestApp({ overrides: { mail: port } })
  })
  afterAll(() => t.close())

  const growthOf = async (user: { email: string; password: string }, days = 7) =>
    (await t.app.inject({ method: 'GET', url: `/api/growth?days=${days}`, headers: await loginHeaders(t, user) })).json() as Growth

  it('shows new, confirmed and unsubscribed followers per day, summed against the period before', async () => {
    const creator = await createUser(t.db)
    // Today, through the API: two requests, one confirmed and then unsubscribed, one confirmed and kept.
    const [kept, leaving] = [uniqueEmail(), uniqueEmail()]
    await confirmedFollower(t, sent, creator.username, kept)
    const mail = await confirmedFollower(t, sent, creator.username, leaving)
    const manage = mail.text.match(/\/followers\/manage\/([\w.-]+)/)![1]
    const list = await t.app.inject({ method: 'GET', url: `/api/followers/manage/${manage}`, remoteAddress: freshAddress() })
    const [{ id }] = list.json().following
    const stop = await t.app.inject({ method: 'DELETE', url: `/api/followers/manage/${manage}/${id}`, remoteAddress: freshAddress() })
    expect(stop.statusCode).toBeLessThan(300)
    expect((await follow(t, creator.username, uniqueEmail())).statusCode).toBe(202)
    // Earlier days: one inside the 7-day period, one in the period before it.
    await t.db.insert(followerDaily).values([
      { creatorId: creator.id, day: dayAgo(3), requested: 5, confirmed: 4, unsubscribed: 1 },
      { creatorId: creator.id, day: dayAgo(9), requested: 7, confirmed: 6, unsubscribed: 2 },
    ])

    const growth = await growthOf(creator)
    expect(growth.followers.series).toHaveLength(7)
    expect(growth.followers.series.at(-1)).toEqual({ day: dayAgo(0), requested: 3, confirmed: 2, unsubscribed: 1 })
    expect(growth.followers.series.find((d) => d.day === dayAgo(3))).toEqual({
      day: dayAgo(3),
      requested: 5,
      confirmed: 4,
      unsubscribed: 1,
    })
    expect(growth.followers.series.filter((d) => d.requested + d.confirmed + d.unsubscribed === 0)).toHaveLength(5)
    expect(growth.followers.totals).toEqual({ requested: 8, confirmed: 6, unsubscribed: 2 })
    expect(growth.followers.previous).toEqual({ requested: 7, confirmed: 6, unsubscribed: 2 })
  })

  it("never shows a creator another creator's followers", async () => {
    const [mine, theirs] = [await createUser(t.db), await createUser(t.db)]
    await confirmedFollower(t, sent, theirs.username, uniqueEmail())
    await t.db.insert(followerDaily).values({ creatorId: theirs.id, day: dayAgo(2), requested: 9, confirmed: 9, unsubscribed: 0 })

    const growth = await growthOf(mine, 30)
    expect(growth.followers.totals).toEqual({ requested: 0, confirmed: 0, unsubscribed: 0 })
    expect(growth.followers.series.every((d) => d.requested + d.confirmed + d.unsubscribed === 0)).toBe(true)
    expect((await growthOf(theirs, 30)).followers.totals).toEqual({ requested: 10, confirmed: 10, unsubscribed: 0 })
  })
})
