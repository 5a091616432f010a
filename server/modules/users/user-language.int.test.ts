import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOFTWARE_NAME } from '../../../contract/site-defaults.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { notifications, users } from '../../db/schema/index.ts'
import { insertBadgeRequest, mailTo } from '../admin/admin-test-helpers.ts'

/** A namespace of the catalog with the platform's name filled in (no name set: the software's). */
const catalog = (lang: string, ns: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../web/i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8').replaceAll('{{site}}', SOFTWARE_NAME),
  )

/** Mails and notifications are written in the language the recipient uses the site in. */
describe("the recipient's language", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const languageOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.language

  it('a creator who signs in with the site in German gets the password-reset mail in German', async () => {
    const creator = await createUser(t.db)
    expect(await languageOf(creator.id)).toBe('en')
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: creator.email, password: creator.password },
      headers: { cookie: 'lang=de' },
    })
    expect(login.statusCode).toBe(200)
    expect(await languageOf(creator.id)).toBe('de')

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: creator.email },
      headers: { 'accept-language': 'en' },
    })
    expect(reset.statusCode).toBe(200)
    await mailTo(t, creator.email, catalog('de', 'email').reset.subject)
  })

  it('a creator who switches the site to Arabic gets the badge approval in Arabic, though the admin reviews in English', async () => {
    const creator = await createUser(t.db)
    const { cookie } = await loginHeaders(t, creator)
    const chosen = await t.app.inject({ method: 'POST', url: '/api/users/language', payload: { language: 'ar' }, headers: { cookie } })
    expect(chosen.statusCode).toBe(204)
    expect(await languageOf(creator.id)).toBe('ar')

    const admin = await createAdmin(t.db)
    const adminCookie = (await loginHeaders(t, admin)).cookie
    const request = await insertBadgeRequest(t.db, creator.id)
    const review = await t.app.inject({
      method: 'PUT',
      url: `/api/badge/${request.id}`,
      payload: { action: 'approve' },
      headers: { cookie: `${adminCookie}; lang=en` },
    })
    expect(review.statusCode).toBe(200)
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, creator.id))
    expect(notes.map((n) => n.message)).toContain(catalog('ar', 'notifications').badge_approved)
    await mailTo(t, creator.email, catalog('ar', 'email').badge_approved.subject)
  })

  it('asks for a session first and refuses a language it does not know, changing nothing', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/users/language', payload: { language: 'de' } })
    expect(guest.statusCode).toBe(401)
    const creator = await createUser(t.db)
    const { cookie } = await loginHeaders(t, creator)
    const unknown = await t.app.inject({ method: 'POST', url: '/api/users/language', payload: { language: 'fr' }, headers: { cookie } })
    expect(unknown.statusCode).toBe(400)
    expect(await languageOf(creator.id)).toBe('en')
  })
})
