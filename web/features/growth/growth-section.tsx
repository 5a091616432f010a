import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  GROWTH_DEFAULT_PERIOD,
  GROWTH_PERIODS,
  type Growth,
  type GrowthPeriod,
  type GrowthTotals,
  growthApi,
} from '../../../contract/growth.ts'
import { cardClass } from '../../components/card.ts'
import { LoadError } from '../../components/load-error.tsx'
import { urlOf } from '../../lib/api.ts'
import { useEndpoint } from '../../lib/use-endpoint.ts'
import { GrowthChart } from './growth-chart.tsx'
import { GrowthFollowers } from './growth-followers.tsx'
import { GrowthLists } from './growth-lists.tsx'
import { SalesTotals } from './growth-sales.tsx'
import { GrowthTable } from './growth-table.tsx'

/** Each figure with its label; `${label}_hint` says in one line what it counts. */
const TOTALS = [
  ['pageViews', 'growth.page_views'],
  ['clicks', 'growth.clicks'],
  ['ctr', 'growth.ctr'],
  ['clicksPerLook', 'growth.clicks_per_look'],
  ['lightboxOpens', 'growth.lightbox_opens'],
  ['shares', 'growth.shares'],
  ['campaignClicks', 'growth.campaign_clicks'],
  ['couponCopies', 'growth.coupon_copies'],
] as const satisfies readonly (readonly [keyof GrowthTotals, string])[]

/**
 * The dashboard's growth section: page views, tag clicks, click-through and clicks per look over 7/30/90 days against the period
 * before, the shop's orders and revenue, the same numbers as a table, top looks and tags,
 * referrers, countries, devices, email followers and the CSV export. Loaded lazily by the dashboard only.
 * `initial` is the loader's read of the default period (null when it failed); another period is read here.
 */
export default function GrowthSection({
  initial,
  lookLabel,
}: {
  initial: Growth | null
  lookLabel?: (imageId: string, index: number) => string
}) {
  const { t, i18n } = useTranslation()
  const headingId = useId()
  const [days, setDays] = useState<GrowthPeriod>(GROWTH_DEFAULT_PERIOD)
  // After a failed first read nothing is read again until the creator picks a period.
  const [picked, setPicked] = useState(false)
  const {
    data: growth,
    error,
    reload,
  } = useEndpoint(growthApi.get, { query: { days } }, { initial: initial ?? undefined, enabled: initial !== null || picked })
  const loadFailed = error !== undefined || growth === undefined

  const number = new Intl.NumberFormat(i18n.language)
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 })
  const ratio = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 })
  const format = (key: keyof GrowthTotals, totals: GrowthTotals) => {
    const value = totals[key]
    if (value === null) return '–'
    if (key === 'ctr') return percent.format(value / 100)
    return key === 'clicksPerLook' ? ratio.format(value) : number.format(value)
  }
  const rtl = i18n.dir?.() === 'rtl' || i18n.language === 'ar'

  return (
    <section aria-labelledby={headingId} className={cardClass} data-testid="growth-section">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-zinc-900">
          {t('growth.title')}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-zinc-700">
            {t('growth.period')}
            <select
              value={days}
              onChange={(e) => {
                setDays(Number(e.target.value) as GrowthPeriod)
                setPicked(true)
              }}
              className="rounded-xl border border-zinc-300 bg-white px-3 py-2 text-sm"
            >
              {GROWTH_PERIODS.map((d) => (
                <option key={d} value={d}>
                  {t('growth.days', { count: d })}
                </option>
              ))}
            </select>
          </label>
          {growth && (
            <a
              href={urlOf(growthApi.exportCsv, { query: { from: growth.from, to: growth.to } })}
              download
              className="rounded-xl px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-zinc-300 hover:bg-zinc-50"
            >
              {t('growth.export')}
            </a>
          )}
        </div>
      </div>

      {loadFailed && (
        <LoadError
          className="mt-4"
          message={t('growth.load_failed')}
          onRetry={() => {
            setPicked(true)
            return reload()
          }}
        />
      )}

      {growth && (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {TOTALS.map(([key, label]) => (
              <div key={key} className="rounded-2xl bg-zinc-50 p-3">
                <dt className="text-sm text-zinc-600">{t(label)}</dt>
                <dd className="mt-1 text-xl font-bold text-zinc-900 tabular-nums" data-testid={`growth-total-${key}`}>
                  {format(key, growth.totals)}
                </dd>
                <dd className="mt-1 text-xs text-zinc-600">{t(`${label}_hint`)}</dd>
                <dd className="mt-1 text-xs text-zinc-600">{t('growth.previous', { value: format(key, growth.previous) })}</dd>
              </div>
            ))}
            <SalesTotals sales={growth.sales} />
          </dl>

          <figure className="mt-4">
            <GrowthChart series={growth.series} previous={growth.previousSeries} rtl={rtl} />
            <figcaption className="mt-1 flex flex-wrap gap-4 text-xs text-zinc-600">
              <span className="flex items-center gap-1">
                <span className="inline-block h-0.5 w-4 bg-emerald-500" /> {t('growth.page_views')}
              </span>
              <span className="flex items-center gap-1">
                <span className="inline-block h-0.5 w-4 bg-amber-500" /> {t('growth.clicks')}
              </span>
              <span className="flex items-center gap-1">
                <span className="inline-block h-0.5 w-4 bg-brand-600" /> {t('growth.lightbox_opens')}
              </span>
              <span className="flex items-center gap-1">
                <span className="inline-block h-0.5 w-4 border-t-2 border-dashed border-zinc-300" />{' '}
                {t('growth.previous', { value: t('growth.page_views') })}
              </span>
            </figcaption>
          </figure>

          <GrowthTable growth={growth} />

          <GrowthFollowers followers={growth.followers} rtl={rtl} />

          <GrowthLists growth={growth} lookLabel={lookLabel ?? ((_id, i) => `${t('growth.look')} ${number.format(i + 1)}`)} />
          <p className="mt-4 text-xs text-zinc-600">{t('growth.reset_note')}</p>
        </>
      )}
    </section>
  )
}
