import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { withParams } from './query-url.ts'

/**
 * Prev / "Page n / total" / Next as plain links (`?page=`), so paging works without JavaScript.
 * `more`: the total is a lower bound (shown as "n+"), so Next stays available.
 */
export function Pagination({ page, total, more = false }: { page: number; total: number; more?: boolean }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  if (total <= 1 && !more) return null
  const params = new URLSearchParams(search)
  const link = 'inline-flex min-h-11 min-w-20 items-center justify-center rounded-full px-4 text-sm font-semibold'
  const active = `${link} bg-white text-zinc-900 ring-1 ring-zinc-300 hover:bg-zinc-50`
  const inactive = `${link} text-zinc-500 ring-1 ring-zinc-200`
  return (
    <nav aria-label={t('public.pagination.label')} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link
          to={withParams(pathname, params, { page: page - 1 })}
          rel="prev"
          aria-label={t('public.pagination.previous_label')}
          className={active}
        >
          {t('public.pagination.previous')}
        </Link>
      ) : (
        <span aria-hidden="true" className={inactive}>
          {t('public.pagination.previous')}
        </span>
      )}
      <p aria-current="page" className="text-sm font-semibold text-zinc-700 tabular-nums">
        {t('public.pagination.status', { page, total: more ? `${total}+` : total })}
      </p>
      {page < total || more ? (
        <Link
          to={withParams(pathname, params, { page: page + 1 })}
          rel="next"
          aria-label={t('public.pagination.next_label')}
          className={active}
        >
          {t('public.pagination.next')}
        </Link>
      ) : (
        <span aria-hidden="true" className={inactive}>
          {t('public.pagination.next')}
        </span>
      )}
    </nav>
  )
}
