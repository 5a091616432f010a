import type { RouterContextProvider } from 'react-router'
import type { Language } from '../../contract/language.ts'
import { type Catalog, getRequestContext } from '../context.ts'
import type { LiteI18n } from './lite-i18n.ts'
import type { Texts } from './texts.ts'

/**
 * Texts every page needs: the layout (header, footer, cookie notice), form validation and the error
 * page. The root loader ships them; everything else comes with the route that uses it. Of `errors`
 * only the error page's: the API's messages are translated on the server and arrive as text, and a
 * form that validates with a feature's messages ships that group (`'errors.shop'`).
 */
export const SHARED_TEXTS = [
  'common',
  'nav',
  'footer',
  'validation',
  'cookies',
  'errors.meta',
  'errors.page_not_found_title',
  'errors.page_not_found_text',
  'errors.page_error_title',
  'errors.page_error_text',
  'errors.page_load_failed_text',
  'errors.back_home',
  'errors.retry',
] as const

/** Part of one language's catalog, as a loader returns it under `i18n` (docs/decisions/0001). */
export interface RouteTranslations {
  lang: Language
  resources: Catalog
}

/**
 * For a route loader: the texts the route's components use, in the request's language. A name is a
 * namespace (`'landing'`) or a group or key in it (`'public.card'`, `'public.profile.verified'`),
 * so a page ships only what it renders: every page's data is part of its HTML (decision 0047).
 * Return it as `i18n` in the loader's data; the root merges it into the translations before the
 * route renders (server render, hydration and client navigations alike), so no key ever flashes.
 * `npm run check` fails when a route renders a key its loader does not ship (scripts/i18n-usage.ts).
 *
 *   export const loader = ({ context }: Route.LoaderArgs) => ({ i18n: routeTranslations(context, ['landing']) })
 */
export function routeTranslations(context: Readonly<RouterContextProvider>, names: readonly string[]): RouteTranslations {
  const { lang, catalog } = getRequestContext(context)
  return { lang, resources: pickNamespaces(catalog, names) }
}

const picks = new WeakMap<Catalog, Map<string, Catalog>>()

/** The named parts of a catalog, made once per catalog and list (loaders ask on every request). */
export function pickNamespaces(catalog: Catalog, names: readonly string[]): Catalog {
  const cached = picks.get(catalog) ?? new Map<string, Catalog>()
  picks.set(catalog, cached)
  const id = names.join(' ')
  let picked = cached.get(id)
  if (picked) return picked
  picked = {}
  for (const name of names) {
    const [ns, ...path] = name.split('.')
    const value = path.reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], catalog[ns])
    // A typo would only show raw keys in the browser; fail loudly on the server instead.
    if (value === undefined) throw new Error(`Unknown translation namespace "${name}"`)
    picked[ns] = withAt(picked[ns], path, value)
  }
  cached.set(id, picked)
  return picked
}

/**
 * `texts` with `value` at `path` (a whole namespace when empty), copied level by level: the
 * catalog's objects are never written. Not texts.ts's `mergeTexts`: imported here, it lands in
 * the chunk every public page loads first, where the creator page has almost nothing to spare
 * under the JavaScript budget (decision 0047; docs/performance.md "Public pages' JavaScript").
 */
function withAt(texts: Texts | undefined, path: readonly string[], value: unknown): Texts {
  if (!path.length) return { ...texts, ...(value as Texts) }
  const [part, ...rest] = path
  return { ...texts, [part]: rest.length ? withAt(texts?.[part] as Texts | undefined, rest, value) : value }
}

function translationsOf(data: unknown): RouteTranslations | undefined {
  const value = (data as { i18n?: RouteTranslations } | null | undefined)?.i18n
  return value && typeof value === 'object' && 'resources' in value ? value : undefined
}

const merged = new WeakMap<LiteI18n, WeakSet<object>>()

/**
 * Adds the texts of every matched route to the instance (once per loader answer). Called while the
 * root renders, before its children; nothing subscribes to the instance, so no component updates
 * during that render. Texts are merged group inside group (`mergeTexts`), so loader data and the
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

/** One namespace's keys from the root's and the routes' loader data (each may ship some groups), for meta functions. */
export function namespaceFromMatches(matches: ReadonlyArray<{ loaderData?: unknown } | undefined>, namespace: string) {
  // Group by group: meta functions read whole groups (`meta`, `profile`), each shipped by one route.
  let keys: Texts | undefined
  for (const match of matches) {
    const groups = translationsOf(match?.loaderData)?.resources[namespace]
    if (groups) keys = keys ? { ...keys, ...groups } : groups
  }
  return keys
}
