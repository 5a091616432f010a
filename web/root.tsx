import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import notoArabic from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url'
import { Suspense, useMemo } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { getRequestContext } from './context.ts'
import { createI18n } from './i18n/i18n.ts'
import { I18nextProvider } from './i18n/react-i18n-lite.tsx'
import { mergeRouteTranslations, pickNamespaces, SHARED_NAMESPACES } from './i18n/route-translations.ts'
import { lazyNamed } from './lib/lazy-named.ts'

const ErrorPage = lazyNamed(() => import('./components/error-page.tsx'), 'ErrorPage')
// Only acts after hydration, so its code need not be there before the page is painted.
const StoredLanguage = lazyNamed(() => import('./i18n/stored-language.tsx'), 'StoredLanguage')

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/** Only the shared namespaces; each route's loader brings its own (docs/decisions/0001). */
export async function loader({ context }: Route.LoaderArgs) {
  const { lang, dir, catalog, consented, nonce, publicUrl, user } = getRequestContext(context)
  return { lang, dir, i18n: { lang, resources: pickNamespaces(catalog, SHARED_NAMESPACES) }, consented, nonce, publicUrl, user }
}

export type RootData = Awaited<ReturnType<typeof loader>>

/** The shared texts only change with the language: skip the root loader on ordinary navigations. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname !== nextUrl.pathname) return false
  return defaultShouldRevalidate
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined
  return (
    <html lang={data?.lang ?? 'en'} dir={data?.dir ?? 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7c3aed" />
        {/* The page's main face, fetched with the CSS rather than after it: text renders once, without a font swap shifting it. */}
        <link rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={data?.lang === 'ar' ? notoArabic : interLatin} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white text-zinc-900 antialiased">
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { lang, i18n: shared } = loaderData
  const i18n = useMemo(() => createI18n(lang, shared.resources), [lang, shared])
  const matches = useMatches()
  // Before the outlet renders: the matched routes' namespaces (SSR, hydration, navigations).
  mergeRouteTranslations(i18n, matches)
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense>
        <StoredLanguage />
      </Suspense>
      <Outlet />
    </I18nextProvider>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const data = useRouteLoaderData('root') as RootData | undefined
  const i18n = useMemo(() => (data ? createI18n(data.lang, data.i18n.resources) : null), [data])
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!i18n) return <p>{status === 404 ? 'Page not found' : 'Something went wrong'}</p>
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense>
        <ErrorPage status={status} />
      </Suspense>
    </I18nextProvider>
  )
}
