/**
 * Fails when a catalog key exists in one language but not in another, when a value is empty, or
 * when interpolation placeholders ({{name}}) differ between languages, and when code uses a key no
 * catalog has or a route renders a namespace its loader does not ship (i18n-usage.ts). Run by
 * `npm run check` and `npm test`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LANGUAGES } from '../contract/language.ts'
import { LOCALES_DIR } from '../server/i18n.ts'
import { SHARED_TEXTS } from '../web/i18n/route-translations.ts'
import { checkUsage } from './i18n-usage.ts'

type Flat = Map<string, string>

function flatten(value: unknown, prefix: string, out: Flat) {
  if (typeof value === 'string') out.set(prefix, value)
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) flatten(v, `${prefix}[${i}]`, out)
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out)
  else out.set(prefix, String(value))
}

const flat: Record<string, Flat> = {}
for (const lang of LANGUAGES) {
  flat[lang] = new Map()
  for (const file of readdirSync(path.join(LOCALES_DIR, lang)).filter((f) => f.endsWith('.json'))) {
    const ns = file.slice(0, -5)
    flatten(JSON.parse(readFileSync(path.join(LOCALES_DIR, lang, file), 'utf8')), ns, flat[lang])
  }
}

const problems: string[] = []

/**
 * Plural families (`key_one`, `key_other`, … for `t(key, { count })`): each language has the forms
 * its Intl.PluralRules needs (English one/other, Arabic zero/one/two/few/many/other), `_zero` is
 * optional, and they are checked as one key `key_#` against English's `_other`.
 */
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/
for (const lang of LANGUAGES) {
  const needed: readonly string[] = new Intl.PluralRules(lang).resolvedOptions().pluralCategories
  const families = new Map<string, Map<string, string>>()
  for (const [key, value] of flat[lang]) {
    const match = PLURAL.exec(key)
    if (!match || !flat[lang].has(`${match[1]}_other`)) continue
    if (!families.has(match[1])) families.set(match[1], new Map())
    families.get(match[1])?.set(match[2], value)
  }
  for (const [base, forms] of families) {
    for (const form of needed) if (!forms.has(form)) problems.push(`${lang}: plural ${base} lacks _${form}`)
    for (const [form, value] of forms) {
      flat[lang].delete(`${base}_${form}`)
      if (form !== 'zero' && !needed.includes(form)) problems.push(`${lang}: plural ${base} has _${form}, which ${lang} never uses`)
      if (value.trim() === '') problems.push(`${lang}: empty ${base}_${form}`)
    }
    // The family as one key, with the placeholders of its `_other` form (other forms may leave {{count}} out).
    flat[lang].set(`${base}_#`, forms.get('other') ?? '')
  }
}

const allKeys = new Set(LANGUAGES.flatMap((lang) => [...flat[lang].keys()]))
const placeholders = (s: string) =>
  [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',')
for (const key of [...allKeys].sort()) {
  for (const lang of LANGUAGES) {
    const value = flat[lang].get(key)
    if (value === undefined) problems.push(`${lang}: missing ${key}`)
    else if (value.trim() === '') problems.push(`${lang}: empty ${key}`)
    else if (lang !== 'en' && flat.en.has(key) && placeholders(value) !== placeholders(flat.en.get(key) ?? '')) {
      problems.push(`${lang}: placeholders differ from en in ${key}`)
    }
  }
}

const english: Record<string, Record<string, unknown>> = {}
for (const file of readdirSync(path.join(LOCALES_DIR, 'en')).filter((f) => f.endsWith('.json'))) {
  english[file.slice(0, -5)] = JSON.parse(readFileSync(path.join(LOCALES_DIR, 'en', file), 'utf8'))
}
problems.push(...checkUsage(english, SHARED_TEXTS))

if (problems.length) {
  console.error(`i18n check failed (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`)
  process.exit(1)
}
console.log(`i18n check passed: ${allKeys.size} keys in ${LANGUAGES.join(', ')}`)
