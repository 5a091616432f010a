import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { LANGUAGES, type Language } from '../../contract/language.ts'
import { siteLinks } from '../../contract/site-links.ts'
import { useLanguage } from '../i18n/use-language.ts'

const NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', ar: 'العربية' }

/**
 * en / de / ar buttons. Plain links to the language endpoint work without JavaScript; with it the choice is
 * stored (localStorage + cookie) and the page re-renders in place, unless its address names a
 * language.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const { lang, setLanguage } = useLanguage()
  const location = useLocation()
  const next = location.pathname + location.search + location.hash
  return (
    <nav aria-label={t('common.language')} className={`flex items-center gap-1 ${className}`}>
      {LANGUAGES.map((code) => (
        <a
          key={code}
          href={`${siteLinks.language.path}?${new URLSearchParams({ lang: code, next })}`}
          hrefLang={code}
          lang={code}
          aria-current={code === lang ? 'true' : undefined}
          title={NAMES[code]}
          onClick={(event) => {
            // A page whose address names its language (a shared `?lang=` link) goes through the
            // server, which drops the parameter; it would otherwise beat the choice.
            if (new URLSearchParams(location.search).has('lang')) return
            event.preventDefault()
            if (code !== lang) setLanguage(code)
          }}
          className={`inline-flex min-h-7 min-w-8 items-center justify-center rounded px-2 text-xs font-semibold uppercase tracking-wide ${
            code === lang ? 'bg-brand-600 text-white' : 'text-current hover:bg-white/20'
          }`}
        >
          <span aria-hidden="true">{code}</span>
          <span className="sr-only">{NAMES[code]}</span>
        </a>
      ))}
    </nav>
  )
}
