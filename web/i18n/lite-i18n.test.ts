import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../contract/language.ts'
import { loadCatalogs } from '../../server/i18n.ts'
import { createLiteI18n } from './lite-i18n.ts'

const catalogs = loadCatalogs()

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix]
  if (!node || typeof node !== 'object' || Array.isArray(node)) return []
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key))
}

describe('lite i18n', () => {
  it.each(LANGUAGES)('translates every %s key exactly like i18next, with and without values', async (lang) => {
    const reference = i18next.createInstance()
    await reference.init({
      lng: lang,
      resources: { [lang]: { translation: catalogs[lang] } },
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    const lite = createLiteI18n(lang, catalogs[lang])
    const values = { name: 'Mila', count: 3, max: 150, email: 'a@b.example', year: 2026, plan: '<b>Basic</b>' }
    for (const key of keysOf(catalogs[lang])) {
      expect(lite.t(key, values), key).toBe(reference.t(key, values))
      expect(lite.t(key), key).toBe(reference.t(key))
    }
  })

  it.each(LANGUAGES)('picks the same %s plural form as i18next for every plural key and count', async (lang) => {
    const reference = i18next.createInstance()
    await reference.init({ lng: lang, resources: { [lang]: { translation: catalogs[lang] } }, nsSeparator: false, returnNull: false })
    const lite = createLiteI18n(lang, catalogs[lang])
    const bases = keysOf(catalogs[lang])
      .filter((key) => key.endsWith('_other'))
      .map((key) => key.slice(0, -'_other'.length))
    expect(bases).toContain('growth.days')
    for (const key of bases) {
      for (const count of [0, 1, 2, 3, 7, 11, 30, 90, 100, 101, 1.5]) {
        expect(lite.t(key, { count }), `${key} ${count}`).toBe(reference.t(key, { count }))
      }
    }
  })

  it('answers a missing key with the key or the default value, like i18next', () => {
    const lite = createLiteI18n('en', { nav: { home: 'Home' } })
    expect(lite.t('nav.nope')).toBe('nav.nope')
    expect(lite.t('admin.audit.actions.x', { defaultValue: 'x' })).toBe('x')
    expect(lite.t('nav')).toBe('nav')
  })

  it('adds route namespaces without touching the data it was given', () => {
    const shared = { nav: { home: 'Home' } }
    const lite = createLiteI18n('ar', shared)
    const route = { landing: { title: 'مرحبا' } }
    lite.addResourceBundle('ar', 'translation', route)
    expect(lite.t('landing.title')).toBe('مرحبا')
    expect(lite.t('nav.home')).toBe('Home')
    expect(shared).toEqual({ nav: { home: 'Home' } })
    expect(lite.dir()).toBe('rtl')
    expect(lite.language).toBe('ar')
  })
})
