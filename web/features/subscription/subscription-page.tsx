import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { authApi } from '../../../contract/auth.ts'
import type { SubscriptionView } from '../../../contract/billing.ts'
import { cardClass } from '../../components/card.ts'
import { primaryButtonClass, Spinner } from '../../components/form/buttons.tsx'
import { api, call } from '../../lib/api.ts'
import { DashboardShell, type SidebarUser } from '../dashboard/sidebar.tsx'
import { SubscriptionActions } from './subscription-actions.tsx'
import { SubscriptionDetails } from './subscription-details.tsx'

type State = { kind: 'loading' } | { kind: 'none' } | { kind: 'error' } | { kind: 'details'; subscription: SubscriptionView }

/** A 401 ends the session (the cookie is httpOnly: the server clears it) and goes to /login. */
async function signOutToLogin() {
  await call(authApi.logout)
  window.location.assign('/login')
}

/**
 * The creator's subscription: loading, the details with invoices and the changes they can make,
 * "No subscription found.", or an error with Retry (spec: Subscription page, §8).
 */
export function SubscriptionPage({ user }: { user: SidebarUser }) {
  const { t } = useTranslation()
  const [state, setState] = useState<State>({ kind: 'loading' })
  // The sidebar (AI tools, plan badge) comes from the loader: read it again after a change.
  const { revalidate } = useRevalidator()

  const load = useCallback(async () => {
    setState({ kind: 'loading' })
    const res = await api<SubscriptionView>('/api/users/subscription')
    if (res.ok) return setState({ kind: 'details', subscription: res.data })
    if (res.status === 401) return signOutToLogin()
    setState({ kind: res.status === 404 ? 'none' : 'error' })
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  return (
    <DashboardShell user={user}>
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-zinc-900">{t('subscription.title')}</h1>
        <p className="mt-2 mb-6 text-zinc-600">{t('subscription.subtitle')}</p>
        {state.kind === 'loading' && (
          <p role="status" className={`${cardClass} flex items-center gap-3 text-zinc-600`}>
            <Spinner className="size-5 border-zinc-300 border-t-brand-600" />
            {t('subscription.loading')}
          </p>
        )}
        {state.kind === 'none' && <p className={`${cardClass} text-zinc-700`}>{t('subscription.none')}</p>}
        {state.kind === 'error' && (
          <div role="alert" className={`${cardClass} text-zinc-700`}>
            <p>{t('subscription.error')}</p>
            <button type="button" onClick={() => void load()} className={`${primaryButtonClass} mt-4`}>
              {t('subscription.retry')}
            </button>
          </div>
        )}
        {state.kind === 'details' && (
          <div className="grid gap-6">
            <SubscriptionDetails subscription={state.subscription} />
            <SubscriptionActions
              subscription={state.subscription}
              onChange={(subscription) => {
                setState({ kind: 'details', subscription })
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
