import { useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { birthdateRange, GENDERS, PASSWORD_LIMITS, PROFILE_LIMITS, RegisterInput } from '../../../contract/auth.ts'
import { MAX_EMAIL_LENGTH } from '../../../contract/limits.ts'
import type { BillingCycle, PlanType } from '../../../contract/plans.ts'
import { linkClass, SubmitButton } from '../../components/form/buttons.tsx'
import { Field, FieldError } from '../../components/form/field.tsx'
import { PasswordInput } from '../../components/form/password-input.tsx'
import { useActionForm } from '../../components/form/use-action-form.ts'
import { UsernameInput } from '../../components/form/username-input.tsx'
import { Icon } from '../../components/icon.tsx'
import { Notice } from '../../components/notice.tsx'
import { PromoCodeField, type PromoState } from './promo-code-field.tsx'

/** Fields without which "Registration failed. Please fill all fields." shows. */
const REQUIRED = ['username', 'email', 'password', 'page_name', 'phone'] as const

/**
 * Registration, posted to the page's action (web/features/auth/register-action.server.ts), so it
 * works before and without the page's script: the server creates the pending account and a
 * checkout session and sends the browser on to the payment page. Once the script runs the input
 * is checked with the API's own schema first. A refusal ("email taken") comes back into the form
 * with what was typed, less the password.
 */
export function RegisterForm({
  plan,
  cycle,
  promo,
  onPromoChange,
}: {
  plan: PlanType
  cycle: BillingCycle
  promo: PromoState
  onPromoChange: (state: PromoState) => void
}) {
  const { t } = useTranslation()
  const [localMessage, setLocalMessage] = useState<string | null>(null)
  const { formRef, errors, failure, busy, onSubmit, onInput } = useActionForm({
    schema: RegisterInput,
    read: (form) => ({
      ...Object.fromEntries(new FormData(form)),
      acceptTerms: (form.elements.namedItem('acceptTerms') as HTMLInputElement).checked,
    }),
    onInvalid: (_, issues) => setLocalMessage(missesRequired(issues) ? t('register.errors.fill_all') : null),
    codeFields: CODE_FIELDS,
  })
  const values = failure?.values ?? {}
  const required = t('validation.required')
  // The server's refusal: "fill all fields" when a required one is empty, else its own message.
  const serverMessage = failure
    ? failure.code === 'VALIDATION_FAILED' && REQUIRED.some((field) => failure.fieldErrors[field] === required)
      ? t('register.errors.fill_all')
      : failure.error || (failure.status >= 500 ? t('register.errors.checkout_error') : t('register.errors.try_again'))
    : null
  const message = busy ? null : failure ? serverMessage : localMessage

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={(event) => {
        setLocalMessage(null)
        onSubmit(event)
      }}
      onInput={onInput}
      aria-labelledby="register-title"
      className="space-y-6"
    >
      <input type="hidden" name="planType" value={plan} />
      <input type="hidden" name="billingCycle" value={cycle} />
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">{t('register.details')}</legend>
        <Field
          id="register-username"
          label={t('register.fields.username')}
          required
          hint={t('register.hints.username')}
          error={errors.username}
        >
          {(p) => <UsernameInput {...p} defaultValue={values.username} />}
        </Field>
        <Field id="register-email" label={t('register.fields.email')} required error={errors.email}>
          {(p) => (
            <input
              {...p}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              maxLength={MAX_EMAIL_LENGTH}
              defaultValue={values.email}
              className={`${p.className} rtl:text-end`}
            />
          )}
        </Field>
        <Field
          id="register-password"
          label={t('register.fields.password')}
          required
          hint={t('register.hints.password', { min: PASSWORD_LIMITS.min })}
          error={errors.password}
          className="sm:col-span-2"
        >
          {(p) => <PasswordInput {...p} name="password" autoComplete="new-password" />}
        </Field>
        <Field
          id="register-page_name"
          label={t('register.fields.page_name')}
          required
          hint={t('register.hints.page_name')}
          error={errors.page_name}
        >
          {(p) => (
            <input
              {...p}
              name="page_name"
              type="text"
              autoComplete="nickname"
              maxLength={PROFILE_LIMITS.pageName}
              defaultValue={values.page_name}
            />
          )}
        </Field>
        <Field id="register-phone" label={t('register.fields.phone')} required error={errors.phone}>
          {(p) => (
            <input
              {...p}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              dir="ltr"
              maxLength={PROFILE_LIMITS.phone}
              defaultValue={values.phone}
              className={`${p.className} rtl:text-end`}
            />
          )}
        </Field>
        <Field id="register-gender" label={t('register.fields.gender')} required={false} error={errors.gender}>
          {(p) => (
            <select {...p} name="gender" defaultValue={values.gender ?? ''} autoComplete="sex">
              <option value="">{t('register.gender.none')}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`register.gender.${gender}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="register-birthdate" label={t('register.fields.birthdate')} required error={errors.birthdate}>
          {(p) => <input {...p} name="birthdate" type="date" autoComplete="bday" defaultValue={values.birthdate} {...birthdateRange()} />}
        </Field>
        <div className="sm:col-span-2">
          <PromoCodeField
            plan={plan}
            cycle={cycle}
            promo={promo}
            onChange={onPromoChange}
            initial={values.promoCode}
            error={errors.promoCode}
          />
        </div>
        <div className="sm:col-span-2">
          <div className="flex items-start gap-3">
            <input
              id="register-acceptTerms"
              name="acceptTerms"
              type="checkbox"
              value="true"
              required
              defaultChecked={values.acceptTerms === 'true'}
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'register-acceptTerms-error' : undefined}
              className="mt-0.5 size-5 shrink-0 rounded border-zinc-400 accent-brand-600"
            />
            <label htmlFor="register-acceptTerms" className="text-sm text-zinc-700">
              <Trans
                i18nKey="register.terms.label"
                components={{
                  terms: <NewTabLink href="/terms-of-use" />,
                  privacy: <NewTabLink href="/privacy-policy" />,
                }}
              />
            </label>
          </div>
          {errors.acceptTerms && <FieldError id="register-acceptTerms-error">{errors.acceptTerms}</FieldError>}
        </div>
      </fieldset>

      {message && <Notice tone="error">{message}</Notice>}

      <div className="space-y-3">
        <SubmitButton busy={busy} busyLabel={t('register.submitting')} className="w-full">
          <Icon name="lock" className="size-5" />
          {t('register.submit')}
        </SubmitButton>
        <p className="text-center text-xs text-zinc-600">{t('register.secure_note')}</p>
      </div>

      <p className="border-t border-zinc-100 pt-5 text-center text-sm text-zinc-600">
        {t('register.have_account')}{' '}
        <Link to="/login" className={linkClass}>
          {t('register.login')}
        </Link>
      </p>
    </Form>
  )
}

/** Error codes that belong to one field: focus goes there. */
const CODE_FIELDS = {
  USERNAME_TAKEN: 'username',
  USERNAME_LOOKALIKE: 'username',
  EMAIL_TAKEN: 'email',
  // A pending registration resumes with its own password: that is the field to fix.
  REGISTRATION_PENDING: 'password',
  PROMO_INVALID: 'promoCode',
  PROMO_EXPIRED: 'promoCode',
}

function missesRequired(issues: Record<string, { key: string }>) {
  return REQUIRED.some((field) => issues[field]?.key === 'validation.required')
}

/** Legal pages open in a new tab so the half-filled form stays as it is. */
function NewTabLink({ href, children }: { href: string; children?: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <a href={href} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-2">
      {children}
      <span className="sr-only"> ({t('register.terms.new_tab')})</span>
    </a>
  )
}
