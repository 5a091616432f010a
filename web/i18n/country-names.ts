import { LANGUAGES, type Language } from '../../contract/language.ts'

/**
 * Creators type their country as free text, mostly in English. Pages show it in the page's
 * language with the platform's own region names (Intl.DisplayNames): the text is matched against
 * every region's name in our languages, its ISO code and a few everyday short forms; anything
 * else is shown as typed. Loaders call this on the server and send the result, so the browser
 * hydrates the very text the server rendered whatever ICU version it has.
 */

/** Short forms people write that are not a region's display name in any of our languages. */
const ALIASES: Record<string, string> = {
  usa: 'US',
  'u s a': 'US',
  'u s': 'US',
  america: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'u k': 'GB',
  britain: 'GB',
  'great britain': 'GB',
  uae: 'AE',
  emirates: 'AE',
  ksa: 'SA',
  holland: 'NL',
  turkey: 'TR',
  'czech republic': 'CZ',
  'ivory coast': 'CI',
  burma: 'MM',
}

/** Case, accents, Arabic vowel marks, punctuation and a leading "the" do not matter. */
function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '')
}

let index: Map<string, string> | undefined

function regionIndex(): Map<string, string> {
  if (index) return index
  const built = new Map<string, string>()
  const namers = LANGUAGES.map((lang) => new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }))
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b
      // ZZ is "Unknown Region"; user-assigned codes have no names.
      if (code === 'ZZ' || !namers[0].of(code)) continue
      built.set(normalize(code), code)
      for (const namer of namers) {
        const name = namer.of(code)
        if (name && !built.has(normalize(name))) built.set(normalize(name), code)
      }
    }
  }
  for (const [alias, code] of Object.entries(ALIASES)) built.set(alias, code)
  index = built
  return built
}

const displayNames = new Map<Language, Intl.DisplayNames>()

/** The ISO 3166 code of a country as typed, if it names one. */
export function countryCode(typed: string): string | undefined {
  return regionIndex().get(normalize(typed))
}

/** The country as typed, in the page's language when it names a country we know. */
export function countryName(typed: string, lang: Language): string {
  const code = countryCode(typed)
  if (!code) return typed.trim()
  let names = displayNames.get(lang)
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region' })
    displayNames.set(lang, names)
  }
  return names.of(code) ?? typed.trim()
}

/** The directory's country filter: the stored values, labelled in the page's language and in its order. */
export function countryOptions(countries: string[], lang: Language): { value: string; label: string }[] {
  const collator = new Intl.Collator(lang)
  return countries.map((value) => ({ value, label: countryName(value, lang) })).sort((a, b) => collator.compare(a.label, b.label))
}
