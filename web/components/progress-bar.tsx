import { useId } from 'react'

/**
 * A labelled progress bar (0–100) with its figure in the feature's words; it fills from the start
 * side, so it mirrors in Arabic.
 */
export function ProgressBar({ label, value, valueText }: { label: string; value: number; valueText: string }) {
  const id = useId()
  return (
    <div>
      <div className="flex justify-between text-xs font-medium text-zinc-600">
        <span id={id}>{label}</span>
        <span className="tabular-nums">{valueText}</span>
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
