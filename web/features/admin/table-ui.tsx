import type { ReactNode } from 'react'
import { Link } from 'react-router'

/**
 * A table on wide screens, a list of cards on phones (`.stack-table` in app.css: each row stacks,
 * each cell shows its column name from `data-label`), so every action button stays on screen.
 * The box is a focusable, labelled region so keyboard users can scroll a wide table too (axe:
 * scrollable-region-focusable).
 */
export function TableFrame({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-3xl bg-white ring-1 ring-zinc-200 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
    >
      <table className="stack-table w-full text-start text-sm md:min-w-[44rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-zinc-50 text-xs font-semibold tracking-wide text-zinc-600 uppercase rtl:tracking-normal">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">{children}</tbody>
      </table>
    </section>
  )
}

export function Th({ children, end = false }: { children: ReactNode; end?: boolean }) {
  return (
    <th scope="col" className={`px-4 py-3 whitespace-nowrap ${end ? 'text-end' : 'text-start'}`}>
      {children}
    </th>
  )
}

export const tdClass = 'px-4 py-3 align-middle text-zinc-700'

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-3xl bg-white p-10 text-center text-zinc-600 ring-1 ring-zinc-200">{children}</p>
}

const PILL_TONES = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  zinc: 'bg-zinc-100 text-zinc-800 ring-zinc-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
} as const

export function Pill({ tone, children }: { tone: keyof typeof PILL_TONES; children: ReactNode }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${PILL_TONES[tone]}`}>
      {children}
    </span>
  )
}

export const actionButtonClass =
  'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold whitespace-nowrap ring-1 transition ' +
  'focus-visible:ring-4 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50'

export const ACTION_TONES = {
  approve: 'bg-emerald-700 text-white ring-emerald-700 hover:bg-emerald-800 focus-visible:ring-emerald-200',
  danger: 'bg-white text-red-700 ring-red-300 hover:bg-red-50 focus-visible:ring-red-200',
  neutral: 'bg-white text-zinc-800 ring-zinc-300 hover:bg-zinc-50 focus-visible:ring-brand-200',
} as const

export const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition ' +
  'hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70'

/** Previous / next links that keep the other query parameters (tab, search). */
export function Pagination({
  page,
  pageCount,
  href,
  label,
  previous,
  next,
  status,
}: {
  page: number
  pageCount: number
  href: (page: number) => string
  label: string
  previous: string
  next: string
  status: string
}) {
  if (pageCount <= 1) return null
  const className = 'rounded-full px-5 py-2.5 text-sm font-semibold ring-1'
  const link = (target: number, text: string, enabled: boolean) =>
    enabled ? (
      <Link to={href(target)} preventScrollReset className={`${className} bg-white text-zinc-800 ring-zinc-300 hover:bg-zinc-50`}>
        {text}
      </Link>
    ) : (
      <span className={`${className} text-zinc-500 ring-zinc-200`}>{text}</span>
    )
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      {link(page - 1, previous, page > 1)}
      <p className="text-sm text-zinc-600">{status}</p>
      {link(page + 1, next, page < pageCount)}
    </nav>
  )
}
