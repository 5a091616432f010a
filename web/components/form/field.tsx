import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon.tsx'

export const inputClass =
  'mt-1.5 block w-full rounded-xl border border-zinc-300 bg-white px-4 py-3 text-base text-zinc-900 shadow-xs transition ' +
  'placeholder:text-zinc-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none ' +
  'disabled:bg-zinc-50 disabled:text-zinc-500 ' +
  'aria-invalid:border-red-600 aria-invalid:ring-red-100'

/** What a field hands its control: the id, the invalid state and the ids of hint and message. */
export interface ControlProps {
  id: string
  required?: boolean
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  className: string
}

interface FieldProps {
  id: string
  label: ReactNode
  /** Required fields show a star; optional ones say "optional"; `undefined` shows neither. */
  required?: boolean
  hint?: ReactNode
  error?: string
  /** Extra text after the control that belongs to it (e.g. a character counter). */
  after?: ReactNode
  /** Announce the error as it appears (for messages that show while typing). */
  announce?: boolean
  className?: string
  children: (control: ControlProps) => ReactNode
}

/** Label, control, hint and error message, tied together with `for` and `aria-describedby`. */
export function Field({ id, label, required, hint, error, after, announce, className, children }: FieldProps) {
  const { t } = useTranslation()
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      {/* The marks sit beside the label, not in it, so the field's name is exactly the label. */}
      <div className="flex flex-wrap items-baseline">
        <label htmlFor={id} className="text-sm font-semibold text-zinc-800">
          {label}
        </label>
        {required === true && (
          <span aria-hidden="true" className="ms-0.5 text-sm font-semibold text-red-700">
            *
          </span>
        )}
        {required === false && <span className="ms-1.5 text-sm text-zinc-600">({t('common.optional')})</span>}
      </div>
      {children({
        id,
        required: required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: inputClass,
      })}
      {after}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-zinc-600">
          {hint}
        </p>
      )}
      {error && (
        <FieldError id={`${id}-error`} announce={announce}>
          {error}
        </FieldError>
      )}
    </div>
  )
}

export function FieldError({ id, announce, children }: { id: string; announce?: boolean; children: ReactNode }) {
  return (
    <p id={id} role={announce ? 'alert' : undefined} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <Icon name="alert-circle" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}
