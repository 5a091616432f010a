import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PASSWORD_LIMITS } from '../../../contract/auth.ts'
import { FirstAdminInput, setupApi } from '../../../contract/setup.ts'
import { linkClass, SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { PasswordInput } from '../../components/form/password-input.tsx'
import { useForm } from '../../components/form/use-form.ts'
import { Notice } from '../../components/notice.tsx'
import { call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

/** Email and password (typed twice) of the first admin, sent with the link's token. */
export function FirstAdminForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [created, setCreated] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const { formRef, errors, busy, onSubmit, onInput } = useForm({
    schema: FirstAdminInput,
    read: (form) => {
      const data = new FormData(form)
      return {
        token,
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
        confirmPassword: data.get('confirmPassword'),
      }
    },
    check: (errors, input) => {
      const { password, confirmPassword } = input as { password: string; confirmPassword: unknown }
      if (!errors.password && confirmPassword !== password) return { ...errors, confirmPassword: t('setup.first_admin.mismatch') }
      return errors
    },
    send: ({ email, password }) => {
      setFailure(null)
      return call(setupApi.firstAdmin, { body: { token, email, password } })
    },
    onSuccess: (data) => setCreated(data.email),
    onFailure: (error) => {
      if (error.code !== 'VALIDATION_FAILED') setFailure(error.error || t('setup.first_admin.link_invalid'))
    },
  })

  if (created) {
    return (
      <div role="status">
        <Notice tone="success">
          <p>{t('setup.first_admin.created', { email: `\u2066${created}\u2069` })}</p>
          <p className="mt-2">
            <Link to="/login" className={linkClass}>
              {t('setup.first_admin.sign_in')}
            </Link>
          </p>
        </Notice>
      </div>
    )
  }
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      aria-label={t('setup.first_admin.title')}
      className="space-y-5 text-start"
    >
      <fieldset disabled={!hydrated} className="space-y-5">
        <Field id="setup-email" label={t('setup.first_admin.email')} required error={errors.email}>
          {(p) => <input {...p} name="email" type="email" autoComplete="email" dir="ltr" />}
        </Field>
        <Field
          id="setup-password"
          label={t('setup.first_admin.password')}
          required
          hint={t('register.hints.password', { min: PASSWORD_LIMITS.min })}
          error={errors.password}
        >
          {(p) => <PasswordInput {...p} name="password" autoComplete="new-password" />}
        </Field>
        <Field id="setup-confirm" label={t('setup.first_admin.confirm')} required error={errors.confirmPassword}>
          {(p) => <PasswordInput {...p} name="confirmPassword" autoComplete="new-password" />}
        </Field>
      </fieldset>
      {failure && (
        <Notice tone="error">
          <p>{failure}</p>
        </Notice>
      )}
      <SubmitButton busy={busy} disabled={!hydrated} busyLabel={t('setup.first_admin.submitting')} className="w-full">
        {t('setup.first_admin.submit')}
      </SubmitButton>
    </form>
  )
}
