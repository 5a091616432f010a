import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BADGE_CAPTION_CODE } from '../../../contract/badges.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { badgeRequests } from '../../db/schema/index.ts'

describe('badge requests', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const submit = (cookie: string, storyUrl: unknown, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/stories/submit', payload: { storyUrl }, headers: { cookie: `${cookie}; lang=${lang}` } })
  const rowsOf = (userId: string) => t.db.select().from(badgeRequests).where(eq(badgeRequests.userId, userId))

  it('submits a post URL as a pending request and shows it as mine', async () => {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    const res = await submit(cookie, '  https://www.instagram.com/p/abc123/  ')
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      message: 'Request submitted!',
      request: { status: 'pending', story_url: 'https://www.instagram.com/p/abc123/' },
    })
    expect(await rowsOf(user.id)).toMatchObject([{ status: 'pending', storyUrl: 'https://www.instagram.com/p/abc123/' }])

    const mine = await t.app.inject({ method: 'GET', url: '/api/stories/mine', headers: { cookie } })
    expect(mine.statusCode).toBe(200)
    expect(mine.json()).toMatchObject({ badge_verified: false, caption_code: BADGE_CAPTION_CODE, request: { status: 'pending' } })
  })

  it('answers the success message in the request language', async () => {
    const { cookie } = await loginHeaders(t, await createUser(t.db))
    const res = await submit(cookie, 'https://www.instagram.com/p/de/', 'de')
    expect(res.json().message).toBe('Anfrage eingereicht!')
  })

  it('allows one pending request at a time', async () => {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    expect((await submit(cookie, 'https://www.instagram.com/p/one/')).statusCode).toBe(201)
    const second = await submit(cookie, 'https://www.instagram.com/p/two/')
    expect(second.statusCode).toBe(409)
    expect(second.json().code).toBe('BADGE_REQUEST_PENDING')
    expect(await rowsOf(user.id)).toHaveLength(1)
  })

  it('allows a new request after a rejection, and none once verified', async () => {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    await t.db
      .insert(badgeRequests)
      .values({ userId: user.id, storyUrl: 'https://example.com/old', status: 'rejected', rejectionReason: 'No code' })
    expect((await submit(cookie, 'https://www.instagram.com/p/again/')).statusCode).toBe(201)

    const verified = await createUser(t.db, { badgeVerified: true })
    const verifiedHeaders = await loginHeaders(t, verified)
    const res = await submit(verifiedHeaders.cookie, 'https://www.instagram.com/p/x/')
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('BADGE_ALREADY_VERIFIED')
    expect(await rowsOf(verified.id)).toHaveLength(0)
  })

  it.each([
    ['', 'badges.url_required', 'Please enter a post URL.'],
    ['   ', 'badges.url_required', 'Please enter a post URL.'],
    [undefined, 'badges.url_required', 'Please enter a post URL.'],
    ['javascript:alert(1)', 'badges.url_invalid', undefined],
    ['instagram.com/p/abc', 'badges.url_invalid', undefined],
  ])('refuses the URL %j', async (storyUrl, key, message) => {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    const res = await submit(cookie, storyUrl)
    expect(res.statusCode).toBe(400)
    expect(res.json().details[0]).toMatchObject({ field: 'storyUrl', key, ...(message ? { message } : {}) })
    expect(await rowsOf(user.id)).toHaveLength(0)
  })

  it('shows no request for a creator who never asked', async () => {
    const { cookie } = await loginHeaders(t, await createUser(t.db))
    const res = await t.app.inject({ method: 'GET', url: '/api/stories/mine', headers: { cookie } })
    expect(res.json()).toEqual({ badge_verified: false, caption_code: BADGE_CAPTION_CODE, request: null })
  })

  it.each([
    ['POST', '/api/stories/submit', { storyUrl: 'https://example.com' }],
    ['GET', '/api/stories/mine', undefined],
  ] as const)('%s %s: guests get 401', async (method, url, payload) => {
    expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401)
  })
})
