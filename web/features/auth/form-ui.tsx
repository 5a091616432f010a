import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Form building blocks shared by the account pages (login, registration, reset, profile, admin). */

export const inputClass =
  'mt-1.5 block w-full rounded-xl border border-zinc-300 bg-white px-4 py-3 text-base text-zinc-900 shadow-xs transition ' +
  'placeholder:text-zinc-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none ' +
  'disabled:bg-zinc-50 disabled:text-zinc-500 ' +
  'aria-invalid:border-red-600 aria-invalid:ring-red-100'

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-7 py-3 text-base font-semibold text-white shadow-sm transition ' +
  'hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70'

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-zinc-300 bg-white px-5 py-2.5 text-sm font-semibold text-zinc-800 transition ' +
  'hover:bg-zinc-50 disabled:cursor-not-allowed disabled:opacity-60'

export const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline'

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
      <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a1 1 0 00-1 1v4a1 1 0 102 0V6a1 1 0 00-1-1zm0 9a1 1 0 100 2 1 1 0 000-2z"
          clipRule="evenodd"
        />
      </svg>
      <span>{children}</span>
    </p>
  )
}

/** A password input with a show/hide button inside it. */
export function PasswordInput({
  autoComplete,
  name,
  ...control
}: ControlProps & { name: string; autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <input
        {...control}
        name={name}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        dir="ltr"
        className={`${control.className} pe-12 rtl:text-end`}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-controls={control.id}
        className="absolute inset-y-0 end-1 my-auto grid size-10 place-items-center rounded-lg text-zinc-500 hover:text-brand-700"
      >
        <span className="sr-only">{t('common.show_password')}</span>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  )
}

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

type Tone = 'error' | 'success' | 'info' | 'warning'

const TONES: Record<Tone, { box: string; icon: string }> = {
  error: {
    box: 'bg-red-50 text-red-800 ring-red-200',
    icon: 'M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a1 1 0 00-1 1v4a1 1 0 102 0V6a1 1 0 00-1-1zm0 9a1 1 0 100 2 1 1 0 000-2z',
  },
  success: {
    box: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    icon: 'M10 18a8 8 0 100-16 8 8 0 000 16zm3.7-9.3a1 1 0 00-1.4-1.4L9 10.6 7.7 9.3a1 1 0 00-1.4 1.4l2 2a1 1 0 001.4 0l4-4z',
  },
  info: {
    box: 'bg-brand-50 text-brand-800 ring-brand-200',
    icon: 'M18 10a8 8 0 11-16 0 8 8 0 0116 0zM9 9a1 1 0 012 0v4a1 1 0 11-2 0V9zm1-4a1 1 0 100 2 1 1 0 000-2z',
  },
  warning: {
    box: 'bg-amber-50 text-amber-900 ring-amber-200',
    icon: 'M8.3 3.2a2 2 0 013.4 0l6.1 10.6A2 2 0 0116.1 17H3.9a2 2 0 01-1.7-3.2L8.3 3.2zM10 7a1 1 0 00-1 1v3a1 1 0 102 0V8a1 1 0 00-1-1zm0 7a1 1 0 100 2 1 1 0 000-2z',
  },
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
      <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-px size-5 shrink-0" fill="currentColor">
        <path fillRule="evenodd" d={TONES[tone].icon} clipRule="evenodd" />
      </svg>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  )
}
