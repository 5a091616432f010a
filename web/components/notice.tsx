import type { ReactNode } from 'react'
import { Icon, type IconName } from './icon.tsx'

export type Tone = 'error' | 'success' | 'info' | 'warning'

const TONES: Record<Tone, { box: string; icon: IconName }> = {
  error: { box: 'bg-red-50 text-red-800 ring-red-200', icon: 'alert-circle' },
  success: { box: 'bg-emerald-50 text-emerald-800 ring-emerald-200', icon: 'check-circle' },
  info: { box: 'bg-brand-50 text-brand-800 ring-brand-200', icon: 'info-circle' },
  warning: { box: 'bg-amber-50 text-amber-900 ring-amber-200', icon: 'warning' },
}

/**
 * A message box. Errors are `role="alert"` (announced when they appear); other tones are plain
 * boxes — put them inside a `role="status"` region that is always rendered, so they are announced.
 */
export function Notice({ tone, children, className = '' }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={`flex items-start gap-2.5 rounded-xl px-4 py-3 text-sm font-medium ring-1 ${TONES[tone].box} ${className}`}
    >
      {/* The tone's icon, not an emoji: the messages must read the same where no emoji font is installed. */}
      <Icon name={TONES[tone].icon} className="mt-px size-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  )
}
