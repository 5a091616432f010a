import { useTranslation } from 'react-i18next'
import { cardClass } from '../../components/card.ts'
import { linkClass, Spinner } from '../../components/form/buttons.tsx'
import { ProgressBar } from '../../components/progress-bar.tsx'
import type { TwinView } from './twin-state.ts'

const TONES = {
  none: 'bg-zinc-100 text-zinc-700',
  processing: 'bg-amber-100 text-amber-900',
  ready: 'bg-emerald-100 text-emerald-800',
  expired: 'bg-red-50 text-red-800',
} as const

/** Where the twin stands: status chip, training progress, days left, the support hint. */
export function StatusCard({ twin, daysRemaining }: { twin: TwinView | null; daysRemaining: number | null }) {
  const { t } = useTranslation()
  if (!twin) {
    return (
      <p role="status" className={`${cardClass} flex items-center gap-3 text-zinc-600`}>
        <Spinner className="size-5 border-zinc-300 border-t-brand-600" />
        {t('twin.status.loading')}
      </p>
    )
  }
  const percent = Math.round(twin.progress ?? 0)
  return (
    <section aria-live="polite" className={`${cardClass} grid gap-3`} data-twin-status={twin.status}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-bold text-zinc-900">{t('twin.status.title')}</h2>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONES[twin.status]}`}>{t(`twin.status.${twin.status}`)}</span>
        {twin.status === 'ready' && daysRemaining !== null && daysRemaining > 0 && (
          <span className="text-sm text-zinc-600">{t('twin.status.days_remaining', { count: daysRemaining })}</span>
        )}
      </div>
      <p className="text-sm text-zinc-600">{t(`twin.status.${twin.status}_hint`)}</p>
      {twin.status === 'processing' &&
        (twin.progress === null ? (
          <p className="flex items-center gap-2 text-sm text-zinc-700">
            <Spinner className="size-4 border-zinc-300 border-t-brand-600" />
            {t('twin.status.training_running')}
          </p>
        ) : (
          <ProgressBar label={t('twin.status.training_running')} value={percent} valueText={t('twin.percent', { value: percent })} />
        ))}
      {twin.trainingFailed && twin.status !== 'processing' && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {t('twin.train.failed')}
        </p>
      )}
      {twin.quotaUsed && twin.status !== 'processing' && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('twin.status.quota_used')}{' '}
          <a href="/contact" className={linkClass}>
            {t('twin.status.contact_support')}
          </a>
        </p>
      )}
    </section>
  )
}
