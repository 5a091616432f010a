import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigate } from 'react-router'
import { PASSWORD_LIMITS } from '../../../contract/auth.ts'
import { linkClass, SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { PasswordInput } from '../../components/form/password-input.tsx'
import { useActionForm } from '../../components/form/use-action-form.ts'
import { Notice } from '../../components/notice.tsx'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { ResetPasswordFields } from './reset-password-fields.ts'

/** The spec's pause before going on to the login screen after a successful reset. */
export const RESET_REDIRECT_MS = 2000

/**
 * New password (typed twice) for the token in the mailed link, posted to the page's action
 * (web/features/auth/reset-actions.server.ts), so it works before and without the script; then on
 * to /login. `done` is the action's success.
 */
export function ResetPasswordForm({ token, done }: { token: string; done: boolean }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  // Refused in the browser as no token at all (a cut link): the same failure the server would give.
  const [cutLink, setCutLink] = useState(false)
  const { formRef, errors, failure, busy, onSubmit, onInput } = useActionForm({
    schema: ResetPasswordFields,
    read: (form) => ({ ...Object.fromEntries(new FormData(form)), token }),
    // A link that cannot even be a token: no field to fix, the form says the link failed.
    onInvalid: (_, issues) => {
      const cut = Boolean(issues.token) && issues.newPassword?.key !== 'validation.required'
      setCutLink(cut)
      return cut ? false : undefined
    },
  })
  // A token refused (unknown, used, expired, or not a token at all): ask for a new link.
  const serverFields = failure ? Object.keys(failure.fieldErrors) : []
  const linkFailed = cutLink || (failure && (serverFields.includes('token') || serverFields.length === 0))
  const shownErrors = linkFailed ? {} : errors

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [done, navigate])

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={(event) => {
        setCutLink(false)
        return done ? event.preventDefault() : onSubmit(event)
      }}
      onInput={onInput}
      aria-label={t('reset.new.title')}
      className="space-y-5 text-start"
    >
      <fieldset disabled={done} className="space-y-5">
        <Field
          id="reset-newPassword"
          label={t('reset.new.password')}
          required
          hint={t('register.hints.password', { min: PASSWORD_LIMITS.min })}
          error={shownErrors.newPassword}
        >
          {(p) => <PasswordInput {...p} name="newPassword" autoComplete="new-password" />}
        </Field>
        <Field id="reset-confirmPassword" label={t('reset.new.confirm')} required error={shownErrors.confirmPassword}>
          {(p) => <PasswordInput {...p} name="confirmPassword" autoComplete="new-password" />}
        </Field>
      </fieldset>

      <div role="status">
        {done && (
          <Notice tone="success">
            {/* Without the script the browser itself goes on to the login page after the pause. */}
            {!hydrated && <meta httpEquiv="refresh" content={`${RESET_REDIRECT_MS / 1000};url=/login`} />}
            <p>{t('reset.new.success')}</p>
            <p className="mt-1 font-normal">
              {t('reset.new.redirecting')}{' '}
              <Link to="/login" className={linkClass}>
                {t('reset.back_to_login')}
              </Link>
            </p>
          </Notice>
        )}
      </div>
      {linkFailed && (
        <Notice tone="error">
          <p>{failure && failure.code !== 'VALIDATION_FAILED' && failure.error ? failure.error : t('reset.new.failed')}</p>
          <p className="mt-1 font-normal">
            <Link to="/login" className={linkClass}>
              {t('reset.new.request_again')}
            </Link>
          </p>
        </Notice>
      )}

      {!done && (
        <SubmitButton busy={busy} busyLabel={t('reset.new.submitting')} className="w-full">
          {t('reset.new.submit')}
        </SubmitButton>
      )}
    </Form>
  )
}
