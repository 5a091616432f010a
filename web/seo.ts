import type { MetaDescriptor } from 'react-router'
import { LANGUAGES } from '../contract/language.ts'
import { SOFTWARE_NAME } from '../contract/software.ts'
import { namespaceFromMatches } from './i18n/route-translations.ts'
import type { RootData } from './root.tsx'

type MetaArgs = {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
  location: { pathname: string; search?: string }
}

export function rootData(matches: MetaArgs['matches']) {
  return matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined
}

export interface MetaOverride {
  title?: string
  description?: string
  /** Share image: an absolute URL or a path on this site (e.g. `/og/name.png`). */
  image?: string
  /** What the share image shows, for screen readers on the sites that show the preview. */
  imageAlt?: string
  /** `profile` for a creator's page; `website` otherwise. */
  type?: 'website' | 'profile'
  /** Search parameters that make a different page (e.g. `page`, `category`) and stay in the canonical URL; all others (tracking, search, lang) are dropped. */
  keepParams?: readonly string[]
  noindex?: boolean
}

/**
 * Title, description, canonical URL, hreflang alternates (`?lang=`), Open Graph and Twitter tags
 * for a page whose texts live in its catalog under `<namespace>.meta.title|description`; the
 * namespace may be a dotted path (`public.trends`).
 */
export function pageMeta({ matches, location }: MetaArgs, namespace: string, override?: MetaOverride): MetaDescriptor[] {
  const root = rootData(matches)
  if (!root) return [{ title: SOFTWARE_NAME }]
  const siteName = root.site.identity.name
  const [ns, ...path] = namespace.split('.')
  const node = path.reduce<unknown>((n, part) => (n as Record<string, unknown> | undefined)?.[part], namespaceFromMatches(matches, ns))
  const texts = (node as { meta?: { title: string; description: string } } | undefined)?.meta
  const title = override?.title ?? texts?.title ?? siteName
  const description = override?.description ?? texts?.description ?? ''
  const kept = new URLSearchParams()
  const current = new URLSearchParams(location.search ?? '')
  for (const key of override?.keepParams ?? []) {
    const value = current.get(key)
    // Page 1 is the page itself, not a second address for it.
    if (value && !(key === 'page' && value === '1')) kept.set(key, value)
  }
  const base = `${root.publicUrl}${location.pathname}`
  const urlFor = (lang: string | null) => {
    const params = new URLSearchParams(kept)
    if (lang && lang !== 'en') params.set('lang', lang)
    const query = params.toString()
    return query ? `${base}?${query}` : base
  }
  const rawImage = override?.image ?? '/images/og-default.png'
  const image = /^https?:\/\//.test(rawImage) ? rawImage : `${root.publicUrl}${rawImage}`
  const fullTitle = title === siteName ? title : `${title} · ${siteName}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(override?.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: urlFor(root.lang) },
    ...LANGUAGES.map((lang) => ({ tagName: 'link', rel: 'alternate', hrefLang: lang, href: urlFor(lang) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: urlFor(null) },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: override?.type ?? 'website' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: urlFor(root.lang) },
    { property: 'og:image', content: image },
    ...(override?.imageAlt ? [{ property: 'og:image:alt', content: override.imageAlt }] : []),
    { property: 'og:locale', content: { en: 'en_US', de: 'de_DE', ar: 'ar_AR' }[root.lang] },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...(override?.imageAlt ? [{ name: 'twitter:image:alt', content: override.imageAlt }] : []),
  ]
}
