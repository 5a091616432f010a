import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '../../../contract/shop.ts'

/** What an order holds, each product once: "Capsule guide, Linen tote × 2" (one unit has no count). */
export function OrderLines({ items }: { items: Order['items'] }) {
  const { t } = useTranslation()
  return items.map((item, index) => (
    <Fragment key={`${item.product_id ?? ''}:${item.product_name}`}>
      {index > 0 && t('shop.orders.separator')}
      <bdi>{item.product_name}</bdi>
      {item.quantity > 1 && <span className="text-zinc-500 tabular-nums"> × {item.quantity}</span>}
    </Fragment>
  ))
}
