import { useEffect } from 'react'
import { isLanguage, LANGUAGE_STORAGE_KEY } from '../../contract/language.ts'
import { useLanguage } from './use-language.ts'

/** Applies the language kept in localStorage at start-up when the cookie was lost or differs. */
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
    // A shared link with ?lang= shows that language; otherwise the stored choice wins.
    const fromLink = new URLSearchParams(window.location.search).has('lang')
    if (!fromLink && isLanguage(stored) && stored !== lang) setLanguage(stored)
  }, [])
  return null
}
