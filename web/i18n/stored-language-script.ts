import { LANGUAGE_COOKIE, LANGUAGE_PARAM, LANGUAGE_STORAGE_KEY, LANGUAGES } from '../../contract/language.ts'

/**
 * A visitor whose language lives only in localStorage (kept before the `lang` cookie existed, or
 * the cookie expired) gets the cookie before the body is painted; a page rendered in another
 * language is asked for again at once, so the first thing painted is in the visitor's language.
 * Nothing happens when the cookie is there, the URL names a language, or cookies are refused
 * (no endless reloads). Arguments, not imports: the function runs as the inline script's text.
 */
export function adoptStoredLanguage(
  doc: Document,
  loc: Location,
  storage: Pick<Storage, 'getItem'>,
  names: { cookie: string; param: string; key: string; languages: readonly string[] },
) {
  try {
    if (new RegExp(`(?:^|;\\s*)${names.cookie}=`).test(doc.cookie)) return
    if (new URLSearchParams(loc.search).has(names.param)) return
    const stored = storage.getItem(names.key)
    if (!stored || !names.languages.includes(stored)) return
    doc.cookie = `${names.cookie}=${stored}; Path=/; Max-Age=31536000; SameSite=Lax`
    const kept = new RegExp(`(?:^|;\\s*)${names.cookie}=${stored}(?:;|$)`).test(doc.cookie)
    if (kept && doc.documentElement.lang !== stored) loc.replace(loc.href)
  } catch {
    // Storage refused (private mode, sandboxed frame): the page stays in the language it came in.
  }
}

const NAMES = { cookie: LANGUAGE_COOKIE, param: LANGUAGE_PARAM, key: LANGUAGE_STORAGE_KEY, languages: LANGUAGES }

/** The same, as the inline script in <head> that runs before the body is painted. */
export const STORED_LANGUAGE_SCRIPT = `(${adoptStoredLanguage.toString()})(document,location,localStorage,${JSON.stringify(NAMES)})`
