import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { altOf } from '../../../contract/alt-text.ts'
import { isSponsored } from '../../../contract/disclosure.ts'
import { ResponsivePicture } from '../images/responsive-picture.tsx'
import { ReportLink } from '../moderation/report-link.tsx'
import { CouponCode } from './coupon-code.tsx'
import { DisclosureLabel } from './disclosure-label.tsx'
import { ImageViewer } from './image-viewer.tsx'
import { ShareButton } from './share-button.tsx'
import { TagPin } from './tag-pin.tsx'
import { TagProducts } from './tag-products.tsx'
import { track } from './tracking.ts'
import type { ImageView } from './view-types.ts'

export type CardStyle = 'business' | 'fashion'

/**
 * A photo as visitors see it: tag pins on the photo (each a counted redirect to the product),
 * category, description, discount code with one-tap copy, expiry and a share button. Clicking the
 * photo itself opens it large and counts a click. The page renders `<ShareIconSymbol />` once.
 */
export function PublicImageCard({
  image,
  sizes,
  priority,
  shareUrl,
  showCreator = false,
  cardStyle = 'business',
}: {
  image: ImageView
  sizes: string
  priority: 'high' | 'eager' | 'lazy'
  shareUrl: string
  showCreator?: boolean
  cardStyle?: CardStyle
}) {
  const { t } = useTranslation()
  const [viewing, setViewing] = useState(false)
  const category = t(`public.categories.${image.category}`)
  const alt = altOf(image) || category
  const fashion = cardStyle === 'fashion'

  return (
    // Cards off screen skip style, layout and paint until they come near (most of a 30-look page
    // while it loads); 40rem is about a card's height, and `auto` keeps the real one once shown.
    <article
      aria-label={alt}
      className={`flex w-full flex-col overflow-hidden bg-white [contain-intrinsic-block-size:auto_40rem] [content-visibility:auto] ${fashion ? 'rounded-[2rem] shadow-md' : 'rounded-2xl ring-1 ring-zinc-200'}`}
    >
      {/* Tag positions are measured from the photo's left edge, so this box never mirrors. */}
      <div dir="ltr" className="relative">
        <button
          type="button"
          onClick={() => {
            track('click', image.id)
            setViewing(true)
          }}
          aria-label={t('public.card.view_larger', { description: alt })}
          className="block w-full cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600"
        >
          <ResponsivePicture image={image} alt="" sizes={sizes} priority={priority} />
        </button>
        {image.tags.map((tag, index) => (
          <TagPin key={tag.id} tag={tag} number={index + 1} sponsored={isSponsored(image.disclosure)} />
        ))}
      </div>
      <div className={`flex flex-1 flex-col gap-3 ${fashion ? 'p-5' : 'p-4'}`}>
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className={`rounded-full px-2.5 py-1 ${fashion ? 'bg-zinc-900 text-white' : 'bg-zinc-100 text-zinc-700'}`}>{category}</span>
          {/* Published from the AI studio: always labelled for visitors. */}
          {image.ai_generated && (
            <span data-ai-generated className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-1 text-violet-900">
              <svg viewBox="0 0 20 20" aria-hidden="true" className="size-3.5" fill="currentColor">
                <path d="M10 2l1.6 4.4L16 8l-4.4 1.6L10 14l-1.6-4.4L4 8l4.4-1.6L10 2zM16 13l.8 1.9 1.9.8-1.9.8L16 18.4l-.8-1.9-1.9-.8 1.9-.8L16 13z" />
              </svg>
              {t('public.card.ai_generated')}
            </span>
          )}
          <DisclosureLabel image={image} />
          {/* A plain link: the creator's page comes from the HTML cache, and a <Link> per card costs every render. */}
          {showCreator && (
            <a href={`/${encodeURIComponent(image.username)}`} dir="ltr" className="text-brand-700 underline-offset-2 hover:underline">
              {t('public.card.by', { username: image.username })}
            </a>
          )}
        </div>
        {image.description && (
          // A long unbroken word (a link, a hashtag run) wraps inside the card instead of running past it.
          <p className={`[overflow-wrap:anywhere] ${fashion ? 'text-base font-medium text-zinc-900' : 'text-sm text-zinc-700'}`}>
            {/* Isolated in its own direction, but aligned with the page (start) like the rest of the card. */}
            <span dir="auto">{image.description}</span>
          </p>
        )}
        <TagProducts tags={image.tags} sponsored={isSponsored(image.disclosure)} />
        {image.discount && <CouponCode code={image.discount} onCopied={() => track('coupon_copy', image.id)} />}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <p className="text-xs text-zinc-600">{t('public.card.valid_until', { date: image.expiry_label })}</p>
          <div className="flex items-center gap-1">
            <ReportLink kind="look" id={image.id} label={alt} />
            <ShareButton url={shareUrl} title={alt} imageId={image.id} sprite />
          </div>
        </div>
      </div>
      {viewing && <ImageViewer image={image} alt={alt} onClose={() => setViewing(false)} />}
    </article>
  )
}
