import { useTranslation } from 'react-i18next'
import type { TagView } from './view-types.ts'

/**
 * A product tag on a photo: a plain link to the server redirect, which counts the click and sends
 * the visitor on to the product, so it works without JavaScript. Placed by x/y percent of the
 * photo; the parent box is always left-to-right because photos are never mirrored. The links of
 * an ad look (affiliate, paid, gifted) carry rel=sponsored.
 */
export function TagPin({ tag, number, sponsored }: { tag: TagView; number: number; sponsored: boolean }) {
  const { t } = useTranslation()
  return (
    <a
      href={tag.href}
      target="_blank"
      // Links of an ad look are paid for: search engines are told so (rel=sponsored).
      rel={sponsored ? 'sponsored noopener' : 'nofollow noopener'}
      aria-label={t('public.card.tag', { number, host: tag.host })}
      style={{ left: `${tag.x_percent}%`, top: `${tag.y_percent}%` }}
      className="absolute grid size-9 -translate-1/2 place-items-center rounded-full border-2 border-white bg-brand-600/95 text-xs font-bold text-white shadow-lg transition-transform hover:scale-110 focus-visible:scale-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-zinc-950"
    >
      {/* The pin's translate makes it a stacking context: -z-10 keeps the ring above its fill and below the number (no wrapper). */}
      <span className="absolute inset-0 -z-10 animate-ping rounded-full bg-brand-500/40 motion-reduce:hidden" />
      {number}
    </a>
  )
}
