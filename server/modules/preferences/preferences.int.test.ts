import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { users } from '../../db/schema/index.ts'

describe('language and consent redirects', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://looktag.example' } })
  })
  afterAll(() => t.close())

  const language = (next: string) => t.app.inject({ method: 'GET', url: `/api/language?lang=en&next=${next}` })
  const consent = (next: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/consent',
      payload: `next=${next}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })

  it('goes back to a path on our own origin', async () => {
    for (const send of [language, consent]) {
      const res = await send('%2Fcreator_1%2Fshop%3Ftag%3D2')
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe('/creator_1/shop?tag=2')
    }
  })

  it('goes back to the page without the language its link named, which would beat the choice', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/language?lang=ar&next=${encodeURIComponent('/trends?lang=en&page=2#look')}`,
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/trends?page=2#look')
    expect(res.headers['set-cookie']).toMatch(/^lang=ar;/)
    const only = await t.app.inject({ method: 'GET', url: `/api/language?lang=de&next=${encodeURIComponent('/about?lang=ar')}` })
    expect(only.headers.location).toBe('/about')
  })

  it("stores the signed-in account's language, as the page's own switch does, for its mails", async () => {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    const storedLanguage = async () =>
      (await t.db.select({ language: users.language }).from(users).where(eq(users.id, user.id)))[0].language
    for (const lang of ['ar', 'de'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/language?lang=${lang}&next=%2Fdashboard`, headers: { cookie } })
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe('/dashboard')
      expect(await storedLanguage()).toBe(lang)
    }
    // A visitor without a session only gets the cookie.
    expect((await language('%2F')).statusCode).toBe(303)
    expect(await storedLanguage()).toBe('de')
  })

  it('never sends the browser to another site', async () => {
    for (const next of ['/%09/evil.example', '/%5Cevil.example', '%2F%2Fevil.example', '/.//evil.example', 'https://evil.example']) {
      for (const send of [language, consent]) {
        const res = await send(next)
        expect(res.statusCode, next).toBe(303)
        expect(res.headers.location, next).toBe('/')
      }
    }
  })

  it('answers control and non-Latin-1 characters with a redirect home, not a 500', async () => {
    for (const next of ['/a%0ab', '/a%0d%0aSet-Cookie:%20x=1', '/a%E2%80%8Bb', '/%D9%85%D8%B1%D8%AD%D8%A8%D8%A7']) {
      for (const send of [language, consent]) {
        const res = await send(next)
        expect(res.statusCode, next).toBe(303)
        expect(res.headers.location, next).toMatch(/^\/[\x21-\x7e]*$/)
        expect(res.headers['set-cookie']).toBeDefined()
      }
    }
    // A NUL byte is refused before any route runs (decision 0011): a clear 400, nothing set.
    for (const send of [language, consent]) {
      const res = await send('/a%00')
      expect(res.statusCode).toBe(400)
      expect(res.headers['set-cookie']).toBeUndefined()
    }
    expect((await language('/a%0ab')).headers.location).toBe('/')
    expect((await language('/a%E2%80%8Bb')).headers.location).toBe('/a%E2%80%8Bb')
  })
})
