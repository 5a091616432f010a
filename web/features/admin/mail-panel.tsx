import { useTranslation } from 'react-i18next'
import type { AdminMailFailure } from '../../../contract/admin.ts'
import { LoadError } from '../../components/load-error.tsx'
import { formatDateTime } from '../../lib/format.ts'
import { EmptyState, Pill, TableFrame, Th, tdClass } from './table-ui.tsx'

const STATUS_TONES = { retrying: 'amber', failed: 'red' } as const

/** Mail the mail server has not taken: retrying (with the next attempt) or failed, newest first. */
export function MailPanel({ mail }: { mail: AdminMailFailure[] | null }) {
  const { t, i18n } = useTranslation()
  if (!mail) return <LoadError message={t('admin.mail.load_failed')} />
  if (mail.length === 0) return <EmptyState>{t('admin.mail.empty')}</EmptyState>
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>
  return (
    <>
      <p className="mb-4 text-sm text-zinc-600">{t('admin.mail.intro')}</p>
      <TableFrame
        caption={t('admin.mail.caption')}
        head={(['to', 'subject', 'status', 'attempts', 'next', 'error', 'date'] as const).map((column) => (
          <Th key={column} end={column === 'attempts'}>
            {t(`admin.mail.${column}`)}
          </Th>
        ))}
      >
        {mail.map((m) => (
          <tr key={m.id}>
            <th scope="row" className="px-4 py-3 text-start font-semibold text-zinc-900">
              <bdi>{m.to}</bdi>
            </th>
            <td className={tdClass} data-label={t('admin.mail.subject')}>
              <bdi>{m.subject}</bdi>
            </td>
            <td className={tdClass} data-label={t('admin.mail.status')}>
              <Pill tone={STATUS_TONES[m.status]}>{t(`admin.mail.statuses.${m.status}`)}</Pill>
            </td>
            <td className={`${tdClass} text-end tabular-nums`} data-label={t('admin.mail.attempts')}>
              {m.attempts.toLocaleString(i18n.language)}
            </td>
            <td className={`${tdClass} whitespace-nowrap`} data-label={t('admin.mail.next')}>
              {m.next_attempt_at ? when(m.next_attempt_at) : <span className="text-zinc-600">—</span>}
            </td>
            <td className={`${tdClass} break-all`} data-label={t('admin.mail.error')}>
              {m.error ? (
                <bdi dir="ltr" className="font-mono text-xs">
                  {m.error}
                </bdi>
              ) : (
                <span className="text-zinc-600">—</span>
              )}
            </td>
            <td className={`${tdClass} whitespace-nowrap`} data-label={t('admin.mail.date')}>
              {when(m.created_at)}
            </td>
          </tr>
        ))}
      </TableFrame>
    </>
  )
}
