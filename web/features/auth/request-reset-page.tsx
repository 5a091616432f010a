import { useCallback, useEffect, useRef, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { authApi } from '../../../contract/auth-api.ts'
import { linkClass, Spinner, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'
import { call } from '../../lib/api.ts'
import { StatusCard } from './status-card.tsx'

type Status = 'sending' | 'sent' | 'failed'

/**
 * Opened from the login screen's "Forgot Password" link: asks for a reset link for the email in
 * the query right away (once), then says whether it went out.
 */
export function RequestResetPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const email = params.get('email')?.trim() ?? ''
  const [status, setStatus] = useState<Status>('sending')
  const [detail, setDetail] = useState<string | null>(null)
  const sentFor = useRef<string | null>(null)

  const send = useCallback(async () => {
    setStatus('sending')
    setDetail(null)
    const result = await call(authApi.requestPasswordReset, { body: { email } })
    if (result.ok) {
      setStatus('sent')
      return
    }
    setStatus('failed')
    // Waiting helps with these; for anything else the generic message says enough.
    if (['TOO_MANY_ATTEMPTS', 'RATE_LIMITED'].includes(result.error.code)) setDetail(result.error.error)
  }, [email])

  useEffect(() => {
    // Strict mode and re-renders must not send a second mail for the same link.
    if (!email || sentFor.current === email) return
    sentFor.current = email
    void send()
  }, [email, send])

  const back = (
    <Link to="/login" className={linkClass}>
      {t('reset.back_to_login')}
    </Link>
  )

  if (!email) {
    return (
      <StatusCard icon="error" title={t('reset.request.title')}>
        <Notice tone="error" className="text-start">
          {t('reset.request.missing_email')}
        </Notice>
        <p className="mt-6">{back}</p>
      </StatusCard>
    )
  }

  return (
    <StatusCard icon={status === 'failed' ? 'error' : 'mail'} title={t('reset.request.title')}>
      <div role="status">
        {status === 'sending' && (
          <p className="flex items-center justify-center gap-3 font-medium text-zinc-700">
            <Spinner className="size-5 border-brand-200 border-t-brand-600" />
            {t('reset.request.sending')}
          </p>
        )}
        {status === 'sent' && (
          <>
            <p className="text-lg font-semibold text-emerald-700">{t('reset.request.sent')}</p>
            <p className="mt-3">
              <Trans
                i18nKey="reset.request.sent_hint"
                values={{ email }}
                components={{ email: <bdi className="font-semibold text-zinc-900" /> }}
              />
            </p>
          </>
        )}
      </div>
      {status === 'failed' && (
        <>
          <Notice tone="error" className="text-start">
            <p>{t('reset.request.failed')}</p>
            {detail && <p className="mt-1 font-normal">{detail}</p>}
          </Notice>
          <button type="button" onClick={() => void send()} className={`${secondaryButtonClass} mt-6`}>
            {t('reset.request.retry')}
          </button>
        </>
      )}
      <p className="mt-8">{back}</p>
    </StatusCard>
  )
}
