import type { MetaDescriptor } from 'react-router'
import { altOf } from '../../../contract/alt-text.ts'
import { namespaceFromMatches } from '../../i18n/route-translations.ts'
import { pageMeta } from '../../seo.ts'
import type { ProfileView } from './view-types.ts'

type MetaArgs = Parameters<typeof pageMeta>[0]
type Texts = { meta: Record<string, string>; profile: Record<string, string> }

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => params[k] ?? '')

/**
 * Share tags of a creator page: "Name (@username)", the specialization, the generated share
 * image (of one photo when the link came from a photo's share button, `?image=`), og:type
 * profile. Paging and category stay in the canonical URL; search and tracking parameters do not.
 * The ad looks' structured data is in the page's body (ads-data.tsx).
 */
export function creatorMeta(args: MetaArgs, profile: ProfileView | undefined, ogImage: string): MetaDescriptor[] {
  const texts = namespaceFromMatches(args.matches, 'public') as Texts | undefined
  if (!profile || !texts) return pageMeta(args, 'public', { noindex: true })
  const params = {
    name: profile.page_name || profile.username,
    username: profile.username,
    specialization: profile.specialization?.trim() || texts.profile.default_specialization,
  }
  return pageMeta(args, 'public', {
    title: fill(texts.meta.profile_title, params),
    description: fill(texts.meta.profile_description, params),
    image: ogImage,
    imageAlt: sharedAlt(args, profile),
    type: 'profile',
    keepParams: ['page', 'category'],
  })
}

/** The shared photo's alt text (`?image=<id>`, a photo's share link) when it is among the page's looks. */
function sharedAlt(args: MetaArgs, profile: ProfileView) {
  const id = new URLSearchParams(args.location.search).get('image')
  const look = id ? [...profile.images, ...profile.premiumImages].find((image) => image.id === id) : undefined
  return (look && altOf(look)) || undefined
}
