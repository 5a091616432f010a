import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { gridSizes } from '../images/grid-sizes.ts'
import { ResponsivePicture } from '../images/responsive-picture.tsx'
import { ReportLink } from '../moderation/report-link.tsx'
import { CouponCode } from '../public/coupon-code.tsx'
import { AddToCartButton } from './add-to-cart-button.tsx'
import type { ProductView } from './view-types.ts'

/** The storefront's grid (`max-w-6xl`, 1/2/3 columns, `gap-6`) → the variant the browser picks. */
const SIZES = gridSizes({ sm: 2, lg: 3, gapRem: 1.5 })

/** A product of the storefront: photos (cover plus up to 3 more), price, discount code, cart button. */
export function ProductCard({
  product,
  selling = true,
  cartPath,
  held,
  left,
  priority,
  onAdd,
  onRemove,
}: {
  product: ProductView
  /** False while the shop takes no orders: no cart button. */
  selling?: boolean
  cartPath: string
  held: number
  left: number
  /** `high`: the first product (the page's largest paint); `eager`: the first row; else lazy. */
  priority: 'high' | 'eager' | 'lazy'
  onAdd: () => void
  onRemove: () => void
}) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(0)
  const image = product.images[shown]

  return (
    <article className="flex w-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-zinc-200">
      <div className="relative bg-zinc-100">
        {image && (
          <ResponsivePicture
            image={image}
            alt={t('shop.store.image_alt', { name: product.name, number: shown + 1 })}
            sizes={SIZES}
            priority={priority}
            className="aspect-[4/5] object-cover"
          />
        )}
        {product.stock === 0 && (
          <span className="absolute top-3 start-3 rounded-full bg-zinc-900/85 px-3 py-1 text-xs font-bold text-white">
            {t('shop.store.out_of_stock')}
          </span>
        )}
      </div>
      {product.images.length > 1 && (
        <ul className="flex gap-2 px-4 pt-3">
          {product.images.map((photo, index) => (
            <li key={photo.url}>
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-label={t('shop.store.image_alt', { name: product.name, number: index + 1 })}
                aria-pressed={index === shown}
                className={`block size-12 overflow-hidden rounded-lg ring-2 focus-visible:ring-brand-500 focus-visible:outline-none ${index === shown ? 'ring-zinc-900' : 'ring-transparent'}`}
              >
                <ResponsivePicture image={photo} alt="" sizes="3rem" className="aspect-square object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 text-base font-bold text-zinc-900">
            <span dir="auto">{product.name}</span>
          </h3>
          <p className="shrink-0 text-base font-extrabold text-zinc-900 tabular-nums">{product.price_label}</p>
        </div>
        {product.description && (
          <p className="text-sm text-zinc-600 [overflow-wrap:anywhere]">
            <span dir="auto">{product.description}</span>
          </p>
        )}
        {product.discount && <CouponCode code={product.discount} />}
        <ReportLink kind="product" id={product.id} label={product.name} className="self-start" />
        {selling && (
          <div className="mt-auto pt-1">
            <AddToCartButton
              id={product.id}
              name={product.name}
              cartPath={cartPath}
              held={held}
              left={left}
              onAdd={onAdd}
              onRemove={onRemove}
            />
          </div>
        )}
      </div>
    </article>
  )
}
