import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../contract/language.ts'
import { SOFTWARE_NAME } from '../contract/site-defaults.ts'
import { SITE_PLACEHOLDER } from '../contract/site-settings.ts'
import { createCache } from './lib/cache.ts'
import { fromRoot } from './paths.ts'

/** Catalog of one language: namespace → nested keys → strings. */
export type Catalog = Record<string, Record<string, unknown>>

export const LOCALES_DIR = fromRoot('web/i18n/locales')

/** Reads every namespace file of every language once (`web/i18n/locales/<lang>/<namespace>.json`). */
export function loadCatalogs(dir = LOCALES_DIR): Record<Language, Catalog> {
  const result = {} as Record<Language, Catalog>
  for (const lang of LANGUAGES) {
    const catalog: Catalog = {}
    for (const file of readdirSync(path.join(dir, lang))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      catalog[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8'))
    }
    result[lang] = catalog
  }
  // English underneath every language: a key missing in de/ar shows in English, never as a raw key.
  for (const lang of LANGUAGES) {
    if (lang !== DEFAULT_LANGUAGE) result[lang] = deepMerge(result[DEFAULT_LANGUAGE], result[lang]) as Catalog
  }
  return result
}

function deepMerge(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over ?? base
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(over)) merged[key] = deepMerge(base[key], value)
  return merged
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function lookup(catalog: Catalog, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog)
  return typeof value === 'string' ? value : undefined
}

export type Translate = (key: string, params?: Record<string, string | number>) => string

/** A counted message's form for `count` (`key_one`, `key_few`, … as the web's translator picks them), else the key itself. */
function counted(catalog: Catalog, key: string, lang: Language, count: unknown): string | undefined {
  if (typeof count !== 'number') return lookup(catalog, key)
  const form = new Intl.PluralRules(lang).select(count)
  const zero = count === 0 ? lookup(catalog, `${key}_zero`) : undefined
  return zero ?? lookup(catalog, `${key}_${form}`) ?? lookup(catalog, `${key}_other`) ?? lookup(catalog, key)
}

/**
 * Server-side translator with the same `{{name}}` interpolation and plural forms as the web's, and
 * English fallback. `{{site}}` is the platform's configured name (`siteName`, read at each call).
 */
export function createTranslator(catalogs: Record<Language, Catalog>, siteName: () => string = () => SOFTWARE_NAME) {
  return (lang: Language): Translate =>
    (key, params) => {
      const template =
        counted(catalogs[lang], key, lang, params?.count) ??
        counted(catalogs[DEFAULT_LANGUAGE], key, DEFAULT_LANGUAGE, params?.count) ??
        key
      return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
        String(params?.[name] ?? (name === SITE_PLACEHOLDER ? siteName() : '')),
      )
    }
}

/**
 * The catalogs as pages receive them: `{{site}}` replaced by the platform's name, so page texts,
 * titles and share tags name the operator. One copy per language, made again when the name changes.
 */
export function createSiteCatalogs(catalogs: Record<Language, Catalog>) {
  // One per language for the name in force: a new name's copies push the old ones out.
  const made = createCache<Catalog>({ max: LANGUAGES.length })
  const placeholder = new RegExp(`\\{\\{\\s*${SITE_PLACEHOLDER}\\s*\\}\\}`, 'g')
  const fill = (node: unknown, name: string): unknown => {
    if (typeof node === 'string') return node.includes('{{') ? node.replace(placeholder, () => name) : node
    if (!isObject(node)) return node
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fill(value, name)]))
  }
  return (lang: Language, name: string): Catalog => {
    return made.getOrLoad(`${lang}\0${name}`, () => fill(catalogs[lang], name) as Catalog)
  }
}
