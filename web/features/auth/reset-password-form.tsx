import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { PASSWORD_LIMITS, PasswordReset } from '../../../contract/auth.ts'
import { authApi } from '../../../contract/auth-api.ts'
import { linkClass, SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { PasswordInput } from '../../components/form/password-input.tsx'
import { useForm } from '../../components/form/use-form.ts'
import { Notice } from '../../components/notice.tsx'
import { call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

/** The spec's pause before going on to the login screen after a successful reset. */
export const RESET_REDIRECT_MS = 2000

/** New password (typed twice) for the token in the mailed link; then on to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const { formRef, errors, setErrors, busy, onSubmit } = useForm({
    schema: PasswordReset,
    read: (form) => {
      const data = new FormData(form)
      return { token, newPassword: String(data.get('newPassword') ?? ''), confirmPassword: data.get('confirmPassword') }
    },
    check: (errors, input) => {
      const { newPassword, confirmPassword } = input as { newPassword: string; confirmPassword: unknown }
      if (!newPassword) return { ...errors, newPassword: t('validation.required') }
      if (!errors.newPassword && confirmPassword !== newPassword) return { ...errors, confirmPassword: t('reset.new.mismatch') }
      return errors
    },
    onInvalid: (errors, issues) => {
      setFailure(null)
      // A link that cannot even be a token: no point in asking the server.
      if (issues.token && errors.newPassword !== t('validation.required')) {
        setFailure(t('reset.new.failed'))
        return false
      }
    },
    send: ({ newPassword }) => {
      setFailure(null)
      return call(authApi.resetPassword, { body: { token, newPassword } })
    },
    onSuccess: (data) => setSuccess(data.message || t('reset.new.success')),
    onFailure: (error) => {
      const passwordDetail = error.details?.find((d) => d.field === 'newPassword')
      setErrors(passwordDetail ? { newPassword: passwordDetail.message } : {})
      if (!passwordDetail) setFailure(error.code !== 'VALIDATION_FAILED' && error.error ? error.error : t('reset.new.failed'))
    },
  })

  useEffect(() => {
    if (!success) return
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [success, navigate])

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => (success ? event.preventDefault() : onSubmit(event))}
      aria-label={t('reset.new.title')}
      className="space-y-5 text-start"
    >
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
