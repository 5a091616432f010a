import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useRouteLoaderData } from 'react-router'
import { site } from '../../content/site.ts'
import { CONSENT_COOKIE } from '../../contract/http.ts'
import { siteLinks } from '../../contract/site-links.ts'
import type { RootData } from '../root.tsx'

/**
 * Cookie notice at the bottom until accepted. Rendered on the server from the consent cookie, so it
 * never flashes. The form posts to the consent endpoint without JavaScript; with it the cookie is set here.
 */
export function CookieBanner() {
  const { t } = useTranslation()
  const root = useRouteLoaderData('root') as RootData
  const location = useLocation()
  const [accepted, setAccepted] = useState(root.consented)
  if (accepted) return null
  return (
    <section
      aria-label={t('cookies.banner_label')}
      data-cookie-notice
      // Compact on a phone (text and button side by side): with the header it leaves the page two thirds of the first screen.
      className="fixed inset-x-0 bottom-0 z-40 border-t border-zinc-200 bg-white/95 px-4 py-3 shadow-[0_-4px_24px_rgba(0,0,0,0.08)] backdrop-blur sm:p-4"
    >
      <form
        method="post"
        action={siteLinks.consent.path}
        onSubmit={(event) => {
          event.preventDefault()
          // biome-ignore lint/suspicious/noDocumentCookie: the consent cookie is a plain flag
          document.cookie = `${CONSENT_COOKIE}=1; Path=/; Max-Age=${site.consentCookieDays * 24 * 3600}; SameSite=Lax`
          setAccepted(true)
        }}
        className="mx-auto flex max-w-5xl items-center justify-between gap-3"
      >
        <input type="hidden" name="next" value={location.pathname + location.search} />
        <p className="text-xs text-zinc-700 sm:text-sm">
          {t('cookies.banner_text')}{' '}
          <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
            {t('cookies.privacy_link')}
          </Link>
        </p>
        <button
          type="submit"
          className="min-h-10 shrink-0 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 sm:px-6"
        >
          {t('cookies.accept')}
        </button>
      </form>
    </section>
  )
}
