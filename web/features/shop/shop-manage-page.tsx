import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { OrderPage, Product, ProductPage, SellerStatus } from '../../../contract/shop.ts'
import { shopApi } from '../../../contract/shop-api.ts'
import type { TraderView } from '../../../contract/traders.ts'
import { cardClass } from '../../components/card.ts'
import { FlashMessage, useFlash } from '../../components/flash.tsx'
import { primaryButtonClass, Spinner } from '../../components/form/buttons.tsx'
import { Icon } from '../../components/icon.tsx'
import { call } from '../../lib/api.ts'
import { DashboardShell, type SidebarUser } from '../dashboard/sidebar.tsx'
import { TraderCard } from '../traders/trader-card.tsx'
import { OrderHistory } from './order-history.tsx'
import { ProductForm } from './product-form.tsx'
import { ProductList } from './product-list.tsx'
import { ShopLimits } from './shop-limits.tsx'
import { ShopSettings } from './shop-settings.tsx'
import { usePaged } from './use-paged.ts'

/** What the loader read: each part null when it could not be read (the page says so and offers a retry). */
export interface ShopManageData {
  status: SellerStatus | null
  products: ProductPage | null
  orders: OrderPage | null
  /** The seller's trader details (DSA Art. 30): the shop takes orders only once they are given. */
  trader: TraderView | null
}

/**
 * /shop, the seller's side (AI plan): settings and payouts, the product form, the products and
 * the orders. The first page of each comes from the loader; other pages and re-reads from the API.
 */
export function ShopManagePage({ user, publicUrl, initial }: { user: SidebarUser; publicUrl: string; initial: ShopManageData }) {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const [status, setStatus] = useState<SellerStatus | null | 'error'>(initial.status ?? 'error')
  const [editing, setEditing] = useState<Product | null>(null)
  const [flash, show] = useFlash()
  const products = usePaged(shopApi.products, initial.products)
  const orders = usePaged(shopApi.orders, initial.orders)
  const shopPath = `/${encodeURIComponent(user.username)}/shop`

  async function loadStatus() {
    setStatus(null)
    const result = await call(shopApi.status)
    setStatus(result.ok ? result.data : 'error')
  }

  const returned = search.get('connect') === 'done'
  return (
    <DashboardShell user={user}>
      <div className="grid grid-cols-1 gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-zinc-900">{t('shop.manage.title')}</h1>
            <p className="mt-2 text-zinc-600">{t('shop.manage.subtitle')}</p>
          </div>
          <Link
            to={shopPath}
            target="_blank"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-zinc-900 px-5 text-sm font-semibold text-white hover:bg-zinc-700"
          >
            {t('shop.manage.preview')}
            <Icon name="external" className="size-4 rtl:-scale-x-100" />
          </Link>
        </div>
        <FlashMessage flash={flash} />
        {status === null && (
          <p role="status" className={`${cardClass} flex items-center gap-3 text-zinc-600`}>
            <Spinner className="size-5 border-zinc-300 border-t-brand-600" />
          </p>
        )}
        {status === 'error' && (
          <div role="alert" className={`${cardClass} text-zinc-700`}>
            <p>{t('shop.manage.load_failed')}</p>
            <button type="button" onClick={() => void loadStatus()} className={`${primaryButtonClass} mt-4`}>
              {t('shop.products.retry')}
            </button>
          </div>
        )}
        {status && status !== 'error' && (
          <>
            {returned && status.ready && (
              <p className="rounded-2xl bg-emerald-50 px-4 py-3 text-emerald-800 ring-1 ring-emerald-200">
                {t('shop.manage.returned_ready')}
              </p>
            )}
            <TraderCard trader={initial.trader} saved={search.get('trader') === 'saved'} />
            <ShopSettings
              status={status}
              shopUrl={`${publicUrl}${shopPath}`}
              onStatus={(next) => {
                // Products follow the shop's currency: show their new prices.
                if (next.currency !== status.currency) products.reload()
                setStatus(next)
              }}
              onMessage={show}
            />
            <ShopLimits status={status} onStatus={setStatus} onMessage={show} />
            <ProductForm
              currency={status.currency}
              editing={editing}
              onSaved={(product, kind) => {
                if (kind === 'added') show('success', t('shop.form.added'))
                else {
                  show('success', t('shop.form.updated'))
                  setEditing(editing ? product : null)
                }
                products.reload()
              }}
              onFailed={(message) => show('error', message)}
              onCancel={() => setEditing(null)}
            />
            <ProductList
              list={products}
              onEdit={(product) => {
                setEditing(product)
                window.scrollTo({ top: 0, behavior: 'smooth' })
              }}
              onDeleted={() => {
                show('success', t('shop.products.deleted'))
                setEditing(null)
              }}
              onFailed={(message) => show('error', message)}
            />
            <OrderHistory list={orders} />
          </>
        )}
      </div>
    </DashboardShell>
  )
}
