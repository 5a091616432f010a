import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** A labelled progress bar (0–100); fills from the start side, so it mirrors in Arabic. */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div>
      <div className="flex justify-between text-xs font-medium text-zinc-600">
        <span id={id}>{label}</span>
        <span className="tabular-nums">{t('twin.percent', { value })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="mt-1 h-2 overflow-hidden rounded-full bg-zinc-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  )
}
