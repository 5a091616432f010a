import { useTranslation } from 'react-i18next'
import type { Growth } from '../../../contract/growth.ts'
import { formatMoney } from '../../lib/format.ts'

const th = 'py-1 px-1 text-end font-medium'
const td = 'py-1 px-1 text-end tabular-nums'

/**
 * The chart's numbers as a table (the accessible view of the chart): page views, image opens and
 * clicks per day, and the shop's orders and revenue per day in each currency sold in.
 */
export function GrowthTable({ growth }: { growth: Growth }) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  const dayLabel = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t('growth.table_view')}</summary>
      <div className="mt-2 max-h-80 overflow-auto">
        <table className="w-full text-sm" data-testid="growth-table">
          <caption className="sr-only">{t('growth.chart_label')}</caption>
          <thead>
            <tr className="text-zinc-600">
              <th scope="col" className="py-1 px-1 text-start font-medium">
                {t('growth.day')}
              </th>
              <th scope="col" className={th}>
                {t('growth.page_views')}
              </th>
              <th scope="col" className={th}>
                {t('growth.clicks')}
              </th>
              <th scope="col" className={th}>
                {t('growth.lightbox_opens')}
              </th>
              {growth.sales.flatMap((s) => [
                <th key={`${s.currency}-orders`} scope="col" className={th}>
                  {t('growth.orders_in', { currency: s.currency.toUpperCase() })}
                </th>,
                <th key={`${s.currency}-revenue`} scope="col" className={th}>
                  {t('growth.revenue_in', { currency: s.currency.toUpperCase() })}
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {growth.series.map((d, i) => (
              <tr key={d.day} className="border-t border-zinc-100">
                <th scope="row" className="py-1 px-1 text-start font-normal whitespace-nowrap text-zinc-700">
                  {dayLabel.format(new Date(`${d.day}T00:00:00Z`))}
                </th>
                <td className={td}>{number.format(d.pageViews)}</td>
                <td className={td}>{number.format(d.clicks)}</td>
                <td className={td}>{number.format(d.lightboxOpens)}</td>
                {growth.sales.flatMap((s) => [
                  <td key={`${s.currency}-orders`} className={td}>
                    {number.format(s.series[i]?.orders ?? 0)}
                  </td>,
                  <td key={`${s.currency}-revenue`} className={`${td} whitespace-nowrap`}>
                    {formatMoney(s.series[i]?.revenueCents ?? 0, s.currency, i18n.language)}
                  </td>,
                ])}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
