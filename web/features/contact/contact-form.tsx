import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CONTACT_LIMITS, CONTACT_ROLES, ContactInput, contactApi } from '../../../contract/contact.ts'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { type ControlProps, Field } from '../../components/form/field.tsx'
import { useForm } from '../../components/form/use-form.ts'
import { Notice } from '../../components/notice.tsx'
import { type ApiErrorBody, call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

type ContactField = keyof typeof CONTACT_LIMITS | 'role'
type Status = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; error: ApiErrorBody }

/**
 * The contact form. Checks input with the contract's schema (the one the API uses), sends it
 * through the API client, shows the server's field messages, and clears itself after success.
 */
export function ContactForm() {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  // Typing into a field clears its message; the rest stay until the next submit.
  const { formRef, errors, busy, onSubmit, onInput } = useForm({
    schema: ContactInput,
    onInvalid: () => setStatus({ kind: 'idle' }),
    send: (body) => {
      setStatus({ kind: 'idle' })
      return call(contactApi.send, { body })
    },
    onSuccess: (_, form) => {
      form.reset()
      setStatus({ kind: 'sent' })
    },
    onFailure: (error) => setStatus({ kind: 'failed', error }),
  })

  const field = (name: ContactField, required: boolean, control: (props: ControlProps & { name: string }) => ReactNode) => (
    <Field id={`contact-${name}`} label={t(`contact.fields.${name}`)} required={required} error={errors[name]}>
      {(p) => control({ ...p, name })}
    </Field>
  )

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onInput={onInput} aria-labelledby="contact-form-title" className="space-y-5">
      <div>
        <h2 id="contact-form-title" className="text-xl font-bold text-zinc-900">
          {t('contact.form_title')}
        </h2>
        <p className="mt-1 text-sm text-zinc-600">{t('contact.required_note')}</p>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        {field('fullName', true, (p) => (
          <input {...p} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.fullName} />
        ))}
        {field('email', true, (p) => (
          <input
            {...p}
            type="email"
            autoComplete="email"
            dir="ltr"
            maxLength={CONTACT_LIMITS.email}
            className={`${p.className} rtl:text-end`}
          />
        ))}
        {field('role', false, (p) => (
          <select {...p} defaultValue="">
            <option value="">{t('contact.role_none')}</option>
            {CONTACT_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`contact.roles.${role}`)}
              </option>
            ))}
          </select>
        ))}
        {field('subject', true, (p) => (
          <input {...p} type="text" maxLength={CONTACT_LIMITS.subject} />
        ))}
      </div>
      {field('message', true, (p) => (
        <textarea {...p} rows={6} maxLength={CONTACT_LIMITS.message} className={`${p.className} resize-y`} />
      ))}

      <div>
        <div role="status">
          {status.kind === 'sent' && (
            <Notice tone="success" className="mb-5">
              {t('contact.success')}
            </Notice>
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
          <SubmitButton busy={busy} disabled={!hydrated} busyLabel={t('contact.sending')} className="shrink-0">
            {t('contact.submit')}
          </SubmitButton>
        </div>
      </div>
    </form>
  )
}
