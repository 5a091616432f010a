import { describe, expect, it } from 'vitest'
import { createTranslator, loadCatalogs } from './i18n.ts'

const translate = createTranslator(loadCatalogs())

/** Mails and notifications written on the server count nouns like the web does. */
describe('server translator', () => {
  it('picks the plural form of a counted message by the language’s rules', () => {
    const vars = { minutes: 15, username: 'mila' }
    expect(translate('en')('notifications.login_failures', { ...vars, count: 1 })).toMatch(/^There was 1 failed sign-in on/)
    expect(translate('en')('notifications.login_failures', { ...vars, count: 20 })).toMatch(/^There were 20 failed sign-ins on/)
    expect(translate('ar')('notifications.login_failures', { ...vars, count: 2 })).toMatch(/^حدثت محاولتا تسجيل دخول فاشلتان/)
    expect(translate('ar')('notifications.login_failures', { ...vars, count: 5 })).toMatch(/^حدثت 5 محاولات/)
    expect(translate('ar')('notifications.login_failures', { ...vars, count: 20 })).toMatch(/^حدثت 20 محاولةً/)
    expect(translate('de')('email.login_failures.body', { ...vars, count: 20, link: 'x' })).toContain('20 fehlgeschlagene Anmeldungen')
  })

  it('reads plain messages as before, with or without a count', () => {
    expect(translate('en')('images.counter', { count: 3, max: 150 })).toBe('3/150')
    expect(translate('de')('images.uploaded')).toBe('Bild hochgeladen!')
  })
})
