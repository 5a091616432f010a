import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { PASSWORD_LIMITS, PasswordReset } from '../../../contract/auth.ts'
import { linkClass, SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { PasswordInput } from '../../components/form/password-input.tsx'
import { Notice } from '../../components/notice.tsx'
import { api } from '../../lib/api.ts'
import { focusFirstInvalid, issueMessages, translateAll } from '../../lib/form-errors.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

/** The spec's pause before going on to the login screen after a successful reset. */
export const RESET_REDIRECT_MS = 2000

type Errors = Partial<Record<'newPassword' | 'confirmPassword', string>>

/** New password (typed twice) for the token in the mailed link; then on to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!success) return
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [success, navigate])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || success) return
    setFailure(null)
    const data = new FormData(event.currentTarget)
    const newPassword = String(data.get('newPassword') ?? '')
    const parsed = PasswordReset.safeParse({ token, newPassword })
    const invalid: Errors = {}
    if (!newPassword) invalid.newPassword = t('validation.required')
    else if (!parsed.success) {
      const issues = issueMessages(parsed.error.issues)
      if (issues.token) {
        // A link that cannot even be a token: no point in asking the server.
        setFailure(t('reset.new.failed'))
        return
      }
      Object.assign(invalid, translateAll(issues, t))
    }
    if (!invalid.newPassword && data.get('confirmPassword') !== newPassword) invalid.confirmPassword = t('reset.new.mismatch')
    if (Object.keys(invalid).length) {
      setErrors(invalid)
      focusFirstInvalid(formRef.current, invalid)
      return
    }
    setErrors({})
    setBusy(true)
    const result = await api<{ message: string }>('/api/auth/reset-password', { body: { token, newPassword } })
    setBusy(false)
    if (result.ok) {
      setSuccess(result.data.message || t('reset.new.success'))
      return
    }
    const passwordDetail = result.error.details?.find((d) => d.field === 'newPassword')
    if (passwordDetail) {
      setErrors({ newPassword: passwordDetail.message })
      focusFirstInvalid(formRef.current, { newPassword: passwordDetail.message })
      return
    }
    setFailure(result.error.code !== 'VALIDATION_FAILED' && result.error.error ? result.error.error : t('reset.new.failed'))
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={t('reset.new.title')} className="space-y-5 text-start">
      <fieldset disabled={!hydrated || Boolean(success)} className="space-y-5">
        <Field
          id="reset-newPassword"
          label={t('reset.new.password')}
          required
          hint={t('register.hints.password', { min: PASSWORD_LIMITS.min })}
          error={errors.newPassword}
        >
          {(p) => <PasswordInput {...p} name="newPassword" autoComplete="new-password" />}
        </Field>
        <Field id="reset-confirmPassword" label={t('reset.new.confirm')} required error={errors.confirmPassword}>
          {(p) => <PasswordInput {...p} name="confirmPassword" autoComplete="new-password" />}
        </Field>
      </fieldset>

      <div role="status">
        {success && (
          <Notice tone="success">
            <p>{success}</p>
            <p className="mt-1 font-normal">
              {t('reset.new.redirecting')}{' '}
              <Link to="/login" className={linkClass}>
                {t('reset.back_to_login')}
              </Link>
            </p>
          </Notice>
        )}
      </div>
      {failure && (
        <Notice tone="error">
          <p>{failure}</p>
          <p className="mt-1 font-normal">
            <Link to="/login" className={linkClass}>
              {t('reset.new.request_again')}
            </Link>
          </p>
        </Notice>
      )}

      {!success && (
        <SubmitButton busy={busy} disabled={!hydrated} busyLabel={t('reset.new.submitting')} className="w-full">
          {t('reset.new.submit')}
        </SubmitButton>
      )}
    </form>
  )
}
