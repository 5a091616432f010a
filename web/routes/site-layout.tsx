import { type ReactNode, Suspense } from 'react'
import { isRouteErrorResponse, Outlet, useLocation, useRevalidator, useRouteError, useRouteLoaderData } from 'react-router'
import { lazyNamed } from '../lib/lazy-named.ts'
import type { RootData } from '../root.tsx'

// Server-rendered in full; their code loads after the page is painted (docs/decisions/0029).
const chrome = () => import('../components/site-chrome.ts')
const SkipLink = lazyNamed(chrome, 'SkipLink')
const TopBar = lazyNamed(chrome, 'TopBar')
const SiteHeader = lazyNamed(chrome, 'SiteHeader')
const SiteFooter = lazyNamed(chrome, 'SiteFooter')
const ErrorPage = lazyNamed(() => import('../components/error-page-lazy.ts'), 'ErrorPage')
const CookieBanner = lazyNamed(() => import('../components/cookie-banner.tsx'), 'CookieBanner')

/** Public pages: top bar (every page except /), header, content, footer, cookie notice. */
export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  )
}

/**
 * A page whose data failed to load (or that threw) keeps the header and navigation, with a way to
 * load it again; only an error above the layout falls back to the root's bare page.
 */
export function ErrorBoundary() {
  const error = useRouteError()
  const revalidator = useRevalidator()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <SiteFrame>
      <Suspense>
        <ErrorPage status={status} onRetry={status === 404 ? undefined : () => void revalidator.revalidate()} />
      </Suspense>
    </SiteFrame>
  )
}

function SiteFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const root = useRouteLoaderData('root') as RootData | undefined
  return (
    <div className="flex min-h-dvh flex-col">
      <Suspense>
        <SkipLink />
        {pathname !== '/' && <TopBar />}
        <SiteHeader showLanguages={pathname === '/'} />
      </Suspense>
      {/* Visitors who accepted it never load the notice's code. Fixed at the bottom, but early in the
          document: it is painted with the header, not after the parser has read the whole page, and a
          screen reader meets it before the content (decision 0036). */}
      {!root?.consented && (
        <Suspense>
          <CookieBanner />
        </Suspense>
      )}
      <main id="main" className="flex-1">
        {children}
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </div>
  )
}
