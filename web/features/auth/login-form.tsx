import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type CurrentUser, LoginInput } from '../../../contract/auth.ts'
import { linkClass, SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { PasswordInput } from '../../components/form/password-input.tsx'
import { Notice } from '../../components/notice.tsx'
import { api, fieldErrors } from '../../lib/api.ts'
import { focusFirstInvalid, issueMessages, translateAll } from '../../lib/form-errors.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

type Errors = Partial<Record<'email' | 'password', string>>

/**
 * Email and password. On success the browser loads the account's home with a full page load, so
 * the server renders it with the new session cookie (admins → /admin, creators → /dashboard).
 */
export function LoginForm() {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [blocked, setBlocked] = useState(false)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setMessage(null)
    setBlocked(false)
    const parsed = LoginInput.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
    if (!parsed.success) {
      const invalid = translateAll(issueMessages(parsed.error.issues), t) as Errors
      setErrors(invalid)
      focusFirstInvalid(formRef.current, invalid)
      return
    }
    setErrors({})
    setBusy(true)
    const result = await api<{ token: string; user: CurrentUser }>('/api/auth/login', { body: parsed.data })
    if (result.ok) {
      window.location.assign(result.data.user.role === 'admin' ? '/admin' : '/dashboard')
      return
    }
    setBusy(false)
    const fromServer = fieldErrors(result.error) as Errors
    setErrors(fromServer)
    setMessage(result.error.error || t('login.failed'))
    // The message names the support address; the contact page is one click away.
    setBlocked(result.error.code === 'ACCOUNT_BLOCKED')
  }

  // Without an email there is nothing to send a link to: say so instead of leaving the page.
  function forgot(event: React.MouseEvent<HTMLAnchorElement>) {
    if (email.trim()) return
    event.preventDefault()
    setMessage(t('login.forgot_needs_email'))
    formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus()
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="login-title" className="space-y-5">
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
