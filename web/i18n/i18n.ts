import type { Language } from '../../contract/language.ts'
import { createLiteI18n, type LiteI18n } from './lite-i18n.ts'

/**
 * One translation instance per language catalog. The server sends only the active language's
 * namespaces (English underneath as fallback), so the browser never downloads the other languages.
 * Keys read `namespace.key`, e.g. `t('landing.hero.title')`. The instance is the small i18next
 * work-alike of lite-i18n.ts (react-i18next's hooks are aliased to react-i18n-lite.tsx).
 */
export function createI18n(lang: Language, catalog: Record<string, unknown>): LiteI18n {
  return createLiteI18n(lang, catalog)
}
