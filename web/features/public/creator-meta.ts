import type { MetaDescriptor } from 'react-router'
import { namespaceFromMatches } from '../../i18n/route-translations.ts'
import { pageMeta } from '../../seo.ts'
import type { ProfileView } from './view-types.ts'

type MetaArgs = Parameters<typeof pageMeta>[0]
type Texts = { meta: Record<string, string>; profile: Record<string, string>; disclosure?: Record<string, string> }

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => params[k] ?? '')

/**
 * Share tags of a creator page: "Name (@username)", the specialization, the generated share
 * image (of one photo when the link came from a photo's share button, `?image=`), og:type
 * profile. Paging and category stay in the canonical URL; search and tracking parameters do not.
 */
export function creatorMeta(args: MetaArgs, profile: ProfileView | undefined, ogImage: string): MetaDescriptor[] {
  const texts = namespaceFromMatches(args.matches, 'public') as Texts | undefined
  if (!profile || !texts) return pageMeta(args, 'public', { noindex: true })
  const params = {
    name: profile.page_name || profile.username,
    username: profile.username,
    specialization: profile.specialization?.trim() || texts.profile.default_specialization,
  }
  const meta = pageMeta(args, 'public', {
    title: fill(texts.meta.profile_title, params),
    description: fill(texts.meta.profile_description, params),
    image: ogImage,
    type: 'profile',
    keepParams: ['page', 'category'],
  })
  const ads = adsData(profile, texts.disclosure)
  return ads ? [...meta, { 'script:ld+json': ads }] : meta
}

/**
 * The page's ad looks as schema.org data: each ImageObject names its disclosure (and a paid
 * partnership's brand as sponsor). Pages without an ad carry none of it.
 */
function adsData(profile: ProfileView, labels: Record<string, string> | undefined) {
  const ads = profile.images.filter((image) => image.disclosure !== 'none')
  if (!ads.length || !labels) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    mainEntity: { '@type': 'Person', name: profile.page_name || profile.username, alternateName: `@${profile.username}` },
    hasPart: ads.map((image) => ({
      '@type': 'ImageObject',
      contentUrl: image.url,
      caption: image.description ?? undefined,
      keywords:
        image.disclosure === 'paid' && image.disclosure_brand
          ? fill(labels.paid_with, { brand: image.disclosure_brand })
          : labels[image.disclosure],
      sponsor:
        image.disclosure === 'paid' && image.disclosure_brand ? { '@type': 'Organization', name: image.disclosure_brand } : undefined,
    })),
  }
}
