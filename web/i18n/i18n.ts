import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../../contract/language.ts'

/**
 * One i18next instance per language catalog. The server sends only the active language's catalog
 * (English underneath as fallback), so the browser never downloads the other languages.
 * Keys read `namespace.key`, e.g. `t('landing.hero.title')`.
 */
export function createI18n(lang: Language, catalog: Record<string, unknown>): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: lang,
    resources: { [lang]: { translation: catalog } },
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  })
  return instance
}
