import { useTranslation } from 'react-i18next'
import type { FollowerTotals, Growth } from '../../../contract/growth.ts'
import { LineChart } from './growth-chart.tsx'

const LINES = [
  ['requested', 'growth.followers_new', 'stroke-sky-500', 'bg-sky-500'],
  ['confirmed', 'growth.followers_confirmed', 'stroke-emerald-600', 'bg-emerald-600'],
  ['unsubscribed', 'growth.followers_unsubscribed', 'stroke-rose-500', 'bg-rose-500'],
] as const satisfies readonly (readonly [keyof FollowerTotals, string, string, string])[]

/** Email followers in the growth section: new requests, confirmations and unsubscribes per day and summed. */
export function GrowthFollowers({ followers, rtl }: { followers: Growth['followers']; rtl: boolean }) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  const dayLabel = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  return (
    <div className="mt-6" data-testid="growth-followers">
      <h3 className="text-base font-bold text-zinc-900">{t('growth.followers_title')}</h3>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        {LINES.map(([key, label]) => (
          <div key={key} className="rounded-2xl bg-zinc-50 p-3">
            <dt className="text-sm text-zinc-600">{t(label)}</dt>
            <dd className="mt-1 text-xl font-bold text-zinc-900 tabular-nums" data-testid={`growth-followers-${key}`}>
              {number.format(followers.totals[key])}
            </dd>
            <dd className="mt-1 text-xs text-zinc-600">{t('growth.previous', { value: number.format(followers.previous[key]) })}</dd>
          </div>
        ))}
      </dl>
      <figure className="mt-3">
        <LineChart
          rtl={rtl}
          small
          testId="growth-followers-chart"
          lines={LINES.map(([key, , stroke]) => ({ values: followers.series.map((d) => d[key]), className: stroke }))}
        />
        <figcaption className="mt-1 flex flex-wrap gap-4 text-xs text-zinc-600">
          {LINES.map(([key, label, , swatch]) => (
            <span key={key} className="flex items-center gap-1">
              <span className={`inline-block h-0.5 w-4 ${swatch}`} /> {t(label)}
            </span>
          ))}
        </figcaption>
      </figure>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t('growth.table_view')}</summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full text-sm" data-testid="growth-followers-table">
            <caption className="sr-only">{t('growth.followers_title')}</caption>
            <thead>
              <tr className="text-zinc-600">
                <th scope="col" className="py-1 px-1 text-start font-medium">
                  {t('growth.day')}
                </th>
                {LINES.map(([key, label]) => (
                  <th key={key} scope="col" className="py-1 px-1 text-end font-medium">
                    {t(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {followers.series.map((d) => (
                <tr key={d.day} className="border-t border-zinc-100">
                  <th scope="row" className="py-1 px-1 text-start font-normal whitespace-nowrap text-zinc-700">
                    {dayLabel.format(new Date(`${d.day}T00:00:00Z`))}
                  </th>
                  {LINES.map(([key]) => (
                    <td key={key} className="py-1 px-1 text-end tabular-nums">
                      {number.format(d[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  )
}
