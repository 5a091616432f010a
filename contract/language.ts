/** Interface languages. `en` is the default and the fallback for missing keys. */
export const LANGUAGES = ['en', 'de', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/** Cookie mirrored from localStorage `language` so the server renders the right language on the first byte. */
export const LANGUAGE_COOKIE = 'lang'
export const LANGUAGE_STORAGE_KEY = 'language'
/** Query parameter naming a page's language (shared links, hreflang alternates); it beats the cookie. */
export const LANGUAGE_PARAM = 'lang'

/**
 * A URL's query without the language parameter (`?lang=de&page=2` → `?page=2`): where a visitor
 * chooses a language, the page must stop naming another one, or it would stay in that one.
 */
export function withoutLanguageParam(search: string): string {
  const params = new URLSearchParams(search)
  if (!params.has(LANGUAGE_PARAM)) return search
  params.delete(LANGUAGE_PARAM)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

export function directionOf(lang: Language): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr'
}

/** The `lang` cookie wins; else the best match in Accept-Language (by q-value); else English. */
export function pickLanguage(cookieValue: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(cookieValue)) return cookieValue
  if (!acceptLanguage) return DEFAULT_LANGUAGE
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index }
    })
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((r) => r.base).find(isLanguage) ?? DEFAULT_LANGUAGE
}
