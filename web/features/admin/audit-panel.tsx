import { useTranslation } from 'react-i18next'
import { ADMIN_PAGE_SIZE, type AuditLogPage } from '../../../contract/admin.ts'
import { LoadError } from '../../components/load-error.tsx'
import { formatDateTime } from '../../lib/format.ts'
import { adminHref } from './admin-data.ts'
import { EmptyState, Pagination, TableFrame, Th, tdClass } from './table-ui.tsx'

/** Audit log: who did what to whom, when and why; newest first, paged. */
export function AuditPanel({ page, log }: { page: number; log: AuditLogPage | null }) {
  const { t, i18n } = useTranslation()
  if (!log) return <LoadError message={t('admin.audit.load_failed')} />
  if (log.entries.length === 0 && page === 1) return <EmptyState>{t('admin.audit.empty')}</EmptyState>
  const pageCount = Math.max(1, Math.ceil(log.total / ADMIN_PAGE_SIZE))
  const nobody = <span className="text-zinc-600">{t('admin.audit.nobody')}</span>
  return (
    <>
      <TableFrame
        caption={t('admin.audit.caption')}
        head={(['who', 'what', 'whom', 'when', 'reason'] as const).map((column) => <Th key={column}>{t(`admin.audit.${column}`)}</Th>)}
      >
        {log.entries.map((entry) => (
          <tr key={entry.id}>
            <td className={`${tdClass} font-semibold text-zinc-900`} data-label={t('admin.audit.who')}>
              {entry.actor_username ? <bdi>{entry.actor_username}</bdi> : nobody}
            </td>
            <td className={tdClass} data-label={t('admin.audit.what')}>
              {t(`admin.audit.actions.${entry.action}`, { defaultValue: entry.action })}
              <ChangeDetail action={entry.action} details={entry.details} />
            </td>
            <td className={tdClass} data-label={t('admin.audit.whom')}>
              {entry.target_username ? <bdi>{entry.target_username}</bdi> : nobody}
            </td>
            <td className={`${tdClass} whitespace-nowrap`} data-label={t('admin.audit.when')}>
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, i18n.language)}</time>
            </td>
            <td className={tdClass} data-label={t('admin.audit.reason')}>
              {entry.reason ? <bdi>{entry.reason}</bdi> : nobody}
            </td>
          </tr>
        ))}
      </TableFrame>
      <Pagination
        page={page}
        pageCount={pageCount}
        href={(target) => adminHref({ tab: 'audit', page: target })}
        label={t('admin.pagination.label')}
        previous={t('admin.pagination.previous')}
        next={t('admin.pagination.next')}
        status={t('admin.pagination.status', { page, count: pageCount })}
      />
    </>
  )
}

/** Role and max-expiry changes record `{ from, to }`; the new value is worth a glance in the list. */
function ChangeDetail({ action, details }: { action: string; details: Record<string, unknown> | null }) {
  const { t } = useTranslation()
  const to = details?.to
  if (action === 'user.role' && (to === 'admin' || to === 'user')) return <span className="text-zinc-600"> → {t(`admin.role.${to}`)}</span>
  if (action === 'settings.max_expiry' && typeof to === 'number') return <span className="text-zinc-600"> → {to}</span>
  return null
}
