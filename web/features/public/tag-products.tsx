import { useTranslation } from 'react-i18next'
import type { TagView } from './view-types.ts'

/**
 * The look's products under the photo (decision 0083): picture, name, brand and price, each a link
 * through the same counting redirect as its pin. Names and prices are isolated (`bdi`), so a Latin
 * name or a price in an Arabic page keeps its own order. The picture is the small copy Looktag
 * stored, never the shop's own address.
 */
export function TagProducts({ tags, sponsored }: { tags: TagView[]; sponsored: boolean }) {
  const { t } = useTranslation()
  const shown = tags.flatMap((tag, index) => (tag.product ? [{ tag, product: tag.product, number: index + 1 }] : []))
  if (shown.length === 0) return null
  return (
    <ul aria-label={t('tags.card.products')} className="grid gap-2">
      {shown.map(({ tag, product, number }) => {
        const name = product.name ?? tag.host
        return (
          <li key={tag.id}>
            <a
              href={tag.href}
              target="_blank"
              rel={sponsored ? 'sponsored noopener' : 'nofollow noopener'}
              aria-label={[
                t('tags.card.shop', { name, host: tag.host }),
                product.brand,
                product.price_label,
                product.out_of_stock ? t('tags.card.out_of_stock') : null,
              ]
                .filter(Boolean)
                .join(', ')}
              className="flex items-center gap-3 rounded-xl p-1.5 ring-1 ring-zinc-200 hover:bg-zinc-50 focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              <span
                aria-hidden="true"
                className="relative grid size-14 shrink-0 place-items-center overflow-hidden rounded-lg bg-zinc-100 text-xs font-bold text-zinc-500"
              >
                {product.picture ? (
                  <img
                    src={product.picture}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                ) : (
                  number
                )}
              </span>
              <span className="min-w-0 flex-1 text-sm">
                <span className="line-clamp-2 font-semibold text-zinc-900 [overflow-wrap:anywhere]">
                  <bdi>{name}</bdi>
                </span>
                {product.brand && (
                  <span className="block truncate text-xs text-zinc-600">
                    <bdi>{product.brand}</bdi>
                  </span>
                )}
              </span>
              <span className="shrink-0 text-end text-sm">
                {product.price_label && <bdi className="block font-semibold whitespace-nowrap text-zinc-900">{product.price_label}</bdi>}
                {product.out_of_stock && <span className="block text-xs font-semibold text-red-700">{t('tags.card.out_of_stock')}</span>}
              </span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
