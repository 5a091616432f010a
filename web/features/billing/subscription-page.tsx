import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { authApi } from '../../../contract/auth-api.ts'
import type { SubscriptionView } from '../../../contract/billing.ts'
import { billingApi } from '../../../contract/billing-api.ts'
import { ERROR_CODES, isErrorCode } from '../../../contract/errors.ts'
import { cardClass } from '../../components/card.ts'
import { Spinner } from '../../components/form/buttons.tsx'
import { LoadError } from '../../components/load-error.tsx'
import { call } from '../../lib/api.ts'
import { useEndpoint } from '../../lib/use-endpoint.ts'
import { DashboardShell, type SidebarUser } from '../dashboard/sidebar.tsx'
import { SubscriptionActions } from './subscription-actions.tsx'
import { SubscriptionDetails } from './subscription-details.tsx'

/** What the route's loader read: the subscription, none (the account never paid), or a failure. */
export type SubscriptionInitial = { kind: 'details'; view: SubscriptionView } | { kind: 'none' } | { kind: 'error' }

/** A 401 ends the session (the cookie is httpOnly: the server clears it) and goes to /login. */
async function signOutToLogin() {
  await call(authApi.logout)
  window.location.assign('/login')
}

/**
 * The creator's subscription: loading, the details with invoices and the changes they can make,
 * "No subscription found.", or an error with Retry (spec: Subscription page, §8).
 */
export function SubscriptionPage({ user, initial }: { user: SidebarUser; initial: SubscriptionInitial }) {
  const { t } = useTranslation()
  // Read again only on Retry; a change answers the new subscription itself.
  const read = useEndpoint(billingApi.subscription, {}, { initial: initial.kind === 'details' ? initial.view : undefined, enabled: false })
  // The sidebar (AI tools, plan badge) comes from the loader: read it again after a change.
  const { revalidate } = useRevalidator()
  const failedStatus = read.error && isErrorCode(read.error.code) ? ERROR_CODES[read.error.code].status : null
  useEffect(() => {
    if (failedStatus === 401) void signOutToLogin()
  }, [failedStatus])
  const subscription = read.data
  const kind = read.loading ? 'loading' : subscription ? 'details' : read.error ? (failedStatus === 404 ? 'none' : 'error') : initial.kind

  return (
    <DashboardShell user={user}>
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-zinc-900">{t('billing.subscription.title')}</h1>
        <p className="mt-2 mb-6 text-zinc-600">{t('billing.subscription.subtitle')}</p>
        {kind === 'loading' && (
          <p role="status" className={`${cardClass} flex items-center gap-3 text-zinc-600`}>
            <Spinner className="size-5 border-zinc-300 border-t-brand-600" />
            {t('billing.subscription.loading')}
          </p>
        )}
        {kind === 'none' && <p className={`${cardClass} text-zinc-700`}>{t('billing.subscription.none')}</p>}
        {kind === 'error' && (
          <LoadError message={t('billing.subscription.error')} retryLabel={t('billing.subscription.retry')} onRetry={read.reload} />
        )}
        {kind === 'details' && subscription && (
          <div className="grid gap-6">
            <SubscriptionDetails subscription={subscription} />
            <SubscriptionActions
              subscription={subscription}
              onChange={(changed) => {
                read.setData(changed)
                void revalidate()
              }}
              onUnauthorized={signOutToLogin}
            />
          </div>
        )}
      </div>
    </DashboardShell>
  )
}
