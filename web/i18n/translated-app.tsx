import { useMemo } from 'react'
import { Outlet, useMatches } from 'react-router'
import type { Language } from '../../contract/language.ts'
import { ErrorPage } from '../components/error-page.tsx'
import { createI18n } from './i18n.ts'
import { I18nextProvider } from './react-i18n-lite.tsx'
import { mergeRouteTranslations } from './route-translations.ts'
import { StoredLanguage } from './stored-language.tsx'

type SharedTexts = { lang: Language; resources: Record<string, unknown> }

/**
 * The routes below the root with their texts: the shared namespaces from the root loader plus
 * each matched route's own. Loaded lazily by web/root.tsx (docs/decisions/0029).
 */
export function TranslatedOutlet({ lang, resources }: SharedTexts) {
  const i18n = useMemo(() => createI18n(lang, resources), [lang, resources])
  const matches = useMatches()
  // Before the outlet renders: the matched routes' namespaces (SSR, hydration, navigations).
  mergeRouteTranslations(i18n, matches)
  return (
    <I18nextProvider i18n={i18n}>
      <StoredLanguage />
      <Outlet />
    </I18nextProvider>
  )
}

/** The root's error page in the visitor's language. */
export function TranslatedErrorPage({ lang, resources, status }: SharedTexts & { status: number }) {
  const i18n = useMemo(() => createI18n(lang, resources), [lang, resources])
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorPage status={status} />
    </I18nextProvider>
  )
}
