import { useEffect, useRef } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Form, Link, useNavigation, useSearchParams, useSubmit } from 'react-router'
import { MAX_EMAIL_LENGTH } from '../../../contract/limits.ts'
import { linkClass, primaryButtonClass, Spinner, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { useFormFailure } from '../../components/form/form-failure.ts'
import { Notice } from '../../components/notice.tsx'
import { StatusCard } from './status-card.tsx'

/** Codes whose own message helps (waiting does); for anything else "failed" says enough. */
const TELLING = ['TOO_MANY_ATTEMPTS', 'RATE_LIMITED']

/**
 * Opened from the login screen's "Forgot Password" link with the email in the query. Once the
 * page's script runs it asks the page's action for the link at once (the spec's automatic send);
 * until then, and without script, the same request is a form with the email and a send button.
 * `sent` is the action's answer (web/features/auth/reset-actions.server.ts).
 */
export function RequestResetPage({ sent }: { sent: { email: string } | null }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const failure = useFormFailure()
  const navigation = useNavigation()
  const submit = useSubmit()
  const email = params.get('email')?.trim() ?? ''
  const sending = navigation.formMethod?.toLowerCase() === 'post'
  const askedFor = useRef<string | null>(null)

  useEffect(() => {
    // Once per address: strict mode and re-renders must not send a second mail; an answer already here (a post before the script) neither.
    if (!email || askedFor.current === email || sent || failure) return
    askedFor.current = email
    void submit({ email }, { method: 'post', replace: true })
  }, [email, sent, failure, submit])

  const back = (
    <Link to="/login" className={linkClass}>
      {t('reset.back_to_login')}
    </Link>
  )

  if (sent)
    return (
      <StatusCard icon="mail" title={t('reset.request.title')}>
        <div role="status">
          <p className="text-lg font-semibold text-emerald-700">{t('reset.request.sent')}</p>
          <p className="mt-3">
            <Trans
              i18nKey="reset.request.sent_hint"
              values={{ email: sent.email }}
              components={{ email: <bdi className="font-semibold text-zinc-900" /> }}
            />
          </p>
        </div>
        <p className="mt-8">{back}</p>
      </StatusCard>
    )

  const emailError = failure?.fieldErrors.email
  // A refused address is asked for again in the field; any other refusal offers the same request again.
  const retry = failure && !emailError ? (failure.values?.email ?? email) : null
  return (
    <StatusCard icon={failure ? 'error' : 'mail'} title={t('reset.request.title')}>
      <div role="status">
        {sending && (
          <p className="flex items-center justify-center gap-3 font-medium text-zinc-700">
            <Spinner className="size-5 border-brand-200 border-t-brand-600" />
            {t('reset.request.sending')}
          </p>
        )}
      </div>
      {!email && !failure && (
        <Notice tone="error" className="text-start">
          {t('reset.request.missing_email')}
        </Notice>
      )}
      {retry !== null && (
        <Form method="post" replace className="mt-0">
          <Notice tone="error" className="text-start">
            <p>{t('reset.request.failed')}</p>
            {TELLING.includes(failure?.code ?? '') && <p className="mt-1 font-normal">{failure?.error}</p>}
          </Notice>
          <input type="hidden" name="email" value={retry} />
          <button type="submit" disabled={sending} className={`${secondaryButtonClass} mt-6`}>
            {t('reset.request.retry')}
          </button>
        </Form>
      )}
      {retry === null && !sending && (
        <Form method="post" replace noValidate className="mt-6 space-y-5 text-start">
          <Field id="reset-email" label={t('reset.request.email')} required error={emailError}>
            {(p) => (
              <input
                {...p}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                dir="ltr"
                maxLength={MAX_EMAIL_LENGTH}
                defaultValue={failure?.values?.email ?? email}
                className={`${p.className} rtl:text-end`}
              />
            )}
          </Field>
          <button type="submit" className={`${primaryButtonClass} w-full`}>
            {t('reset.request.submit')}
          </button>
        </Form>
      )}
      <p className="mt-8">{back}</p>
    </StatusCard>
  )
}
