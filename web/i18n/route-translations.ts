import type { RouterContextProvider } from 'react-router'
import type { Language } from '../../contract/language.ts'
import { type Catalog, getRequestContext } from '../context.ts'
import type { LiteI18n } from './lite-i18n.ts'

/**
 * Namespaces every page needs: the layout (header, footer, cookie notice), the error page and form
 * validation. The root loader ships them; everything else comes with the route that uses it.
 */
export const SHARED_NAMESPACES = ['common', 'nav', 'footer', 'errors', 'validation', 'cookies'] as const

/** Part of one language's catalog, as a loader returns it under `i18n` (docs/decisions/0001). */
export interface RouteTranslations {
  lang: Language
  resources: Catalog
}

/**
 * For a route loader: the namespaces the route's components use, in the request's language.
 * Return it as `i18n` in the loader's data; the root merges it into i18next before the route
 * renders (server render, hydration and client navigations alike), so no key ever flashes.
 *
 *   export const loader = ({ context }: Route.LoaderArgs) => ({ i18n: routeTranslations(context, ['landing']) })
 */
export function routeTranslations(context: Readonly<RouterContextProvider>, namespaces: readonly string[]): RouteTranslations {
  const { lang, catalog } = getRequestContext(context)
  return { lang, resources: pickNamespaces(catalog, namespaces) }
}

export function pickNamespaces(catalog: Catalog, namespaces: readonly string[]): Catalog {
  const picked: Catalog = {}
  for (const ns of namespaces) {
    // A typo would only show raw keys in the browser; fail loudly on the server instead.
    if (!catalog[ns]) throw new Error(`Unknown translation namespace "${ns}"`)
    picked[ns] = catalog[ns]
  }
  return picked
}

function translationsOf(data: unknown): RouteTranslations | undefined {
  const value = (data as { i18n?: RouteTranslations } | null | undefined)?.i18n
  return value && typeof value === 'object' && 'resources' in value ? value : undefined
}

const merged = new WeakMap<LiteI18n, WeakSet<object>>()

/**
 * Adds the namespaces of every matched route to the instance (once per loader answer). Called while
 * the root renders, before its children; nothing subscribes to the instance, so no component
 * updates during that render. Namespaces are replaced whole (no deep merge), so loader data and the
 * server's catalogs are never mutated.
 */
export function mergeRouteTranslations(instance: LiteI18n, matches: ReadonlyArray<{ loaderData?: unknown } | undefined>) {
  const seen = merged.get(instance) ?? new WeakSet<object>()
  merged.set(instance, seen)
  for (const match of matches) {
    const translations = translationsOf(match?.loaderData)
    if (!translations || seen.has(translations.resources) || translations.lang !== instance.language) continue
    seen.add(translations.resources)
    instance.addResourceBundle(instance.language, 'translation', translations.resources)
  }
}

/** One namespace's keys from the root's and the routes' loader data, for meta functions. */
export function namespaceFromMatches(matches: ReadonlyArray<{ loaderData?: unknown } | undefined>, namespace: string) {
  for (const match of matches) {
    const keys = translationsOf(match?.loaderData)?.resources[namespace]
    if (keys) return keys
  }
  return undefined
}
