import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import type { AdminComplaint, MisuseOverview } from '../../../contract/appeals.ts'
import { formatDate } from '../../../contract/dates.ts'
import { DECISION_TEXT_MAX } from '../../../contract/moderation.ts'
import { isolateWritten } from '../../../contract/text.ts'
import { Field } from '../../components/form/field.tsx'
import { useFormFailure } from '../../components/form/form-failure.ts'
import { Notice } from '../../components/notice.tsx'
import { MisuseSection } from './misuse-section.tsx'

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-4 py-2 text-sm font-semibold ring-1 transition focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none disabled:opacity-60'

/** Reverse or confirm, with the reasons; posted to the page's action (works without script). */
function ReviewForm({ complaint }: { complaint: AdminComplaint }) {
  const { t } = useTranslation()
  const id = useId()
  const failure = useFormFailure()
  const [busy, setBusy] = useState(false)
  const mine = failure?.values?.complaint_id === complaint.id ? failure : undefined
  const fieldError = mine?.fieldErrors.explanation
  return (
    <Form method="post" noValidate onSubmit={() => setBusy(true)} className="mt-4 space-y-3">
      <input type="hidden" name="complaint_id" value={complaint.id} />
      {mine && !fieldError && <Notice tone="error">{mine.error}</Notice>}
      <Field id={id} label={t('appeals.admin.reason_label')} error={fieldError} required>
        {(control) => (
          <textarea
            {...control}
            name="explanation"
            rows={3}
            maxLength={DECISION_TEXT_MAX}
            dir="auto"
            defaultValue={mine?.values?.explanation ?? ''}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          name="outcome"
          value="reversed"
          disabled={busy && !failure}
          className={`${buttonClass} bg-brand-600 text-white ring-brand-600 hover:bg-brand-700`}
        >
          {t('appeals.admin.reverse')}
        </button>
        <button
          type="submit"
          name="outcome"
          value="upheld"
          disabled={busy && !failure}
          className={`${buttonClass} bg-white text-zinc-800 ring-zinc-300 hover:bg-zinc-50`}
        >
          {t('appeals.admin.confirm')}
        </button>
      </div>
    </Form>
  )
}

function ComplaintCard({ complaint: c, reviewed }: { complaint: AdminComplaint; reviewed: boolean }) {
  const { t, i18n } = useTranslation()
  const date = (iso: string) => formatDate(iso, i18n.language, 'long')
  const d = c.decision
  return (
    <li className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:p-6" aria-labelledby={`complaint-${c.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`complaint-${c.id}`} className="text-lg font-bold text-zinc-900">
          {t(`appeals.decision.${d.outcome}`)} · <span dir="auto">@{d.creator_username}</span>
        </h2>
        <span className="rounded-full bg-zinc-100 px-2.5 py-1 text-xs font-semibold text-zinc-800">
          {c.status === 'open'
            ? t('appeals.admin.open')
            : t(`appeals.complaint.status_${c.outcome === 'reversed' ? 'reversed' : 'confirmed'}`, {
                date: date(c.decided_at ?? c.created_at),
              })}
        </span>
      </div>
      <p className="mt-1 text-sm text-zinc-600">
        {t(c.complainant_kind === 'creator' ? 'appeals.admin.by_creator' : 'appeals.admin.by_notifier')} ·{' '}
        {t('appeals.admin.filed_on', { date: date(c.created_at) })} · {t('appeals.admin.decided_by', { name: d.reviewer_username })} ·{' '}
        {t(`moderation.categories.${d.category}`)}
      </p>
      <p className="mt-1 text-sm text-zinc-600">
        {t('appeals.admin.upheld_count', { number: c.creator.upheld })}
        {c.creator.warned_at && <> · {t('appeals.admin.warned', { date: date(c.creator.warned_at) })}</>}
      </p>
      <blockquote
        dir="auto"
        className="mt-3 rounded-2xl bg-zinc-50 p-4 text-sm whitespace-pre-line text-zinc-900 ring-1 ring-zinc-200 [overflow-wrap:anywhere]"
      >
        {c.text}
      </blockquote>
      <div role="status">
        {reviewed && (
          <Notice tone="success" className="mt-3">
            {t('appeals.admin.reviewed')}
          </Notice>
        )}
      </div>
      {c.explanation && (
        <p className="mt-3 text-sm text-zinc-800">{t('appeals.complaint.outcome_reason', { reason: isolateWritten(c.explanation) })}</p>
      )}
      {c.status === 'open' &&
        (c.own_decision ? (
          <p className="mt-3 text-sm font-semibold text-amber-900">{t('appeals.admin.your_decision')}</p>
        ) : (
          <ReviewForm complaint={c} />
        ))}
    </li>
  )
}

/** /admin/appeals: complaints against decisions, open first, each reviewed by an admin who did not decide it. */
export function AdminComplaintsPage({
  complaints,
  reviewed,
  misuse,
  suspended,
}: {
  complaints: AdminComplaint[] | null
  reviewed: string | null
  misuse: MisuseOverview | null
  suspended: string | null
}) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <p>
        <Link to="/admin" className="text-sm font-semibold text-brand-700 underline">
          {t('appeals.admin.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-zinc-900 sm:text-3xl">{t('appeals.admin.title')}</h1>
      <p className="mt-2 max-w-3xl text-zinc-700">{t('appeals.admin.intro')}</p>
      {complaints === null ? (
        <Notice tone="error" className="mt-6">
          {t('appeals.admin.load_failed')}
        </Notice>
      ) : complaints.length === 0 ? (
        <p className="mt-6 text-zinc-700">{t('appeals.admin.empty')}</p>
      ) : (
        <ul className="mt-6 space-y-5">
          {complaints.map((c) => (
            <ComplaintCard key={c.id} complaint={c} reviewed={reviewed === c.id} />
          ))}
        </ul>
      )}
      <MisuseSection overview={misuse} suspended={suspended} />
    </div>
  )
}
