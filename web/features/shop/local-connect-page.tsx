import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { shopApi } from '../../../contract/shop-api.ts'
import { primaryButtonClass, Spinner, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'
import { call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { TestModeBadge } from './test-mode-badge.tsx'

/**
 * The built-in payment provider's onboarding (no Stripe keys configured): what Stripe's hosted
 * onboarding would ask is skipped; one button marks the seller ready and goes back to /shop.
 */
export function LocalConnectPage({ username }: { username: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const hydrated = useHydrated()

  async function complete() {
    setBusy(true)
    setFailed(false)
    const result = await call(shopApi.completeLocalConnect)
    if (result.ok) return navigate('/shop?connect=done')
    setBusy(false)
    setFailed(true)
  }

  return (
    <section className="mx-auto grid max-w-xl gap-5 px-4 py-16">
      <TestModeBadge />
      <h1 className="text-3xl font-extrabold text-zinc-900">{t('shop.connect.title')}</h1>
      <p className="text-zinc-700">{t('shop.connect.text')}</p>
      <dl className="grid gap-2 rounded-2xl bg-zinc-50 p-4 text-sm ring-1 ring-zinc-200">
        <div className="flex justify-between gap-4">
          <dt className="text-zinc-600">{t('shop.connect.account')}</dt>
          <dd className="font-semibold" dir="ltr">
            @{username}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-zinc-600">{t('shop.connect.payouts')}</dt>
          <dd className="font-semibold">{t('shop.connect.payouts_value')}</dd>
        </div>
      </dl>
      {failed && <Notice tone="error">{t('shop.manage.onboarding_failed')}</Notice>}
      <div className="flex flex-wrap gap-3">
        {/* A plain button without a form: before hydration a click would do nothing at all. */}
        <button type="button" onClick={() => void complete()} disabled={busy || !hydrated} className={primaryButtonClass}>
          {busy && <Spinner />}
          {t('shop.connect.complete')}
        </button>
        <Link to="/shop" className={secondaryButtonClass}>
          {t('shop.connect.cancel')}
        </Link>
      </div>
    </section>
  )
}
