import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useLocation } from 'react-router'
import { SEARCH_MAX } from '../../../contract/limits.ts'
import { withParams } from './query-url.ts'

/**
 * A GET search form: the query lands in the URL (`?search=`), so it works without JavaScript and
 * the result is a shareable link. Other filters ride along as hidden fields or extra controls.
 */
export function SearchForm({
  label,
  placeholder,
  value,
  hidden = {},
  children,
}: {
  label: string
  placeholder: string
  value: string | undefined
  hidden?: Record<string, string | undefined>
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  return (
    <Form method="get" role="search" preventScrollReset className="flex flex-wrap items-end gap-2">
      <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1 text-sm font-semibold text-zinc-700">
        {label}
        <input
          type="search"
          name="search"
          defaultValue={value ?? ''}
          key={value ?? ''}
          placeholder={placeholder}
          maxLength={SEARCH_MAX}
          enterKeyHint="search"
          className="min-h-11 w-full rounded-full border border-zinc-300 bg-white px-4 text-base font-normal text-zinc-900 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none"
        />
      </label>
      {Object.entries(hidden).map(([name, v]) => (v ? <input key={name} type="hidden" name={name} value={v} /> : null))}
      {children}
      <button
        type="submit"
        className="min-h-11 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
      >
        {t('public.profile.search_submit')}
      </button>
      {value && (
        <Link
          to={withParams(pathname, new URLSearchParams(search), { search: undefined })}
          preventScrollReset
          className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-zinc-600 underline"
        >
          {t('public.profile.clear_search')}
        </Link>
      )}
    </Form>
  )
}
