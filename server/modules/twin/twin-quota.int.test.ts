import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../tests/fixtures/test-app.ts'
import { createTwinApp, facePhoto, sendOutfit, testClock, trainedCreator } from './twin-test-helpers.ts'

const DAY = 24 * 60 * 60 * 1000

// Daily images and the outfit generator share one daily limit; the status says how much is left
// and when it starts again, so the page can say so before the limit is hit.
describe('AI studio daily limit', () => {
  const clock = testClock('2026-11-24T22:30:00Z')
  let t: TestApp
  beforeAll(async () => {
    t = await createTwinApp({ clock })
  })
  afterAll(() => t.close())

  const status = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/twin/status', headers: { cookie } })).json() as Record<string, unknown>
  const outfit = async (cookie: string) => sendOutfit(t, cookie, await facePhoto(), { prompt: 'beach' })

  it('counts outfits and daily images together, says what is left and when it starts again', async () => {
    const c = await trainedCreator(t)
    expect(await status(c.cookie)).toMatchObject({
      generationsLeftToday: 2,
      generationsPerDay: 2,
      generationsResetAt: '2026-11-25T00:00:00.000Z',
    })

    expect((await outfit(c.cookie)).statusCode).toBe(202)
    expect((await status(c.cookie)).generationsLeftToday).toBe(1)
    const daily = await t.app.inject({
      method: 'POST',
      url: '/api/twin/generate',
      headers: { cookie: c.cookie },
      payload: { prompt: 'city' },
    })
    expect(daily.statusCode).toBe(202)
    expect((await status(c.cookie)).generationsLeftToday).toBe(0)

    const refused = await outfit(c.cookie)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('AI_DAILY_LIMIT')

    clock.advance(DAY)
    expect(await status(c.cookie)).toMatchObject({ generationsLeftToday: 2, generationsResetAt: '2026-11-26T00:00:00.000Z' })
  })
})
