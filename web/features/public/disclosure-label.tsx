import { useTranslation } from 'react-i18next'
import type { ImageView } from './view-types.ts'

/** "Ad · affiliate links" and the like, in the visitor's language; nothing for a look that is not an ad. */
export function DisclosureLabel({
  image,
  className = '',
}: {
  image: Pick<ImageView, 'disclosure' | 'disclosure_brand'>
  className?: string
}) {
  const { t } = useTranslation()
  if (image.disclosure === 'none') return null
  const brand = image.disclosure === 'paid' ? image.disclosure_brand : null
  return (
    <span data-disclosure={image.disclosure} className={`rounded-full bg-amber-100 px-2.5 py-1 text-amber-950 ${className}`}>
      {brand ? t('public.disclosure.paid_with', { brand }) : t(`public.disclosure.${image.disclosure}`)}
    </span>
  )
}
