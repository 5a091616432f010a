import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product } from '../../../contract/shop.ts'
import { shopApi } from '../../../contract/shop-api.ts'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { ScriptButton, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import { call } from '../../lib/api.ts'
import { formatMoney } from '../../lib/format.ts'
import { PagedList } from './list-pager.tsx'
import { Thumbnail } from './thumbnail.tsx'
import type { Paged } from './use-paged.ts'

const smallButton = 'min-h-10 rounded-full px-4 text-sm font-semibold'

/** The seller's products, 12 a page, with edit and delete (after a confirm dialog). */
export function ProductList({
  list,
  onEdit,
  onDeleted,
  onFailed,
}: {
  list: Paged<Product>
  onEdit: (product: Product) => void
  onDeleted: () => void
  onFailed: (message: string) => void
}) {
  const { t } = useTranslation()
  const { lang } = useLanguage()
  const id = useId()
  const [deleting, setDeleting] = useState<Product | null>(null)
  const [busy, setBusy] = useState(false)
  const { state } = list

  async function remove() {
    if (!deleting) return
    setBusy(true)
    const result = await call(shopApi.deleteProduct, { params: { id: deleting.id } })
    setBusy(false)
    setDeleting(null)
    if (!result.ok) return onFailed(result.error.error || t('shop.products.delete_failed'))
    onDeleted()
    list.reload()
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-white p-5 ring-1 ring-zinc-200 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
        {t('shop.products.title')}
        {state.kind === 'ready' && <span className="ms-2 text-base font-semibold text-zinc-500 tabular-nums">({state.data.total})</span>}
      </h2>
      <PagedList list={list} label={t('shop.products.title')} loadFailed={t('shop.products.load_failed')} empty={t('shop.products.empty')}>
        {(products) => (
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {products.map((product) => (
              <li key={product.id} className="flex gap-3 rounded-2xl p-3 ring-1 ring-zinc-200">
                <Thumbnail src={product.image_url} className="size-20" />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="truncate font-bold text-zinc-900">
                    <bdi>{product.name}</bdi>
                  </p>
                  <p className="text-sm text-zinc-700 tabular-nums">
                    {formatMoney(product.price, product.currency, lang)} ·{' '}
                    <span className={product.stock === 0 ? 'font-semibold text-red-700' : ''}>
                      {product.stock === 0 ? t('shop.products.sold_out') : t('shop.products.stock', { count: product.stock })}
                    </span>
                  </p>
                  {(product.held ?? 0) > 0 && (
                    <p className="text-sm text-amber-800 tabular-nums">{t('shop.manage.held', { units: product.held })}</p>
                  )}
                  <p className="mt-auto flex flex-wrap gap-2 pt-1">
                    <ScriptButton
                      onClick={() => onEdit(product)}
                      aria-label={t('shop.products.edit_label', { name: product.name })}
                      className={`${secondaryButtonClass} ${smallButton} py-0`}
                    >
                      {t('shop.products.edit')}
                    </ScriptButton>
                    <ScriptButton
                      onClick={() => setDeleting(product)}
                      aria-label={t('shop.products.delete_label', { name: product.name })}
                      className={`${smallButton} text-red-700 ring-1 ring-red-200 hover:bg-red-50`}
                    >
                      {t('shop.products.delete')}
                    </ScriptButton>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmDialog
        open={deleting !== null}
        title={t('shop.products.delete_title')}
        confirmLabel={t('shop.products.delete_confirm')}
        cancelLabel={t('shop.form.cancel')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      >
        {deleting && t('shop.products.delete_text', { name: deleting.name })}
      </ConfirmDialog>
    </section>
  )
}
