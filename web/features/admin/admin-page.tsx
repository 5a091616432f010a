import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation, useRevalidator } from 'react-router'
import { api } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { inputClass, Notice, primaryButtonClass } from '../auth/form-ui.tsx'
import { type Influencer, InfluencerList } from './influencer-list.tsx'

export interface AdminPageProps {
  adminId: string
  search: string
  page: number
  pageCount: number
  total: number
  influencers: Influencer[]
}

/**
 * Approval screen: every account, searchable and paged (a plain GET form, so it works before
 * JavaScript), with Approve / Block per row through the API.
 */
export function AdminPage({ adminId, search, page, pageCount, total, influencers }: AdminPageProps) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const navigation = useNavigation()
  const [pending, setPending] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  async function setApproved(influencer: Influencer, approved: boolean) {
    setPending(influencer.id)
    setFailure(null)
    const result = await api(`/api/admin/influencers/${influencer.id}/block`, { method: 'PUT', body: { approved } })
    if (result.ok) await revalidator.revalidate()
    else setFailure(result.error.code === 'CANNOT_BLOCK_SELF' ? result.error.error : t('admin.failed'))
    setPending(null)
  }

  const pageLink = (target: number) => {
    const params = new URLSearchParams()
    if (search) params.set('search', search)
    if (target > 1) params.set('page', String(target))
    const query = params.toString()
    return query ? `/admin?${query}` : '/admin'
  }

  return (
    <div className="bg-zinc-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase rtl:tracking-normal rtl:normal-case">
              {t('admin.eyebrow')}
            </p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-zinc-900">{t('admin.title')}</h1>
          </div>
          <p className="inline-flex items-center gap-3 self-start rounded-2xl bg-white px-5 py-3 ring-1 ring-zinc-200 sm:self-auto">
            <span className="text-sm text-zinc-600">{t('admin.total')}</span>
            <span className="text-2xl font-extrabold text-zinc-900">{total}</span>
          </p>
        </header>

        <Form method="get" role="search" className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor="admin-search" className="block text-sm font-semibold text-zinc-800">
              {t('admin.search.label')}
            </label>
            <input
              id="admin-search"
              name="search"
              type="search"
              defaultValue={search}
              key={search}
              maxLength={100}
              autoComplete="off"
              placeholder={t('admin.search.placeholder')}
              className={inputClass}
            />
          </div>
          <div className="flex gap-3">
            <button type="submit" className={primaryButtonClass}>
              {t('admin.search.submit')}
            </button>
            {search && (
              <Link to="/admin" className="inline-flex items-center rounded-full px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50">
                {t('admin.search.clear')}
              </Link>
            )}
          </div>
        </Form>

        <div className="mt-6 space-y-4" aria-busy={navigation.state === 'loading' || revalidator.state === 'loading'}>
          {search && <p className="text-sm text-zinc-600">{t('admin.search.results', { count: total, search })}</p>}
          {failure && <Notice tone="error">{failure}</Notice>}
          {influencers.length === 0 ? (
            <p className="rounded-3xl bg-white p-10 text-center text-zinc-600 ring-1 ring-zinc-200">{t('admin.empty')}</p>
          ) : (
            <InfluencerList
              influencers={influencers}
              adminId={adminId}
              pending={pending}
              disabled={!hydrated}
              onSetApproved={setApproved}
            />
          )}
        </div>

        {pageCount > 1 && (
          <nav aria-label={t('admin.pagination.label')} className="mt-6 flex items-center justify-between gap-4">
            <PageLink to={pageLink(page - 1)} enabled={page > 1} label={t('admin.pagination.previous')} />
            <p className="text-sm text-zinc-600">{t('admin.pagination.status', { page, count: pageCount })}</p>
            <PageLink to={pageLink(page + 1)} enabled={page < pageCount} label={t('admin.pagination.next')} />
          </nav>
        )}
      </div>
    </div>
  )
}

function PageLink({ to, enabled, label }: { to: string; enabled: boolean; label: string }) {
  const className = 'rounded-full px-5 py-2.5 text-sm font-semibold ring-1'
  if (!enabled) return <span className={`${className} text-zinc-400 ring-zinc-200`}>{label}</span>
  return (
    <Link to={to} className={`${className} bg-white text-zinc-800 ring-zinc-300 hover:bg-zinc-50`}>
      {label}
    </Link>
  )
}
