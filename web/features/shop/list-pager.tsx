import { useTranslation } from 'react-i18next'

const buttonClass =
  'inline-flex min-h-11 min-w-20 items-center justify-center rounded-full px-4 text-sm font-semibold ring-1 ring-zinc-300 hover:bg-zinc-50 disabled:text-zinc-400 disabled:ring-zinc-200 disabled:hover:bg-transparent'

/** Previous / "Page n / total" / Next for a list on the seller's page. */
export function ListPager({ label, page, total, onPage }: { label: string; page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  if (total <= 1) return null
  return (
    <nav aria-label={label} className="mt-5 flex items-center justify-center gap-4">
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('public.pagination.previous')}
      </button>
      <p className="text-sm font-semibold text-zinc-700 tabular-nums">{t('public.pagination.status', { page, total })}</p>
      <button type="button" className={buttonClass} disabled={page >= total} onClick={() => onPage(page + 1)}>
        {t('public.pagination.next')}
      </button>
    </nav>
  )
}
