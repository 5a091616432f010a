import { useTranslation } from 'react-i18next'
import type { ProfileView } from './view-types.ts'

/**
 * The page's ad looks as schema.org data: each ImageObject names its disclosure (and a paid
 * partnership's brand as sponsor). Pages without an ad carry none of it. Rendered with the page's
 * body, not its meta tags, so the code stays in the page's lazily loaded chunk.
 */
export function AdsData({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation()
  const ads = profile.images.filter((image) => image.disclosure !== 'none')
  if (!ads.length) return null
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    mainEntity: { '@type': 'Person', name: profile.page_name || profile.username, alternateName: `@${profile.username}` },
    hasPart: ads.map((image) => ({
      '@type': 'ImageObject',
      contentUrl: image.url,
      caption: image.description ?? undefined,
      keywords:
        image.disclosure === 'paid' && image.disclosure_brand
          ? t('public.disclosure.paid_with', { brand: image.disclosure_brand })
          : t(`public.disclosure.${image.disclosure}`),
      sponsor:
        image.disclosure === 'paid' && image.disclosure_brand ? { '@type': 'Organization', name: image.disclosure_brand } : undefined,
    })),
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every character that could end the element escaped.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafe(JSON.stringify(data)) }} />
}

/** JSON that cannot end its script element or break a line in it: a caption may hold `</script>`. */
export function scriptSafe(json: string) {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
