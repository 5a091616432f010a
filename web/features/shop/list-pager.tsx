import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { primaryButtonClass, ScriptButton, Spinner } from '../../components/form/buttons.tsx'
import type { Paged } from './use-paged.ts'

const buttonClass =
  'inline-flex min-h-11 min-w-20 items-center justify-center rounded-full px-4 text-sm font-semibold ring-1 ring-zinc-300 hover:bg-zinc-50 disabled:text-zinc-400 disabled:ring-zinc-200 disabled:hover:bg-transparent'

/** Previous / "Page n / total" / Next for a list on the seller's page. */
export function ListPager({ label, page, total, onPage }: { label: string; page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  if (total <= 1) return null
  return (
    <nav aria-label={label} className="mt-5 flex items-center justify-center gap-4">
      <ScriptButton className={buttonClass} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('public.pagination.previous')}
      </ScriptButton>
      <p className="text-sm font-semibold text-zinc-700 tabular-nums">{t('public.pagination.status', { page, total })}</p>
      <ScriptButton className={buttonClass} disabled={page >= total} onClick={() => onPage(page + 1)}>
        {t('public.pagination.next')}
      </ScriptButton>
    </nav>
  )
}

/**
 * A seller's list below its heading: a spinner while it loads, the failure with a retry, the empty
 * text, or the items (drawn by `children`) and the pager.
 */
export function PagedList<T>({
  list,
  label,
  loadFailed,
  empty,
  children,
}: {
  list: Paged<T>
  label: string
  loadFailed: string
  empty: string
  children: (items: T[]) => ReactNode
}) {
  const { t } = useTranslation()
  const { state } = list
  if (state.kind === 'loading')
    return (
      <p role="status" className="mt-4 flex items-center gap-3 text-zinc-600">
        <Spinner className="size-5 border-zinc-300 border-t-brand-600" />
      </p>
    )
  if (state.kind === 'error')
    return (
      <div role="alert" className="mt-4 text-zinc-700">
        <p>{loadFailed}</p>
        <button type="button" onClick={list.reload} className={`${primaryButtonClass} mt-3`}>
          {t('shop.products.retry')}
        </button>
      </div>
    )
  if (state.data.items.length === 0) return <p className="mt-4 text-zinc-600">{empty}</p>
  return (
    <>
      {children(state.data.items)}
      <ListPager label={label} page={list.page} total={state.data.total_pages} onPage={list.setPage} />
    </>
  )
}
