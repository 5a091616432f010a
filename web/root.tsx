import { Suspense } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import { DEFAULT_BRAND_COLOR } from '../contract/software.ts'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { getRequestContext } from './context.ts'
import { pickNamespaces, SHARED_TEXTS } from './i18n/route-translations.ts'
import { STORED_LANGUAGE_SCRIPT } from './i18n/stored-language-script.ts'
import { ACCOUNT_HINT_SCRIPT } from './lib/account-hint.ts'
import { FontLinks } from './lib/fonts.tsx'
import { keptRouteData } from './lib/kept-route-data.ts'
import { lazyNamed } from './lib/lazy-named.ts'
import { isPaintFirst, PaintFirstScripts, paintFirstHeadScript } from './lib/paint-first.tsx'

// The translations and everything below the root arrive after the server-rendered page is painted (docs/decisions/0029).
const translated = () => import('./i18n/translated-app.tsx')
const TranslatedOutlet = lazyNamed(translated, 'TranslatedOutlet')
const TranslatedErrorPage = lazyNamed(translated, 'TranslatedErrorPage')

export const links: Route.LinksFunction = () => [
  // A `precedence` makes it a React resource: written at the top of <head>, before the scripts' modulepreloads.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
]

/**
 * Only the shared namespaces; each route's loader brings its own (docs/decisions/0001). Nothing
 * about the session: public pages are shared by every visitor (docs/decisions/0031).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { lang, dir, catalog, consented, nonce, publicUrl, sourceUrl, services } = getRequestContext(context)
  const i18n = { lang, resources: pickNamespaces(catalog, SHARED_TEXTS) }
  // The operator's name, imprint and figures (platform settings), kept in memory by the server.
  const site = await services.site.settings()
  const brand = services.site.assetUrls(site)
  // Handed over as data so that the script's code stays out of the eager JavaScript (docs/decisions/0029).
  return { lang, dir, i18n, consented, nonce, publicUrl, sourceUrl, site, brand, accountHintScript: ACCOUNT_HINT_SCRIPT }
}

export type RootData = Awaited<ReturnType<typeof loader>>

/**
 * The shared texts only change with the language: skip the root loader on ordinary navigations,
 * also between a page's tabs (`?tab=`), so a failed fetch fails that page, not the whole app.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.href !== nextUrl.href) return false
  return defaultShouldRevalidate
}

const keptRoot = keptRouteData<RootData>()

/**
 * Reading the shared data again (Retry, after a form) when it cannot be fetched keeps what the page
 * shows, so a part that failed to load says so in its place instead of the whole app failing.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return keptRoot.read(serverLoader)
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined
  const leaf = useMatches().at(-1)
  // Public pages, in every language, take their web faces after the first paint or from the cache (docs/decisions/0046, 0049).
  const lateFonts = isPaintFirst(leaf?.handle)
  const headScript = import.meta.env.SSR ? paintFirstHeadScript(leaf?.handle, data?.lang ?? 'en') : ''
  const storedLanguageScript = import.meta.env.SSR ? STORED_LANGUAGE_SCRIPT : ''
  return (
    // data-account is set by the inline script below, before React hydrates.
    <html lang={data?.lang ?? 'en'} dir={data?.dir ?? 'ltr'} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* The signed-in part of the header shows from the first paint (web/lib/account-hint.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no visitor input. */}
        <script nonce={data?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: data?.accountHintScript ?? '' }} />
        {/* Public pages' lazy photos wait for the first paint, and their web faces come from the browser's cache (docs/decisions/0039, 0046); written by the server only, the browser keeps it. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no visitor input. */}
        <script nonce={data?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: headScript }} />
        {/* A language kept only in localStorage takes effect before the first paint (web/i18n/stored-language-script.ts); written by the server only. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no visitor input. */}
        <script nonce={data?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: storedLanguageScript }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={data?.site.identity.brandColor ?? DEFAULT_BRAND_COLOR} />
        {/* The installable app: name, icons and the share target for photos (server/modules/install/). */}
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* The operator's favicon (admin area, Platform tab), else the software's. */}
        {data?.brand.favicon ? (
          <>
            <link rel="icon" href={data.brand.favicon} type="image/png" />
            <link rel="apple-touch-icon" href={data.brand.favicon} />
          </>
        ) : (
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        )}
        {/* Server only: React 19 hydration skips the head's extra tags; a loaded page keeps its faces (stylesheet or late faces, and the stylesheet once the language is switched in place), so the browser's bundle needs none of this. */}
        {import.meta.env.SSR && <FontLinks late={lateFonts} lang={data?.lang ?? 'en'} />}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white text-zinc-900 antialiased">
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        {/* The server writes public pages' scripts so that they start after the first paint (docs/decisions/0036);
            the browser hydrates them as React Router's own. A constant, so the browser's bundle holds only one of the two. */}
        {import.meta.env.SSR ? <PaintFirstScripts nonce={data?.nonce} /> : <Scripts nonce={data?.nonce} />}
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  keptRoot.useShown(loaderData)
  const { lang, i18n: shared } = loaderData
  return (
    <Suspense>
      <TranslatedOutlet lang={lang} resources={shared.resources} />
    </Suspense>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const data = useRouteLoaderData('root') as RootData | undefined
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!data) return <p>{status === 404 ? 'Page not found' : 'Something went wrong'}</p>
  return (
    <Suspense>
      <TranslatedErrorPage lang={data.lang} resources={data.i18n.resources} status={status} />
    </Suspense>
  )
}
