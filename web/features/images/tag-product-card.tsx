import { useTranslation } from 'react-i18next'
import { minorUnits } from '../../../contract/currencies.ts'
import { formatMoney } from '../../lib/format.ts'
import type { ProductValues } from './tag-product-fields.tsx'

/** Whether the fields say enough for a card (a name, a brand or a price). */
export function hasCard(values: ProductValues) {
  return Boolean(values.name.trim() || values.brand.trim() || values.price.trim())
}

/** The price as the creator's language writes it, or as typed when it is no amount. */
function priceLabel(values: ProductValues, lang: string) {
  const price = values.price.trim()
  const currency = values.currency.trim()
  if (!price || !/^[A-Za-z]{3}$/.test(currency)) return price
  const minor = minorUnits(price, currency)
  return minor === null ? price : formatMoney(minor, currency, lang)
}

/**
 * The product a read of the link found, as one compact card like the public look's (picture,
 * name, brand, price, availability): the creator checks it at a glance; its fields open on request.
 * It sits in the dialog's status region, so a screen reader hears what was found.
 */
export function TagProductCard({ values, picture }: { values: ProductValues; picture: string | null }) {
  const { t, i18n } = useTranslation()
  const price = priceLabel(values, i18n.language)
  return (
    <div className="flex items-center gap-3 rounded-xl bg-zinc-50 p-2 ring-1 ring-zinc-200">
      {picture && <img src={picture} alt="" width={48} height={48} decoding="async" className="size-12 shrink-0 rounded-lg object-cover" />}
      <p className="min-w-0 flex-1 text-sm">
        <span className="sr-only">{t('tags.product.found')} </span>
        {values.name.trim() && (
          <span className="line-clamp-2 font-semibold text-zinc-900 [overflow-wrap:anywhere]">
            <bdi>{values.name}</bdi>
          </span>
        )}
        {values.brand.trim() && (
          <span className="block truncate text-xs text-zinc-600">
            <bdi>{values.brand}</bdi>
          </span>
        )}
      </p>
      {(price || values.availability) && (
        <p className="shrink-0 text-end text-sm">
          {price && <bdi className="block font-semibold whitespace-nowrap text-zinc-900">{price}</bdi>}
          {values.availability && (
            <span className={`block text-xs font-semibold ${values.availability === 'out_of_stock' ? 'text-red-700' : 'text-emerald-800'}`}>
              {t(`tags.product.${values.availability}`)}
            </span>
          )}
        </p>
      )}
    </div>
  )
}
