import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { readOutbox } from '../../ports/email/outbox.adapter.ts'

let ip = 0
const from = () => ({ remoteAddress: `198.51.100.${(ip++ % 250) + 1}` })

describe('the password reset mail language', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function subjectFor(email: string, headers: Record<string, string>) {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email }, headers, ...from() })
    expect(res.statusCode).toBe(200)
    let subject: string | undefined
    await expect
      .poll(
        async () => {
          subject = (await readOutbox(t.config.mail.outboxDir)).find((m) => m.to === email)?.subject
          return subject
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBeTruthy()
    return subject
  }

  it('follows the page the request came from while the holder has not picked a language', async () => {
    const viaCookie = await createUser(t.db, { language: 'en' })
    expect(await subjectFor(viaCookie.email, { cookie: 'lang=de' })).toBe('Setze dein Looktag-Passwort zurück')
    const viaHeader = await createUser(t.db, { language: 'en' })
    expect(await subjectFor(viaHeader.email, { 'accept-language': 'ar,en;q=0.5' })).toBe('إعادة تعيين كلمة مرور Looktag')
  })

  it('keeps the language the holder picked on the site, and the stored one for a client that names none', async () => {
    const picked = await createUser(t.db, { language: 'ar', languageChosen: true })
    expect(await subjectFor(picked.email, { cookie: 'lang=de' })).toBe('إعادة تعيين كلمة مرور Looktag')
    const silent = await createUser(t.db, { language: 'de' })
    expect(await subjectFor(silent.email, {})).toBe('Setze dein Looktag-Passwort zurück')
  })

  it('takes a sign-in with the site’s language cookie as a choice that a browser’s own language does not undo', async () => {
    const user = await createUser(t.db, { language: 'en' })
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password }, headers, ...from() })
    expect((await signIn({ cookie: 'lang=ar' })).statusCode).toBe(200)
    expect((await signIn({ 'accept-language': 'de' })).statusCode).toBe(200)
    expect(await subjectFor(user.email, { 'accept-language': 'de' })).toBe('إعادة تعيين كلمة مرور Looktag')
  })

  it('marks the language picked with the switch as the holder’s choice', async () => {
    const user = await createUser(t.db, { language: 'en' })
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      ...from(),
    })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/language',
      headers: { authorization: `Bearer ${login.json().token}` },
      payload: { language: 'de' },
    })
    expect(res.statusCode).toBeLessThan(300)
    expect(await subjectFor(user.email, { cookie: 'lang=en' })).toBe('Setze dein Looktag-Passwort zurück')
  })
})
