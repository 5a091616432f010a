import { useCallback } from 'react'
import { useRevalidator, useRouteLoaderData } from 'react-router'
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Language } from '../../contract/language.ts'
import fontsStylesheet from '../fonts.css?url'
import type { RootData } from '../root.tsx'

const YEAR = 365 * 24 * 3600

/** Remembers the choice (localStorage `language` + `lang` cookie for the server) and re-renders in it. */
export function rememberLanguage(lang: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang)
  } catch {
    // Private mode or storage disabled: the cookie alone still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie read by the server on the first byte
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${YEAR}; SameSite=Lax`
}

/**
 * English and German public pages take only their own web faces, and only from the browser's cache
 * (docs/decisions/0046); a page switched to another language in place gets the whole stylesheet
 * (the Arabic faces among them).
 */
function addAllFaces() {
  if (document.querySelector(`link[rel="stylesheet"][href="${fontsStylesheet}"]`)) return
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = fontsStylesheet
  document.head.append(link)
}

export function useLanguage() {
  const root = useRouteLoaderData('root') as RootData
  const revalidator = useRevalidator()
  const setLanguage = useCallback(
    (lang: Language) => {
      rememberLanguage(lang)
      addAllFaces()
      // A signed-in account also gets its mails and notifications in the language chosen.
      if (document.documentElement.hasAttribute('data-account'))
        void import('./account-language.ts').then(({ saveAccountLanguage }) => saveAccountLanguage(lang))
      void revalidator.revalidate()
    },
    [revalidator],
  )
  return { lang: root.lang, dir: root.dir, setLanguage }
}
