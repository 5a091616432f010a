import type { ComponentProps, ReactNode } from 'react'
import { useHydrated } from '../../lib/use-hydrated.ts'

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-7 py-3 text-base font-semibold text-white shadow-sm transition ' +
  'hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70'

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-zinc-300 bg-white px-5 py-2.5 text-sm font-semibold text-zinc-800 transition ' +
  'hover:bg-zinc-50 disabled:cursor-not-allowed disabled:opacity-60'

export const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline'

export function Spinner({ className = 'size-4 border-white/40 border-t-white' }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-2 ${className}`} />
}

export function SubmitButton({
  busy,
  disabled,
  busyLabel,
  children,
  className = '',
}: {
  busy: boolean
  disabled?: boolean
  busyLabel: string
  children: ReactNode
  className?: string
}) {
  return (
    <button type="submit" disabled={busy || disabled} className={`${primaryButtonClass} ${className}`}>
      {busy && <Spinner />}
      {busy ? busyLabel : children}
    </button>
  )
}

/**
 * A button whose action is script (a dialog, a copy, a call through the API): disabled until the
 * page has hydrated, so a tap before the script runs is not swallowed by a button that looks ready.
 */
export function ScriptButton({ disabled, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  const hydrated = useHydrated()
  return <button type="button" {...props} disabled={!hydrated || disabled} />
}
