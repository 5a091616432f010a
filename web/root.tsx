import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import notoArabic from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url'
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode, Suspense } from 'react'
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
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { getRequestContext } from './context.ts'
import { pickNamespaces, SHARED_NAMESPACES } from './i18n/route-translations.ts'
import { ACCOUNT_HINT_SCRIPT } from './lib/account-hint.ts'
import { lazyNamed } from './lib/lazy-named.ts'
import { PAINT_FIRST_SCRIPT } from './lib/paint-first.ts'

// The translations and everything below the root arrive after the server-rendered page is painted (docs/decisions/0029).
const translated = () => import('./i18n/translated-app.tsx')
const TranslatedOutlet = lazyNamed(translated, 'TranslatedOutlet')
const TranslatedErrorPage = lazyNamed(translated, 'TranslatedErrorPage')

export const links: Route.LinksFunction = () => [
  // A `precedence` makes it a React resource: written at the top of <head>, before the scripts' modulepreloads.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/**
 * Only the shared namespaces; each route's loader brings its own (docs/decisions/0001). Nothing
 * about the session: public pages are shared by every visitor (docs/decisions/0031).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { lang, dir, catalog, consented, nonce, publicUrl } = getRequestContext(context)
  const i18n = { lang, resources: pickNamespaces(catalog, SHARED_NAMESPACES) }
  // Handed over as data so that the script's code stays out of the eager JavaScript (docs/decisions/0029).
  return { lang, dir, i18n, consented, nonce, publicUrl, accountHintScript: ACCOUNT_HINT_SCRIPT, paintFirstScript: PAINT_FIRST_SCRIPT }
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
    // data-account is set by the inline script below, before React hydrates.
    <html lang={data?.lang ?? 'en'} dir={data?.dir ?? 'ltr'} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* The signed-in part of the header shows from the first paint (web/lib/account-hint.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no visitor input. */}
        <script nonce={data?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: data?.accountHintScript ?? '' }} />
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
        <PageScripts nonce={data?.nonce} starter={data?.paintFirstScript} />
      </body>
    </html>
  )
}

type ScriptElement = ReactElement<{
  rel?: string
  href?: string
  type?: string
  children?: ReactNode
  dangerouslySetInnerHTML?: { __html: string }
}>
const elements = (node: ReactNode): ScriptElement[] =>
  Children.toArray(node).flatMap((child) =>
    !isValidElement(child) ? [] : child.type === Fragment ? elements((child as ScriptElement).props.children) : [child as ScriptElement],
  )
/** A value inside an inline script: JSON with `<` escaped, so nothing in it can end the script. */
const inlineJson = (value: unknown) => JSON.stringify(value ?? '').replace(/</g, '\\u003c')

/**
 * React Router's scripts; on public pages (`handle.htmlCache`) its module preloads and module
 * script are handed to an inline starter that adds them after the first paint
 * (web/lib/paint-first.ts, docs/decisions/0036). Both sides render the same elements, so hydration matches.
 */
function PageScripts({ nonce, starter }: { nonce?: string; starter?: string }) {
  const leaf = useMatches().at(-1)
  const scripts = Scripts({ nonce })
  if (!scripts || !starter || !(leaf?.handle as { htmlCache?: boolean } | undefined)?.htmlCache) return scripts
  const all = elements(scripts)
  const hrefs = all.filter((e) => e.props.rel === 'modulepreload').map((e) => e.props.href)
  const module = all.find((e) => e.props.type === 'module')
  const code = module?.props.dangerouslySetInnerHTML?.__html
  return (
    <>
      {all.filter((e) => e.props.rel !== 'modulepreload' && e !== module)}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own starter and React Router's own module script. */}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: `(${starter})(${inlineJson(hrefs)},${inlineJson(code)},3000)` }}
      />
    </>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
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
