import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { CookieBanner } from '../components/cookie-banner.tsx'
import { SiteFooter } from '../components/site-footer.tsx'
import { SiteHeader } from '../components/site-header.tsx'
import { TopBar } from '../components/top-bar.tsx'

/** Public pages: top bar (every page except /), header, content, footer, cookie notice. */
export default function SiteLayout() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('common.skip_to_content')}
      </a>
      {pathname !== '/' && <TopBar />}
      <SiteHeader showLanguages={pathname === '/'} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <CookieBanner />
    </div>
  )
}
