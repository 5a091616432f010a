import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { withParams } from './query-url.ts'
import type { ImageCategory } from './view-types.ts'

/**
 * Category links (all, clothes, makeup, devices, other, optionally shop). Links rather than
 * buttons: the choice lives in the URL (`?category=`), so it is shareable and works without JS.
 */
export function CategoryFilter({
  categories,
  active,
  shopHref,
  look = 'tabs',
}: {
  /** The image categories, from the loader (the contract module would bring zod to the page). */
  categories: readonly ImageCategory[]
  active: ImageCategory | undefined
  /** Adds a "Shop" chip to this address (the fashion layout's link to the creator's shop). */
  shopHref?: string
  look?: 'tabs' | 'chips'
}) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const params = new URLSearchParams(search)
  const chips = look === 'chips'
  const base = chips
    ? 'inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold transition'
    : 'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold transition'
  const on = chips ? 'bg-zinc-900 text-white' : 'border-brand-600 text-brand-700'
  const off = chips
    ? 'bg-white text-zinc-800 ring-1 ring-zinc-300 hover:bg-zinc-50'
    : 'border-transparent text-zinc-600 hover:text-zinc-900'
  const items: { key: string; href: string; current: boolean }[] = [
    { key: 'all', href: withParams(pathname, params, { category: undefined }), current: !active },
    ...categories.map((c) => ({ key: c, href: withParams(pathname, params, { category: c }), current: active === c })),
  ]
  return (
    <nav aria-label={t('public.profile.categories_label')}>
      <ul className={`flex gap-2 ${chips ? 'flex-wrap' : 'overflow-x-auto border-b border-zinc-200 whitespace-nowrap'}`}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.href}
              preventScrollReset
              aria-current={item.current ? 'page' : undefined}
              className={`${base} ${item.current ? on : off}`}
            >
              {t(`public.categories.${item.key}`)}
            </Link>
          </li>
        ))}
        {shopHref && (
          <li>
            <Link to={shopHref} className={`${base} ${chips ? 'bg-brand-600 text-white hover:bg-brand-700' : off}`}>
              {t('public.categories.shop')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
