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
  // In its own isolate (FSI…PDI): a right-to-left brand, or a control stored before they were refused, cannot turn the sentence.
  return (
    <span data-disclosure={image.disclosure} className={`rounded-full bg-amber-100 px-2.5 py-1 text-amber-950 ${className}`}>
      {brand ? t('public.disclosure.paid_with', { brand: `\u2068${brand}\u2069` }) : t(`public.disclosure.${image.disclosure}`)}
    </span>
  )
}
