import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigate } from 'react-router'
import { linkClass, SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { useFormFailure } from '../../components/form/form-failure.ts'
import { PasswordInput } from '../../components/form/password-input.tsx'
import { Notice } from '../../components/notice.tsx'

/**
 * Email and password, posted to the page's route action (web/features/auth/auth-actions.server.ts)
 * as a plain form, so it signs in before and without the page's script. On success the browser
 * loads the account's home with the new session cookie; a refusal comes back as this page with the
 * server's message in the page's language.
 */
export function LoginForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const failure = useFormFailure()
  const [email, setEmail] = useState(failure?.values?.email ?? '')
  const [hint, setHint] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [cleared, setCleared] = useState<Record<string, boolean>>({})
  const message = hint ?? (failure ? failure.error || t('login.failed') : null)
  // The message names the support address; the contact page is one click away.
  const blocked = !hint && failure?.code === 'ACCOUNT_BLOCKED'
  const fieldError = (name: string) => (cleared[name] ? undefined : failure?.fieldErrors[name])

  // Without an email there is nothing to send a link to: say so instead of leaving the page. The
  // box is read at the click, not from state: what was typed before the script ran counts too.
  function forgot(event: React.MouseEvent<HTMLAnchorElement>) {
    const input = event.currentTarget.closest('form')?.querySelector<HTMLInputElement>('input[name="email"]')
    const typed = input?.value.trim() ?? ''
    event.preventDefault()
    if (typed) {
      void navigate(`/request-reset?email=${encodeURIComponent(typed)}`)
      return
    }
    setHint(t('login.forgot_needs_email'))
    input?.focus()
  }

  return (
    <Form
      method="post"
      reloadDocument
      noValidate
      onSubmit={() => setBusy(true)}
      onInput={(event) => setCleared((c) => ({ ...c, [(event.target as HTMLInputElement).name]: true }))}
      aria-labelledby="login-title"
      className="space-y-5"
    >
      <fieldset className="space-y-5">
        <legend className="sr-only">{t('login.title')}</legend>
        <Field id="login-email" label={t('login.email')} required error={fieldError('email')}>
          {(p) => (
            <input
              {...p}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              // Uncontrolled: what is typed before the script runs stays as typed.
              defaultValue={failure?.values?.email}
              onChange={(e) => setEmail(e.target.value)}
              className={`${p.className} rtl:text-end`}
            />
          )}
        </Field>
        <div>
          <Field id="login-password" label={t('login.password')} required error={fieldError('password')}>
            {(p) => <PasswordInput {...p} name="password" autoComplete="current-password" />}
          </Field>
          <p className="mt-2 text-end">
            <Link
              to={`/request-reset?email=${encodeURIComponent(email.trim())}`}
              onClick={forgot}
              className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t('login.forgot')}
            </Link>
          </p>
        </div>
      </fieldset>

      {message && (
        <Notice tone="error">
          {message}
          {blocked && (
            <>
              {' '}
              <Link to="/contact" className={linkClass}>
                {t('login.contact_support')}
              </Link>
            </>
          )}
        </Notice>
      )}

      <SubmitButton busy={busy} busyLabel={t('login.submitting')} className="w-full">
        {t('login.submit')}
      </SubmitButton>

      <p className="text-center text-sm text-zinc-600">
        {t('login.no_account')}{' '}
        <Link to="/register" className={linkClass}>
          {t('login.register')}
        </Link>
      </p>
    </Form>
  )
}
