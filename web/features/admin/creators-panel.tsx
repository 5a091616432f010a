import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useRevalidator } from 'react-router'
import { ADMIN_PAGE_SIZE, type AdminCreator, type AdminCreatorList } from '../../../contract/admin.ts'
import { adminApi } from '../../../contract/admin-api.ts'
import { SEARCH_MAX } from '../../../contract/public.ts'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import type { ShowFlash } from '../../components/flash.tsx'
import { primaryButtonClass } from '../../components/form/buttons.tsx'
import { inputClass } from '../../components/form/field.tsx'
import { LoadError } from '../../components/load-error.tsx'
import { type ApiResult, call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { AdminExportDialog } from '../account/admin-export-dialog.tsx'
import { RequestReferenceField } from '../account/request-reference-field.tsx'
import { adminHref, failureText, focusPanel } from './admin-data.ts'
import { type CreatorAction, CreatorTable } from './creator-table.tsx'
import { ImagesDialog } from './images-dialog.tsx'
import { EmptyState, Pagination } from './table-ui.tsx'

type Notify = ShowFlash

/** The Influencers tab: search (a plain GET form), one page of accounts, actions and dialogs. */
export function CreatorsPanel({
  adminId,
  search,
  page,
  list,
  notify,
}: {
  adminId: string
  search: string
  page: number
  list: AdminCreatorList | null
  notify: Notify
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [pending, setPending] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<AdminCreator | null>(null)
  const [images, setImages] = useState<AdminCreator | null>(null)
  const [exporting, setExporting] = useState<AdminCreator | null>(null)
  const [reference, setReference] = useState('')

  /** Runs one request for a row; on success reloads the page data and says `success` (of the answer), otherwise why not. */
  async function run<T>(
    creator: AdminCreator,
    request: () => Promise<ApiResult<T>>,
    success: string | ((data: T) => string),
    failure: string,
  ) {
    setPending(creator.id)
    const result = await request()
    if (result.ok) {
      await revalidator.revalidate()
      notify('success', typeof success === 'function' ? success(result.data) : success)
    } else notify('error', failureText(result, failure))
    setPending(null)
    return result.ok
  }

  function onAction(creator: AdminCreator, action: CreatorAction) {
    const { id, username } = creator
    if (action === 'delete') setDeleting(creator)
    else if (action === 'export') setExporting(creator)
    else if (action === 'images') setImages(creator)
    else if (action === 'approve' || action === 'block') {
      void run(
        creator,
        () => call(adminApi.approve, { params: { id }, body: { approved: action === 'approve' } }),
        // Said from the server's answer, so "is now active" only ever follows an active account.
        ({ status }) =>
          status === 'active'
            ? t('admin.alerts.approved', { username })
            : status === 'blocked'
              ? t('admin.alerts.blocked', { username })
              : t(`admin.status.${status}`),
        t('admin.alerts.approval_failed'),
      )
    } else {
      const role = action === 'make_admin' ? 'admin' : 'user'
      void run(
        creator,
        () => call(adminApi.role, { params: { id }, body: { role } }),
        t(role === 'admin' ? 'admin.alerts.role_admin' : 'admin.alerts.role_user', { username }),
        t('admin.alerts.role_failed'),
      )
    }
  }

  async function confirmDelete() {
    if (!deleting) return
    const target = deleting
    setDeleting(null)
    setReference('')
    const deleted = await run(
      target,
      () => call(adminApi.deleteCreator, { params: { id: target.id }, query: { reference: reference.trim() || undefined } }),
      t('admin.alerts.deleted', { username: target.username }),
      t('admin.alerts.delete_failed'),
    )
    if (deleted) focusPanel()
  }

  const pageCount = list ? Math.max(1, Math.ceil(list.total / ADMIN_PAGE_SIZE)) : 1
  return (
    <div className="space-y-5">
      <Form method="get" action="/admin" role="search" preventScrollReset className="flex flex-col gap-3 sm:flex-row sm:items-end">
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
            maxLength={SEARCH_MAX}
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

      {search && list && <p className="text-sm text-zinc-600">{t('admin.search.results', { count: list.total, search })}</p>}
      {!list ? (
        <LoadError message={t('admin.alerts.load_failed')} />
      ) : list.influencers.length === 0 ? (
        <EmptyState>{t('admin.empty')}</EmptyState>
      ) : (
        <CreatorTable creators={list.influencers} adminId={adminId} pending={pending} disabled={!hydrated} onAction={onAction} />
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        href={(target) => adminHref({ search, page: target })}
        label={t('admin.pagination.label')}
        previous={t('admin.pagination.previous')}
        next={t('admin.pagination.next')}
        status={t('admin.pagination.status', { page, count: pageCount })}
      />

      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.confirm.title')}
        confirmLabel={t('admin.confirm.delete')}
        cancelLabel={t('admin.confirm.cancel')}
        onConfirm={confirmDelete}
        onClose={() => {
          setDeleting(null)
          setReference('')
        }}
      >
        <p>{t('admin.confirm.delete_text', { username: deleting?.username ?? '' })}</p>
        <div className="mt-4">
          <RequestReferenceField value={reference} onChange={setReference} />
        </div>
      </ConfirmDialog>
      <ImagesDialog owner={images} onClose={() => setImages(null)} />
      <AdminExportDialog owner={exporting} onClose={() => setExporting(null)} notify={notify} />
    </div>
  )
}
