import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoginInput } from '../../../contract/auth.ts'
import { authApi } from '../../../contract/auth-api.ts'
import { linkClass, SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { PasswordInput } from '../../components/form/password-input.tsx'
import { useForm } from '../../components/form/use-form.ts'
import { Notice } from '../../components/notice.tsx'
import { call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

/**
 * Email and password. On success the browser loads the account's home with a full page load, so
 * the server renders it with the new session cookie (admins → /admin, creators → /dashboard).
 */
export function LoginForm() {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [email, setEmail] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [blocked, setBlocked] = useState(false)
  const { formRef, errors, setErrors, busy, onSubmit } = useForm({
    schema: LoginInput,
    send: (body) => {
      setMessage(null)
      setBlocked(false)
      return call(authApi.login, { body })
    },
    onInvalid: () => {
      setMessage(null)
      setBlocked(false)
    },
    onSuccess: ({ user }) => {
      window.location.assign(user.role === 'admin' ? '/admin' : '/dashboard')
      return 'navigating'
    },
    onFailure: (error) => {
      setMessage(error.error || t('login.failed'))
      // The message names the support address; the contact page is one click away.
      setBlocked(error.code === 'ACCOUNT_BLOCKED')
    },
  })

  // Without an email there is nothing to send a link to: say so instead of leaving the page.
  function forgot(event: React.MouseEvent<HTMLAnchorElement>) {
    if (email.trim()) return
    event.preventDefault()
    setMessage(t('login.forgot_needs_email'))
    formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus()
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="login-title" className="space-y-5">
      <fieldset disabled={!hydrated} className="space-y-5">
        <legend className="sr-only">{t('login.title')}</legend>
        <Field id="login-email" label={t('login.email')} required error={errors.email}>
          {(p) => (
            <input
              {...p}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value)
                if (errors.email) setErrors(({ email: _, ...rest }) => rest)
              }}
              className={`${p.className} rtl:text-end`}
            />
          )}
        </Field>
        <div>
          <Field id="login-password" label={t('login.password')} required error={errors.password}>
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

      <SubmitButton busy={busy} disabled={!hydrated} busyLabel={t('login.submitting')} className="w-full">
        {t('login.submit')}
      </SubmitButton>

      <p className="text-center text-sm text-zinc-600">
        {t('login.no_account')}{' '}
        <Link to="/register" className={linkClass}>
          {t('login.register')}
        </Link>
      </p>
    </form>
  )
}
