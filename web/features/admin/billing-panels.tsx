import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminFailedRenewal, AdminSubscription } from '../../../contract/admin.ts'
import type { InvoiceSummary } from '../../../contract/billing.ts'
import { billingApi } from '../../../contract/billing-api.ts'
import { LoadError } from '../../components/load-error.tsx'
import { call, urlOf } from '../../lib/api.ts'
import { formatDate, formatDateTime, formatMoney } from '../../lib/format.ts'
import { EmptyState, Pill, TableFrame, Th, tdClass } from './table-ui.tsx'

const STATUS_TONES = { pending: 'amber', active: 'green', past_due: 'red', canceled: 'zinc', expired: 'zinc' } as const

/** Subscriptions: username, email, status and renewal date (plus plan and cycle), newest first. */
export function SubscriptionsPanel({ subscriptions }: { subscriptions: AdminSubscription[] | null }) {
  const { t, i18n } = useTranslation()
  if (!subscriptions) return <LoadError message={t('admin.subscriptions.load_failed')} />
  if (subscriptions.length === 0) return <EmptyState>{t('admin.subscriptions.empty')}</EmptyState>
  return (
    <TableFrame
      caption={t('admin.subscriptions.caption')}
      head={(['username', 'email', 'status', 'plan', 'renewal', 'invoices'] as const).map((column) => (
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
            {t(`admin.subscriptions.plans.${s.plan_type}`)} · {t(`admin.subscriptions.cycles.${s.billing_cycle}`)} ·{' '}
            <span data-testid="subscription-price">{formatMoney(s.price, s.currency, i18n.language)}</span>
          </td>
          <td className={`${tdClass} whitespace-nowrap`} data-label={t('admin.subscriptions.renewal')}>
            {s.grace_until ? (
              // Past due: the same two dates the creator's subscription page shows.
              <>
                <span className="block">{t('admin.subscriptions.next_attempt', { date: formatDate(s.next_renewal, i18n.language) })}</span>
                <span className="block text-amber-900">
                  {t('admin.subscriptions.access_until', { date: formatDate(s.grace_until, i18n.language) })}
                </span>
              </>
            ) : s.next_renewal ? (
              <time dateTime={s.next_renewal}>{formatDate(s.next_renewal, i18n.language)}</time>
            ) : (
              <span className="text-zinc-600">{t('admin.subscriptions.no_date')}</span>
            )}
          </td>
          <td className={tdClass}>
            <SubscriptionInvoices id={s.id} username={s.username} />
          </td>
        </tr>
      ))}
    </TableFrame>
  )
}

/** A subscription's invoices, loaded on demand; each opens the PDF (admins may read every invoice). */
function SubscriptionInvoices({ id, username }: { id: string; username: string }) {
  const { t } = useTranslation()
  const [list, setList] = useState<InvoiceSummary[] | 'failed' | null>(null)
  if (list === null) {
    return (
      <button
        type="button"
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        aria-label={t('admin.subscriptions.show_invoices', { username })}
        onClick={async () => {
          const res = await call(billingApi.subscriptionInvoices, { params: { id } })
          setList(res.ok ? res.data : 'failed')
        }}
      >
        {t('admin.subscriptions.show')}
      </button>
    )
  }
  if (list === 'failed') return <span className="text-red-700">{t('admin.subscriptions.invoices_failed')}</span>
  if (list.length === 0) return <span className="text-zinc-600">{t('admin.subscriptions.no_invoices')}</span>
  return (
    <ul className="space-y-1">
      {list.map((invoice) => (
        <li key={invoice.file}>
          <a
            href={urlOf(billingApi.invoice, { params: { file: invoice.file } })}
            className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
            download
          >
            <bdi>{invoice.number}</bdi>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Payment Failures: username, email, amount (cents → euros, 2 decimals), note, date; newest first. */
export function FailuresPanel({ failures }: { failures: AdminFailedRenewal[] | null }) {
  const { t, i18n } = useTranslation()
  if (!failures) return <LoadError message={t('admin.failures.load_failed')} />
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
            {formatMoney(f.amount, f.currency || 'EUR', i18n.language)}
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
