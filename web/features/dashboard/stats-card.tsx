import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Stats, statsApi } from '../../../contract/stats.ts'
import { cardClass } from '../../components/card.ts'
import { FlashMessage, useFlash } from '../../components/flash.tsx'
import { primaryButtonClass, Spinner, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { LoadError } from '../../components/load-error.tsx'
import { call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

const FIELDS = [
  ['outfitsUploaded', 'stats.outfits'],
  ['clicks', 'stats.clicks'],
  ['shares', 'stats.shares'],
  ['campaign_clicks', 'stats.campaign_clicks'],
] as const

/**
 * Outfits uploaded, clicks, shares and campaign clicks, with a reset that asks first. `initial` is
 * the loader's read; null when it failed.
 */
export function StatsCard({ initial }: { initial: Stats | null }) {
  const { t, i18n } = useTranslation()
  const hydrated = useHydrated()
  const [stats, setStats] = useState<Stats | null>(initial)
  const [loadFailed, setLoadFailed] = useState(initial === null)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [flash, showFlash] = useFlash()

  async function reset() {
    setBusy(true)
    const result = await call(statsApi.reset)
    setBusy(false)
    setConfirming(false)
    if (result.ok) {
      setStats(result.data)
      showFlash('success', t('stats.reset_done'))
    } else showFlash('error', t('stats.reset_failed'))
  }

  /** Retry after a failed first read: the card reads its own numbers. */
  async function retry() {
    const result = await call(statsApi.get)
    if (result.ok) setStats(result.data)
    setLoadFailed(!result.ok)
  }

  const number = new Intl.NumberFormat(i18n.language)

  return (
    <section aria-labelledby="dashboard-stats" className={cardClass}>
      <h2 id="dashboard-stats" className="text-lg font-bold text-zinc-900">
        {t('stats.title')}
      </h2>
      {loadFailed ? (
        <LoadError className="mt-4" message={t('stats.load_failed')} onRetry={retry} />
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-3" aria-busy={stats === null}>
          {FIELDS.map(([field, label]) => (
            <div key={field} className="rounded-2xl bg-zinc-50 p-4">
              <dt className="text-sm text-zinc-600">{t(label)}</dt>
              <dd className="mt-1 text-2xl font-bold text-zinc-900 tabular-nums">
                {stats ? number.format(stats[field]) : <span className="inline-block h-7 w-10 animate-pulse rounded bg-zinc-200" />}
              </dd>
              {/* Says what the number counts: every photo, tagged or not (trends show only tagged ones). */}
              {field === 'outfitsUploaded' && stats && (
                <dd className="mt-1 text-xs text-zinc-600">{t('stats.outfits_hint', { count: stats.outfitsTagged })}</dd>
              )}
            </div>
          ))}
        </dl>
      )}
      {stats && !confirming && (
        <button type="button" onClick={() => setConfirming(true)} disabled={!hydrated} className={`${secondaryButtonClass} mt-4`}>
          {t('stats.reset')}
        </button>
      )}
      {stats && confirming && (
        <div className="mt-4 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <p className="text-sm font-medium text-amber-900">{t('stats.reset_confirm')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" onClick={reset} disabled={busy} className={`${primaryButtonClass} px-5 py-2.5 text-sm`}>
              {busy && <Spinner />}
              {t('stats.reset_yes')}
            </button>
            <button type="button" onClick={() => setConfirming(false)} disabled={busy} className={secondaryButtonClass}>
              {t('stats.cancel')}
            </button>
          </div>
        </div>
      )}
      <FlashMessage flash={flash} />
    </section>
  )
}
