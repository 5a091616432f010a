import { directionOf, type Language } from '../../contract/language.ts'
import { mergeTexts } from './texts.ts'

/**
 * The part of i18next this app uses, a small fraction of i18next's size on every page (see
 * docs/decisions/0001): `t('namespace.key', { name })` with `{{name}}` interpolation (values not
 * escaped: React escapes them), `defaultValue`, the key itself when missing, `language`, `dir()`,
 * adding resources, and plurals as i18next resolves them: with a numeric `count`, `key_zero` (for
 * 0), then `key_<Intl.PluralRules category>` (`_one`/`_other`; Arabic also `_zero/_two/_few/_many`),
 * then `key`. No nesting ($t), formatting or contexts: the catalogs use none, and
 * web/i18n/lite-i18n.test.ts compares every key with i18next.
 */
export interface LiteI18n {
  language: Language
  dir(lng?: string): 'ltr' | 'rtl'
  t: LiteT
  addResourceBundle(
    lng: string,
    ns: string,
    resources: Record<string, unknown>,
    deep?: boolean,
    overwrite?: boolean,
    options?: unknown,
  ): LiteI18n
  getResourceBundle(lng: string, ns: string): Record<string, unknown>
}

export type LiteT = (key: string | string[], options?: Record<string, unknown>) => string

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g

export function interpolate(template: string, values: Record<string, unknown> | undefined) {
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values?.[name]
    // i18next leaves a placeholder without a value as it is, and shows null as nothing.
    if (value === undefined) return placeholder
    return value === null ? '' : String(value)
  })
}

// Intl constructors are costly and an instance is made per server render: one rule set per language.
const pluralRules = new Map<Language, Intl.PluralRules>()
const pluralRulesOf = (lang: Language) => {
  const known = pluralRules.get(lang)
  if (known) return known
  const rules = new Intl.PluralRules(lang)
  pluralRules.set(lang, rules)
  return rules
}

export function createLiteI18n(lang: Language, catalog: Record<string, unknown>): LiteI18n {
  let resources: Record<string, unknown> = { ...catalog }
  const lookup = (key: string) => {
    let node: unknown = resources
    for (const part of key.split('.')) {
      if (node === null || typeof node !== 'object') return undefined
      node = (node as Record<string, unknown>)[part]
    }
    return typeof node === 'string' ? node : undefined
  }
  const plurals = pluralRulesOf(lang)
  /** The keys i18next tries for one key, most specific first. */
  const candidates = (key: string, count: unknown) => {
    if (typeof count !== 'number') return [key]
    const suffixes = count === 0 ? ['_zero', `_${plurals.select(count)}`] : [`_${plurals.select(count)}`]
    return [...suffixes.map((suffix) => key + suffix), key]
  }
  const t: LiteT = (key, options) => {
    // The common call, one key without a count: no candidate lists (a render makes hundreds of calls).
    if (typeof key === 'string' && typeof options?.count !== 'number') {
      const found = lookup(key)
      const text = found ?? (typeof options?.defaultValue === 'string' ? options.defaultValue : key)
      return options ? interpolate(text, options) : text
    }
    const keys = (Array.isArray(key) ? key : [key]).flatMap((k) => candidates(k, options?.count))
    const found = keys.map(lookup).find((value) => value !== undefined)
    const fallback = typeof options?.defaultValue === 'string' ? options.defaultValue : keys[keys.length - 1]
    // Like i18next: without options the text comes back as written, placeholders included.
    return options ? interpolate(found ?? fallback, options) : (found ?? fallback)
  }
  const instance: LiteI18n = {
    language: lang,
    dir: (lng) => directionOf((lng ?? lang) as Language),
    t,
    // Same shape as i18next's; only the one `translation` namespace exists. Merged group inside
    // group: a page may ship only some groups or keys of a namespace (route-translations.ts), and
    // what another route shipped stays.
    addResourceBundle(_lng, _ns, bundle) {
      resources = mergeTexts(resources, bundle)
      return instance
    },
    getResourceBundle: () => resources,
  }
  return instance
}
