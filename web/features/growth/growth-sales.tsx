import { useTranslation } from 'react-i18next'
import type { Growth } from '../../../contract/growth.ts'
import { formatMoney } from '../../lib/format.ts'

/**
 * The shop's paid orders and revenue of the period against the period before, one figure per
 * currency sold in (amounts are never added across currencies).
 */
export function SalesTotals({ sales }: { sales: Growth['sales'] }) {
  const { t, i18n } = useTranslation()
  const money = (cents: number, currency: string) => formatMoney(cents, currency, i18n.language)
  /** First-strong isolates, so an amount like "US$ 0.00" keeps its order inside an Arabic sentence. */
  const isolate = (text: string) => `\u2068${text}\u2069`
  if (sales.length === 0) {
    return (
      <div className="rounded-2xl bg-zinc-50 p-3" data-testid="growth-sales">
        <dt className="text-sm text-zinc-600">{t('growth.sales')}</dt>
        <dd className="mt-1 text-sm text-zinc-700">{t('growth.no_sales')}</dd>
      </div>
    )
  }
  return sales.map((s) => (
    <div key={s.currency} className="rounded-2xl bg-zinc-50 p-3" data-testid={`growth-sales-${s.currency}`}>
      <dt className="text-sm text-zinc-600">{t('growth.revenue_in', { currency: s.currency.toUpperCase() })}</dt>
      <dd className="mt-1 text-xl font-bold text-zinc-900 tabular-nums">{money(s.revenueCents, s.currency)}</dd>
      <dd className="text-sm text-zinc-700">{t('growth.orders_count', { count: s.orders })}</dd>
      <dd className="mt-1 text-xs text-zinc-600">
        {t('growth.previous', {
          value: `${isolate(money(s.previousRevenueCents, s.currency))} · ${isolate(t('growth.orders_count', { count: s.previousOrders }))}`,
        })}
      </dd>
    </div>
  ))
}
