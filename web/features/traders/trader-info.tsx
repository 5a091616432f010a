import { useTranslation } from 'react-i18next'
import type { TraderPublic, TraderState } from '../../../contract/traders.ts'
import { Icon } from '../../components/icon.tsx'

/** Why a storefront takes no orders (trader details missing or suspended), above its products. */
/** Whether the shop sells now: trader details given and not suspended (the server's rule, trader-gate.ts). */
export const shopTakesOrders = (state: TraderState) => state !== 'missing' && state !== 'suspended'

export function TraderClosedNotice({ state }: { state: TraderState }) {
  const { t } = useTranslation()
  if (shopTakesOrders(state)) return null
  return (
    <div className="mx-auto mt-6 max-w-6xl px-4">
      <p
        data-testid="shop-closed"
        className="flex items-start gap-2.5 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
      >
        <Icon name="warning" className="mt-px size-5 shrink-0" />
        <span>{t(`traders.store.${state}`)}</span>
      </p>
    </div>
  )
}

/** The storefront's "Trader information" (DSA Art. 30(7)): who sells, as the seller told us. */
export function TraderInfo({ trader }: { trader: TraderPublic | null }) {
  const { t } = useTranslation()
  if (!trader) return null
  const register = [trader.trade_register, trader.registration_number].filter(Boolean).join(', ')
  const rows: [string, string, boolean][] = [
    ['name', trader.name, false],
    ['address', trader.address, false],
    ['email', trader.email, true],
    ['phone', trader.phone, true],
    ...(register ? ([['register', register, false]] as [string, string, boolean][]) : []),
    ...(trader.vat_number ? ([['vat', trader.vat_number, true]] as [string, string, boolean][]) : []),
  ]
  return (
    <section aria-labelledby="trader-info-title" className="mx-auto max-w-6xl px-4 pb-32">
      <div className="rounded-3xl bg-zinc-50 p-5 ring-1 ring-zinc-200 sm:p-6">
        <h2 id="trader-info-title" className="text-lg font-bold text-zinc-900">
          {t('traders.store.title')}
        </h2>
        <p className="mt-1 text-sm text-zinc-600">{t('traders.store.intro')}</p>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
          {rows.map(([key, value, ltr]) => (
            <div key={key} className="contents">
              <dt className="font-semibold text-zinc-700">{t(`traders.store.${key}`)}</dt>
              <dd className="-mt-2 break-words whitespace-pre-line text-zinc-900 sm:mt-0" dir={ltr ? 'ltr' : 'auto'}>
                {key === 'email' ? (
                  <a href={`mailto:${value}`} className="text-brand-700 underline underline-offset-2">
                    {value}
                  </a>
                ) : key === 'phone' ? (
                  <a href={`tel:${value.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline underline-offset-2">
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-zinc-700">{t('traders.store.certified')}</p>
        {trader.verified && (
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
            <Icon name="check-circle" className="size-4" />
            {t('traders.store.verified')}
          </p>
        )}
      </div>
    </section>
  )
}
