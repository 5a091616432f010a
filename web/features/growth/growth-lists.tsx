import { useTranslation } from 'react-i18next'
import { type Growth, UNKNOWN_COUNTRY } from '../../../contract/growth.ts'

type Row = { key: string; label: string; value: string }

/** One titled list of label → number, or "No numbers yet." */
function ShareList({ title, rows }: { title: string; rows: Row[] }) {
  const { t } = useTranslation()
  return (
    <div className="rounded-2xl bg-zinc-50 p-4">
      <h3 className="text-sm font-semibold text-zinc-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-600">{t('growth.none')}</p>
      ) : (
        <ol className="mt-2 space-y-1">
          {rows.map((row) => (
            <li key={row.key} className="flex justify-between gap-3 text-sm">
              <span className="min-w-0 truncate text-zinc-700">{row.label}</span>
              <span className="font-semibold text-zinc-900 tabular-nums">{row.value}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

/**
 * Top looks, top tags (by link host), referrers, countries, devices and browsers (each social app's
 * in-app browser apart, to see where buyers drop) of the period.
 */
export function GrowthLists({ growth, lookLabel }: { growth: Growth; lookLabel: (imageId: string, index: number) => string }) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region' })
  const country = (code: string) => (code === UNKNOWN_COUNTRY ? t('growth.unknown_country') : (regions.of(code) ?? code))
  return (
    <div className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <ShareList
        title={t('growth.top_looks')}
        rows={growth.topLooks.map((r, i) => ({
          key: r.imageId,
          label: lookLabel(r.imageId, i),
          value: `${number.format(r.clicks)} / ${number.format(r.lightboxOpens)} / ${number.format(r.couponCopies)}`,
        }))}
      />
      <ShareList
        title={t('growth.top_tags')}
        rows={growth.topTags.map((r) => ({ key: r.tagId, label: r.host ?? t('growth.deleted_tag'), value: number.format(r.clicks) }))}
      />
      <ShareList
        title={t('growth.referrers')}
        rows={growth.referrers.map((r) => ({ key: r.key, label: t(`growth.referrer.${r.key}`), value: number.format(r.count) }))}
      />
      <ShareList
        title={t('growth.countries')}
        rows={growth.countries.map((r) => ({ key: r.key, label: country(r.key), value: number.format(r.count) }))}
      />
      <ShareList
        title={t('growth.devices')}
        rows={growth.devices.map((r) => ({ key: r.key, label: t(`growth.device.${r.key}`), value: number.format(r.count) }))}
      />
      <ShareList
        title={t('growth.browsers')}
        rows={growth.browsers.map((r) => ({
          key: r.key,
          label: t(`growth.browser.${r.key}`),
          value: `${number.format(r.pageViews)} / ${number.format(r.clicks)}`,
        }))}
      />
    </div>
  )
}
