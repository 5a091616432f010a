import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type SellerStatus, SHOP_CURRENCIES, SHOP_CURRENCY_INFO, type ShopCurrency } from '../../../contract/shop.ts'
import { shopApi } from '../../../contract/shop-api.ts'
import { primaryButtonClass, Spinner, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { inputClass } from '../../components/form/field.tsx'
import { type ApiResult, call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

type Busy = null | 'enabled' | 'currency' | 'stripe'

/**
 * The shop's switch, payouts and currency. The checkbox and the select show the server's answer:
 * they change only after the call succeeded (spec §4 Shop enabled toggle). They post through
 * script, so they stay disabled until it runs: a change made earlier would show but never be saved.
 */
export function ShopSettings({
  status,
  shopUrl,
  onStatus,
  onMessage,
}: {
  status: SellerStatus
  shopUrl: string
  onStatus: (status: SellerStatus) => void
  onMessage: (tone: 'success' | 'error', text: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [busy, setBusy] = useState<Busy>(null)
  const hydrated = useHydrated()
  const locked = !hydrated || busy !== null

  async function update(kind: 'enabled' | 'currency', send: () => Promise<ApiResult<SellerStatus>>, failed: string) {
    setBusy(kind)
    const result = await send()
    setBusy(null)
    if (!result.ok) return onMessage('error', result.error.error || failed)
    onStatus(result.data)
    if (kind === 'currency') onMessage('success', t('shop.manage.currency_saved'))
  }

  /** Connect Stripe / View Stripe Dashboard: the server answers with where to go (never stored). */
  async function go(endpoint: typeof shopApi.connect | typeof shopApi.payoutsDashboard, failed: string) {
    setBusy('stripe')
    const result = await call(endpoint)
    if (result.ok) return window.location.assign(result.data.url)
    setBusy(null)
    onMessage('error', failed)
  }

  const payoutText = status.ready ? 'payouts_ready' : status.connected ? 'payouts_incomplete' : 'payouts_pending'
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-white p-5 ring-1 ring-zinc-200 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
        {t('shop.manage.settings_title')}
      </h2>
      <div className="mt-5 grid grid-cols-1 gap-6 md:grid-cols-3">
        <div>
          <label className="flex items-center gap-3 text-base font-semibold text-zinc-900">
            <input
              type="checkbox"
              checked={status.shop_enabled}
              disabled={locked}
              onChange={(e) => {
                const enabled = e.currentTarget.checked
                void update('enabled', () => call(shopApi.setEnabled, { body: { enabled } }), t('shop.manage.toggle_failed'))
              }}
              aria-describedby={`${id}-enabled-hint`}
              className="size-5 accent-brand-600"
            />
            {t('shop.manage.enabled_label')}
            {busy === 'enabled' && <Spinner className="size-4 border-zinc-300 border-t-brand-600" />}
          </label>
          <p id={`${id}-enabled-hint`} className="mt-2 text-sm text-zinc-600">
            {status.shop_enabled ? t('shop.manage.enabled_on') : t('shop.manage.enabled_off')} {t('shop.manage.enabled_hint')}{' '}
            <span dir="ltr" className="break-all">
              {shopUrl}
            </span>
          </p>
        </div>
        <div>
          <h3 className="text-base font-semibold text-zinc-900">{t('shop.manage.payouts_title')}</h3>
          <p className={`mt-1 text-sm ${status.ready ? 'text-emerald-800' : 'text-zinc-600'}`}>{t(`shop.manage.${payoutText}`)}</p>
          {status.ready ? (
            <button
              type="button"
              disabled={locked}
              onClick={() => void go(shopApi.payoutsDashboard, t('shop.manage.dashboard_failed'))}
              className={`${secondaryButtonClass} mt-3`}
            >
              {busy === 'stripe' && <Spinner className="size-4 border-zinc-300 border-t-brand-600" />}
              {t('shop.manage.dashboard')}
            </button>
          ) : (
            <button
              type="button"
              disabled={locked}
              onClick={() => void go(shopApi.connect, t('shop.manage.onboarding_failed'))}
              className={`${primaryButtonClass} mt-3 px-5 py-2.5 text-sm`}
            >
              {busy === 'stripe' && <Spinner />}
              {busy === 'stripe'
                ? t('shop.manage.connecting')
                : status.connected
                  ? t('shop.manage.continue_setup')
                  : t('shop.manage.connect')}
            </button>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-currency`} className="text-base font-semibold text-zinc-900">
            {t('shop.manage.currency_label')}
          </label>
          <select
            id={`${id}-currency`}
            value={status.currency}
            disabled={locked}
            aria-describedby={`${id}-currency-hint`}
            onChange={(e) => {
              const currency = e.currentTarget.value as ShopCurrency
              void update('currency', () => call(shopApi.setCurrency, { body: { currency } }), t('shop.manage.currency_failed'))
            }}
            className={inputClass}
          >
            {SHOP_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {t(`shop.currencies.${c}`)}
              </option>
            ))}
          </select>
          <p id={`${id}-currency-hint`} className="mt-1.5 text-sm text-zinc-600">
            {t('shop.manage.currency_hint')} <span aria-hidden="true">{SHOP_CURRENCY_INFO[status.currency].symbol}</span>
          </p>
        </div>
      </div>
    </section>
  )
}
