import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DELETED_SELLER } from '../../../contract/shop.ts'
import type { Receipt } from '../../../contract/shop-checkout.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { formatDateTime, formatMoney } from '../../lib/format.ts'
import { InAppHint } from '../in-app/in-app-hint.tsx'

/**
 * An order's receipt (buyer's email link and the seller's order history); the order id is the key.
 * `receipt` is null for an unknown order.
 */
export function ReceiptPage({ receipt }: { receipt: Receipt | null }) {
  const { t } = useTranslation()
  const { lang } = useLanguage()

  if (receipt === null)
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{t('shop.receipt.not_found')}</h1>
      </section>
    )
  const money = (minor: number) => formatMoney(minor, receipt.currency, lang)
  const date = formatDateTime(receipt.paid_at ?? receipt.created_at, lang)
  return (
    <article className="mx-auto grid max-w-2xl gap-6 px-4 py-12">
      <InAppHint context="download" />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold text-zinc-900">{t('shop.receipt.title')}</h1>
          <p className="mt-1 text-sm text-zinc-600">
            {t('shop.receipt.seller')}{' '}
            {receipt.seller_username === DELETED_SELLER ? (
              // The seller deleted their account (decision 0026): no name, no shop to link to.
              <span className="font-semibold">{t('shop.receipt.seller_deleted')}</span>
            ) : (
              <Link to={`/${encodeURIComponent(receipt.seller_username)}/shop`} className="font-semibold text-brand-700" dir="ltr">
                @{receipt.seller_username}
              </Link>
            )}
          </p>
        </div>
        <span className="rounded-full bg-zinc-100 px-3 py-1 text-sm font-bold">{t(`shop.orders.statuses.${receipt.status}`)}</span>
      </header>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-zinc-600">{t('shop.receipt.number')}</dt>
          <dd className="font-mono text-xs break-all" dir="ltr">
            {receipt.id}
          </dd>
        </div>
        <div>
          <dt className="text-zinc-600">{t('shop.receipt.date')}</dt>
          <dd className="font-semibold">{date}</dd>
        </div>
        {receipt.customer_email && (
          <div>
            <dt className="text-zinc-600">{t('shop.orders.customer')}</dt>
            <dd className="font-semibold" dir="ltr">
              {receipt.customer_email}
            </dd>
          </div>
        )}
      </dl>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-zinc-300 text-start text-zinc-600">
            <th className="py-2 text-start font-semibold">{t('shop.orders.product')}</th>
            <th className="py-2 text-end font-semibold">{t('shop.orders.quantity')}</th>
            <th className="py-2 text-end font-semibold">{t('shop.orders.total')}</th>
          </tr>
        </thead>
        <tbody>
          {receipt.items.map((item) => (
            <tr key={`${item.product_id}-${item.product_name}`} className="border-b border-zinc-200">
              <td className="py-2">
                <bdi>{item.product_name}</bdi>
                <span className="block text-xs text-zinc-500 tabular-nums">{money(item.unit_price)}</span>
              </td>
              <td className="py-2 text-end tabular-nums">{item.quantity}</td>
              <td className="py-2 text-end tabular-nums">{money(item.total_price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="py-3 text-start text-base font-bold">
              {t('shop.orders.total')}
            </th>
            <td className="py-3 text-end text-base font-bold tabular-nums" data-testid="receipt-total">
              {money(receipt.total_price)}
            </td>
          </tr>
        </tfoot>
      </table>
    </article>
  )
}
