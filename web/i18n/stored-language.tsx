import { useEffect } from 'react'
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Language } from '../../contract/language.ts'
import { rememberLanguage, useLanguage } from './use-language.ts'

/**
 * What the page does with the visitor's language at start-up: `apply` a language kept in
 * localStorage whose cookie was lost, or `remember` (into localStorage) the cookie's language.
 * Both switchers set the cookie, the plain /api/language link too — taken before the page's code
 * ran, or without JavaScript — so the cookie is the latest choice and an older stored one must not
 * undo it. The cookie can also change after the page was requested (another tab, or this one's
 * previous page finishing its own start-up while the next page loaded): a page rendered in another
 * language than the cookie's then switches to the cookie's. A shared link with `?lang=` shows that
 * language and changes neither.
 */
export function startupLanguage(
  cookies: string,
  stored: string | null,
  search: string,
  lang: Language,
): { apply: Language } | { remember: Language } | null {
  if (new URLSearchParams(search).has('lang')) return null
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookies)?.[1]
  if (isLanguage(cookie)) return cookie !== lang ? { apply: cookie } : stored === cookie ? null : { remember: cookie }
  return isLanguage(stored) && stored !== lang ? { apply: stored } : null
}

/** Applies the language kept in localStorage at start-up when the cookie was lost, and keeps it in step with the cookie. */
export function StoredLanguage() {
  const { lang, setLanguage } = useLanguage()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once at start-up; later changes go through the switcher
  useEffect(() => {
    const stored = (() => {
      try {
        return localStorage.getItem(LANGUAGE_STORAGE_KEY)
      } catch {
        return null
      }
    })()
    const action = startupLanguage(document.cookie, stored, window.location.search, lang)
    if (action && 'apply' in action) setLanguage(action.apply)
    else if (action) rememberLanguage(action.remember)
  }, [])
  return null
}
