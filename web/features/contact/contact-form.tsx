import { type FormEvent, type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CONTACT_LIMITS, CONTACT_ROLES, ContactInput } from '../../../contract/contact.ts'
import { type ApiErrorBody, api, fieldErrors } from '../../lib/api.ts'
import { issueMessages, translateAll } from '../../lib/form-errors.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

type Field = keyof typeof CONTACT_LIMITS | 'role'
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; error: ApiErrorBody }

const FIELD_ORDER: Field[] = ['fullName', 'email', 'role', 'subject', 'message']

const inputClass =
  'mt-1.5 block w-full rounded-xl border border-zinc-300 bg-white px-4 py-3 text-base text-zinc-900 shadow-xs transition ' +
  'focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none aria-invalid:border-red-600 aria-invalid:ring-red-100'

/**
 * The contact form. Checks input with the contract's schema (the one the API uses), sends it
 * through the API client, shows the server's field messages, and clears itself after success.
 */
export function ContactForm() {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const sending = status.kind === 'sending'

  function focusFirst(invalid: Partial<Record<Field, string>>) {
    const first = FIELD_ORDER.find((field) => invalid[field])
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const parsed = ContactInput.safeParse(Object.fromEntries(new FormData(form)))
    if (!parsed.success) {
      const invalid = translateAll(issueMessages(parsed.error.issues), t) as Partial<Record<Field, string>>
      setErrors(invalid)
      setStatus({ kind: 'idle' })
      focusFirst(invalid)
      return
    }
    setErrors({})
    setStatus({ kind: 'sending' })
    const result = await api<{ message: string }>('/api/contact', { body: parsed.data })
    if (result.ok) {
      form.reset()
      setStatus({ kind: 'sent' })
      return
    }
    const fromServer = fieldErrors(result.error) as Partial<Record<Field, string>>
    setErrors(fromServer)
    setStatus({ kind: 'failed', error: result.error })
    focusFirst(fromServer)
  }

  // Typing into a field clears its message; the rest stay until the next submit.
  function clearError(name: string) {
    if (name in errors) setErrors(({ [name as Field]: _, ...rest }) => rest)
  }

  const field = (name: Field, label: string, required: boolean, control: (props: ControlProps) => ReactNode) => {
    const error = errors[name]
    const id = `contact-${name}`
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-zinc-800">
          {label}
          {required ? (
            <span aria-hidden="true" className="ms-0.5 text-red-700">
              *
            </span>
          ) : (
            <span className="ms-1.5 font-normal text-zinc-600">({t('common.optional')})</span>
          )}
        </label>
        {control({
          id,
          name,
          required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          className: inputClass,
        })}
        {error && (
          <p id={`${id}-error`} className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-red-700">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 shrink-0" fill="currentColor">
              <path
                fillRule="evenodd"
                d="M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a1 1 0 00-1 1v4a1 1 0 102 0V6a1 1 0 00-1-1zm0 9a1 1 0 100 2 1 1 0 000-2z"
                clipRule="evenodd"
              />
            </svg>
            {error}
          </p>
        )}
      </div>
    )
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      onInput={(event) => clearError((event.target as HTMLInputElement).name)}
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <div>
        <h2 id="contact-form-title" className="text-xl font-bold text-zinc-900">
          {t('contact.form_title')}
        </h2>
        <p className="mt-1 text-sm text-zinc-600">{t('contact.required_note')}</p>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        {field('fullName', t('contact.fields.fullName'), true, (p) => (
          <input {...p} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.fullName} />
        ))}
        {field('email', t('contact.fields.email'), true, (p) => (
          <input
            {...p}
            type="email"
            autoComplete="email"
            dir="ltr"
            maxLength={CONTACT_LIMITS.email}
            className={`${p.className} rtl:text-end`}
          />
        ))}
        {field('role', t('contact.fields.role'), false, (p) => (
          <select {...p} defaultValue="">
            <option value="">{t('contact.role_none')}</option>
            {CONTACT_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`contact.roles.${role}`)}
              </option>
            ))}
          </select>
        ))}
        {field('subject', t('contact.fields.subject'), true, (p) => (
          <input {...p} type="text" maxLength={CONTACT_LIMITS.subject} />
        ))}
      </div>
      {field('message', t('contact.fields.message'), true, (p) => (
        <textarea {...p} rows={6} maxLength={CONTACT_LIMITS.message} className={`${p.className} resize-y`} />
      ))}

      <div>
        <div role="status">
          {status.kind === 'sent' && (
            <p className="mb-5 flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
              <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 shrink-0" fill="currentColor">
                <path
                  fillRule="evenodd"
                  d="M10 18a8 8 0 100-16 8 8 0 000 16zm3.7-9.3a1 1 0 00-1.4-1.4L9 10.6 7.7 9.3a1 1 0 00-1.4 1.4l2 2a1 1 0 001.4 0l4-4z"
                  clipRule="evenodd"
                />
              </svg>
              {t('contact.success')}
            </p>
          )}
        </div>
        {status.kind === 'failed' && (
          <div role="alert" className="mb-5 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
            <p className="font-semibold">{t('contact.failure')}</p>
            {status.error.code !== 'VALIDATION_FAILED' && status.error.error && <p className="mt-1">{status.error.error}</p>}
          </div>
        )}

        <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-zinc-600">
            {t('contact.privacy_note')}{' '}
            <Link to="/privacy-policy" className="font-semibold text-brand-700 underline underline-offset-2">
              {t('contact.privacy_link')}
            </Link>
          </p>
          <button
            type="submit"
            disabled={!hydrated || sending}
            className="inline-flex shrink-0 items-center justify-center gap-2 rounded-full bg-brand-600 px-7 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {sending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
            {sending ? t('contact.sending') : t('contact.submit')}
          </button>
        </div>
      </div>
    </form>
  )
}

interface ControlProps {
  id: string
  name: string
  required: boolean
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  className: string
}
