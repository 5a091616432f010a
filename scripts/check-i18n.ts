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
import { SHARED_NAMESPACES } from '../web/i18n/route-translations.ts'
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
problems.push(...checkUsage(english, SHARED_NAMESPACES))

if (problems.length) {
  console.error(`i18n check failed (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`)
  process.exit(1)
}
console.log(`i18n check passed: ${allKeys.size} keys in ${LANGUAGES.join(', ')}`)
