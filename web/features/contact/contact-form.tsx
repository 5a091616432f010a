import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { CONTACT_LIMITS, CONTACT_ROLES, ContactInput } from '../../../contract/contact.ts'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { type ControlProps, Field } from '../../components/form/field.tsx'
import { useActionForm } from '../../components/form/use-action-form.ts'
import { Notice } from '../../components/notice.tsx'

type ContactField = keyof typeof CONTACT_LIMITS | 'role'

/**
 * The contact form, posted to the page's action (web/features/contact/contact-action.server.ts),
 * so it sends before and without the page's script. Once the script runs it checks the input with
 * the contract's schema first. A refusal shows the server's field messages with the input kept;
 * a success (`sent`, the action's answer) clears the form.
 */
export function ContactForm({ sent }: { sent: boolean }) {
  const { t } = useTranslation()
  // Typing into a field clears its message; the rest stay until the next submit.
  const { formRef, errors, failure, busy, onSubmit, onInput } = useActionForm({ schema: ContactInput })
  // A message sent by script leaves the typed fields: empty them as a fresh page would be. The
  // notice stays until the next submit.
  const [shownSent, setShownSent] = useState(sent)
  useEffect(() => {
    setShownSent(sent)
    if (sent) formRef.current?.reset()
  }, [sent, formRef])
  const values = failure?.values ?? {}

  // What was posted comes back into the fields after a refusal (a post without the script).
  const field = (
    name: ContactField,
    required: boolean,
    control: (props: ControlProps & { name: string; defaultValue?: string }) => ReactNode,
  ) => (
    <Field id={`contact-${name}`} label={t(`contact.fields.${name}`)} required={required} error={errors[name]}>
      {(p) => control({ ...p, name, defaultValue: values[name] })}
    </Field>
  )

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={(event) => {
        setShownSent(false)
        onSubmit(event)
      }}
      onInput={onInput}
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
          <select {...p} defaultValue={values.role ?? ''}>
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
          {shownSent && !busy && (
            <Notice tone="success" className="mb-5">
              {t('contact.success')}
            </Notice>
          )}
        </div>
        {failure && !busy && (
          <div role="alert" className="mb-5 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
            <p className="font-semibold">{t('contact.failure')}</p>
            {failure.code !== 'VALIDATION_FAILED' && failure.error && <p className="mt-1">{failure.error}</p>}
          </div>
        )}

        <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-zinc-600">
            {t('contact.privacy_note')}{' '}
            <Link to="/privacy-policy" className="font-semibold text-brand-700 underline underline-offset-2">
              {t('contact.privacy_link')}
            </Link>
          </p>
          <SubmitButton busy={busy} busyLabel={t('contact.sending')} className="shrink-0">
            {t('contact.submit')}
          </SubmitButton>
        </div>
      </div>
    </Form>
  )
}
