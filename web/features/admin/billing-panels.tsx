import { useTranslation } from 'react-i18next'
import type { AdminFailedRenewal, AdminSubscription } from '../../../contract/admin.ts'
import { Notice } from '../auth/form-ui.tsx'
import { formatCents, formatDateTime, formatDay } from './format.ts'
import { EmptyState, Pill, TableFrame, Th, tdClass } from './table-ui.tsx'

const STATUS_TONES = { pending: 'amber', active: 'green', past_due: 'red', canceled: 'zinc', expired: 'zinc' } as const

/** Subscriptions: username, email, status and renewal date (plus plan and cycle), newest first. */
export function SubscriptionsPanel({ subscriptions }: { subscriptions: AdminSubscription[] | null }) {
  const { t, i18n } = useTranslation()
  if (!subscriptions) return <Notice tone="error">{t('admin.subscriptions.load_failed')}</Notice>
  if (subscriptions.length === 0) return <EmptyState>{t('admin.subscriptions.empty')}</EmptyState>
  return (
    <TableFrame
      caption={t('admin.subscriptions.caption')}
      head={(['username', 'email', 'status', 'plan', 'renewal'] as const).map((column) => (
        <Th key={column}>{t(`admin.subscriptions.${column}`)}</Th>
      ))}
    >
      {subscriptions.map((s) => (
        <tr key={s.id}>
          <th scope="row" className="px-4 py-3 text-start font-semibold text-zinc-900">
            <bdi>{s.username}</bdi>
          </th>
          <td className={`${tdClass} whitespace-nowrap`} data-label={t('admin.subscriptions.email')}>
            <bdi>{s.email}</bdi>
          </td>
          <td className={tdClass} data-label={t('admin.subscriptions.status')}>
            <Pill tone={STATUS_TONES[s.status]}>{t(`admin.subscriptions.statuses.${s.status}`)}</Pill>
          </td>
          <td className={`${tdClass} whitespace-nowrap`} data-label={t('admin.subscriptions.plan')}>
            {t(`admin.subscriptions.plans.${s.plan_type}`)} · {t(`admin.subscriptions.cycles.${s.billing_cycle}`)}
          </td>
          <td className={`${tdClass} whitespace-nowrap`} data-label={t('admin.subscriptions.renewal')}>
            {s.current_period_end ? (
              <time dateTime={s.current_period_end}>{formatDay(s.current_period_end, i18n.language)}</time>
            ) : (
              <span className="text-zinc-600">{t('admin.subscriptions.no_date')}</span>
            )}
          </td>
        </tr>
      ))}
    </TableFrame>
  )
}

/** Payment Failures: username, email, amount (cents → euros, 2 decimals), note, date; newest first. */
export function FailuresPanel({ failures }: { failures: AdminFailedRenewal[] | null }) {
  const { t, i18n } = useTranslation()
  if (!failures) return <Notice tone="error">{t('admin.failures.load_failed')}</Notice>
  if (failures.length === 0) return <EmptyState>{t('admin.failures.empty')}</EmptyState>
  return (
    <TableFrame
      caption={t('admin.failures.caption')}
      head={
        <>
          <Th>{t('admin.failures.username')}</Th>
          <Th>{t('admin.failures.email')}</Th>
          <Th end>{t('admin.failures.amount')}</Th>
          <Th>{t('admin.failures.note')}</Th>
          <Th>{t('admin.failures.date')}</Th>
        </>
      }
    >
      {failures.map((f) => (
        <tr key={f.id}>
          <th scope="row" className="px-4 py-3 text-start font-semibold text-zinc-900">
            <bdi>{f.username}</bdi>
          </th>
          <td className={`${tdClass} whitespace-nowrap`} data-label={t('admin.failures.email')}>
            <bdi>{f.email}</bdi>
          </td>
          <td className={`${tdClass} text-end whitespace-nowrap tabular-nums`} data-label={t('admin.failures.amount')}>
            {formatCents(f.amount, f.currency || 'EUR', i18n.language)}
          </td>
          <td className={tdClass} data-label={t('admin.failures.note')}>
            {f.note ? <bdi>{f.note}</bdi> : <span className="text-zinc-600">—</span>}
          </td>
          <td className={`${tdClass} whitespace-nowrap`} data-label={t('admin.failures.date')}>
            <time dateTime={f.created_at}>{formatDateTime(f.created_at, i18n.language)}</time>
          </td>
        </tr>
      ))}
    </TableFrame>
  )
}
