import type { MetaDescriptor } from 'react-router'
import { LANGUAGES } from '../contract/language.ts'
import type { RootData } from './root.tsx'

type MetaArgs = { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>; location: { pathname: string } }

export function rootData(matches: MetaArgs['matches']) {
  return matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined
}

/**
 * Title, description, canonical URL, hreflang alternates (`?lang=`), Open Graph and Twitter tags
 * for a page whose texts live in its catalog namespace under `<namespace>.meta.title|description`.
 */
export function pageMeta(
  { matches, location }: MetaArgs,
  namespace: string,
  override?: { title?: string; description?: string; image?: string },
): MetaDescriptor[] {
  const root = rootData(matches)
  if (!root) return [{ title: 'Looktag' }]
  const texts = (root.catalog[namespace] as { meta?: { title: string; description: string } } | undefined)?.meta
  const title = override?.title ?? texts?.title ?? 'Looktag'
  const description = override?.description ?? texts?.description ?? ''
  const base = `${root.publicUrl}${location.pathname}`
  const urlFor = (lang: string) => (lang === 'en' ? base : `${base}?lang=${lang}`)
  const image = override?.image ?? `${root.publicUrl}/images/og-default.png`
  const fullTitle = title === 'Looktag' ? title : `${title} · Looktag`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: urlFor(root.lang) },
    ...LANGUAGES.map((lang) => ({ tagName: 'link', rel: 'alternate', hrefLang: lang, href: urlFor(lang) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: base },
    { property: 'og:site_name', content: 'Looktag' },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: urlFor(root.lang) },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: { en: 'en_US', de: 'de_DE', ar: 'ar_AR' }[root.lang] },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ]
}
