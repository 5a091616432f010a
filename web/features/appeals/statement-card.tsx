import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { StatementJson } from '../../../contract/appeals.ts'
import { formatDate } from '../../../contract/dates.ts'
import { EEA_COUNTRIES } from '../../../contract/moderation.ts'
import { isolateWritten } from '../../../contract/text.ts'
import { Notice } from '../../components/notice.tsx'
import { ComplaintForm } from './complaint-form.tsx'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-zinc-600">{label}</dt>
      <dd className="mt-0.5 text-sm text-zinc-900 [overflow-wrap:anywhere] sm:mt-0">{children}</dd>
    </div>
  )
}

/**
 * One decision's statement of reasons (DSA Art. 17(3)): what was decided, the facts, the ground,
 * scope, duration, whether automated means were used and how to complain, then the complaint's
 * state or the form to make one. `sent` says the complaint was just received.
 */
export function StatementCard({ statement: s, who, sent }: { statement: StatementJson; who: 'creator' | 'notifier'; sent: boolean }) {
  const { t, i18n } = useTranslation()
  const date = (iso: string) => formatDate(iso, i18n.language, 'long')
  const eea = EEA_COUNTRIES.every((c) => s.territorial_scope.includes(c))
  const complaint = s.complaint
  const status = complaint
    ? complaint.status === 'open'
      ? t('appeals.complaint.status_open', { date: date(complaint.created_at) })
      : complaint.outcome === 'reversed'
        ? t('appeals.complaint.status_reversed', { date: date(complaint.decided_at ?? complaint.created_at) })
        : t('appeals.complaint.status_confirmed', { date: date(complaint.decided_at ?? complaint.created_at) })
    : null
  return (
    <article
      id={`decision-${s.decision_id}`}
      aria-labelledby={`decision-${s.decision_id}-title`}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`decision-${s.decision_id}-title`} className="text-lg font-bold text-zinc-900">
          {t(`appeals.decision.${s.outcome}`)}
        </h2>
        <p className="text-sm text-zinc-600">{t('appeals.statement.decided_on', { date: date(s.decided_at) })}</p>
      </div>
      {s.reversed_at && (
        <Notice tone="success" className="mt-3">
          {t('appeals.statement.reversed')}
        </Notice>
      )}
      <dl className="mt-3 divide-y divide-zinc-100">
        <Row label={t('appeals.statement.item')}>{t(`appeals.item.${s.item_kind}`)}</Row>
        <Row label={t('appeals.statement.facts')}>
          <p>
            {s.notice_at
              ? t('appeals.statement.facts_notice', { date: date(s.notice_at), category: t(`moderation.categories.${s.category}`) })
              : t('appeals.statement.facts_own', { date: date(s.decided_at) })}
          </p>
          <p dir="auto" className="mt-1 whitespace-pre-line">
            {s.facts}
          </p>
        </Row>
        <Row label={t('appeals.statement.ground')}>
          {t(s.ground === 'law' ? 'appeals.statement.ground_law' : 'appeals.statement.ground_terms', {
            reference: isolateWritten(s.ground_reference),
          })}
        </Row>
        <Row label={t('appeals.statement.explanation')}>
          <p dir="auto" className="whitespace-pre-line">
            {s.ground_explanation}
          </p>
        </Row>
        <Row label={t('appeals.statement.scope')}>
          {eea ? t('appeals.statement.scope_eea') : t('appeals.statement.scope_list', { countries: s.territorial_scope.join(', ') })}
        </Row>
        {who === 'creator' && (
          <Row label={t('appeals.statement.duration')}>
            {s.outcome === 'remove'
              ? t('appeals.statement.removal', { date: date(s.complain_until) })
              : s.ends_at
                ? t('appeals.statement.until', { date: date(s.ends_at) })
                : t('appeals.statement.indefinite')}
          </Row>
        )}
        <Row label={t('appeals.statement.automated')}>
          {t(s.automated ? 'appeals.statement.automated_yes' : 'appeals.statement.automated_no')}
        </Row>
        <Row label={t('appeals.statement.redress')}>
          {new Date(s.complain_until) > new Date()
            ? t('appeals.statement.redress_text', { date: date(s.complain_until) })
            : t('appeals.statement.redress_closed', { date: date(s.complain_until) })}
        </Row>
      </dl>
      <div role="status">
        {sent && (
          <Notice tone="success" className="mt-4">
            {t('appeals.complaint.sent')}
          </Notice>
        )}
      </div>
      {status && complaint && (
        <div className="mt-4 rounded-2xl bg-zinc-50 p-4 text-sm text-zinc-800 ring-1 ring-zinc-200">
          <p className="font-semibold">{status}</p>
          {complaint.explanation && (
            <p className="mt-1 whitespace-pre-line">
              {t('appeals.complaint.outcome_reason', { reason: isolateWritten(complaint.explanation) })}
            </p>
          )}
        </div>
      )}
      {s.can_complain && !sent && <ComplaintForm decisionId={who === 'creator' ? s.decision_id : undefined} />}
    </article>
  )
}
