import { describe, expect, it } from 'vitest'
import { createSiteCatalogs, createTranslator, loadCatalogs } from './i18n.ts'

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

describe('the platform name in texts', () => {
  it('puts the configured name into mails, read again at each call', () => {
    let name = 'Atelier Nord'
    const t = createTranslator(loadCatalogs(), () => name)('ar')
    expect(t('email.approved.subject')).toContain('Atelier Nord')
    name = 'Modehaus'
    expect(t('email.approved.subject')).toContain('Modehaus')
    expect(t('email.approved.subject')).not.toContain('Looktag')
  })

  it('serves pages catalogs that name the operator, made again when the name changes', () => {
    const catalogFor = createSiteCatalogs(loadCatalogs())
    const landing = (name: string) => (catalogFor('de', name).landing as { meta: { description: string } }).meta.description
    expect(landing('Atelier Nord')).toContain('Atelier Nord')
    expect(landing('Modehaus')).toContain('Modehaus')
    expect(JSON.stringify(catalogFor('en', 'Modehaus'))).not.toMatch(/Looktag|\{\{\s*site\s*\}\}/)
  })
})
