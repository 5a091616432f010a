import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Order } from '../../../contract/shop.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { formatDateTime, formatMoney } from '../../lib/format.ts'
import { PagedList } from './list-pager.tsx'
import { OrderLines } from './order-lines.tsx'
import type { Paged } from './use-paged.ts'

const STATUS_TONE: Record<Order['status'], string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  expired: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
  refunded: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
}

/** The seller's orders, 12 a page, newest first, each with its receipt. */
export function OrderHistory({ list }: { list: Paged<Order> }) {
  const { t } = useTranslation()
  const { lang } = useLanguage()
  const id = useId()
  const date = (iso: string) => formatDateTime(iso, lang)

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-white p-5 ring-1 ring-zinc-200 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
        {t('shop.orders.title')}
      </h2>
      <PagedList list={list} label={t('shop.orders.title')} loadFailed={t('shop.orders.load_failed')} empty={t('shop.orders.empty')}>
        {(orders) => (
          <ul className="mt-4 grid grid-cols-1 divide-y divide-zinc-200 border-y border-zinc-200">
            {orders.map((order) => (
              <li key={order.id} className="grid gap-1 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
                <div className="min-w-0">
                  <p className="font-semibold text-zinc-900">
                    <OrderLines items={order.items} />
                  </p>
                  <p className="text-sm text-zinc-600">
                    {date(order.created_at)}
                    {order.customer_email && (
                      <>
                        {' · '}
                        <span dir="ltr">{order.customer_email}</span>
                      </>
                    )}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${STATUS_TONE[order.status]}`}>
                    {t(`shop.orders.statuses.${order.status}`)}
                  </span>
                  <span className="font-bold tabular-nums">{formatMoney(order.total_price, order.currency, lang)}</span>
                  <Link
                    to={order.receipt_url}
                    aria-label={t('shop.orders.receipt_label', { date: date(order.created_at) })}
                    className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {t('shop.orders.receipt')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  )
}
