import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { SellerDashboard } from '../../../contract/shop.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { formatMoney } from '../../lib/format.ts'
import { OrderLines } from './order-lines.tsx'
import { TestModeBadge } from './test-mode-badge.tsx'

/**
 * The built-in provider's seller "dashboard" behind "View Stripe Dashboard": sales and payouts so
 * far, read by the loader (`dashboard` null when it could not be read).
 */
export function LocalDashboardPage({ dashboard: state }: { dashboard: SellerDashboard | null }) {
  const { t } = useTranslation()
  const { lang } = useLanguage()

  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-12">
      <TestModeBadge />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-extrabold text-zinc-900">{t('shop.dashboard.title')}</h1>
        <Link to="/shop" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('shop.dashboard.back')}
        </Link>
      </div>
      {state === null && (
        <p role="alert" className="text-red-800">
          {t('shop.dashboard.load_failed')}
        </p>
      )}
      {state && (
        <>
          {state.totals.length === 0 ? (
            <p className="text-zinc-600">{t('shop.dashboard.empty')}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {state.totals.map((row) => (
                <li key={row.currency} className="rounded-3xl bg-white p-5 ring-1 ring-zinc-200">
                  <p className="text-sm font-semibold text-zinc-600">{t('shop.dashboard.orders', { count: row.orders })}</p>
                  <dl className="mt-3 grid gap-2 text-sm">
                    {(['gross', 'fees', 'net'] as const).map((key) => (
                      <div
                        key={key}
                        className={`flex justify-between gap-4 ${key === 'net' ? 'border-t border-zinc-200 pt-2 text-base font-bold' : ''}`}
                      >
                        <dt>{t(`shop.dashboard.${key}`)}</dt>
                        <dd className="tabular-nums">{formatMoney(row[key], row.currency, lang)}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          )}
          {state.recent_orders.length > 0 && (
            <div className="rounded-3xl bg-white p-5 ring-1 ring-zinc-200">
              <h2 className="text-lg font-bold">{t('shop.dashboard.recent')}</h2>
              <ul className="mt-3 grid divide-y divide-zinc-200">
                {state.recent_orders.map((order) => (
                  <li key={order.id} className="flex justify-between gap-4 py-2 text-sm">
                    <span className="min-w-0 truncate">
                      <OrderLines items={order.items} />
                    </span>
                    <span className="flex shrink-0 gap-3">
                      <span className="text-zinc-600">{t(`shop.orders.statuses.${order.status}`)}</span>
                      <span className="font-semibold tabular-nums">{formatMoney(order.total_price, order.currency, lang)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  )
}
