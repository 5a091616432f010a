import { useTranslation } from 'react-i18next'
import { Form, Link, useSearchParams } from 'react-router'
import { DECISION_OUTCOMES, DECISION_REFERENCE_MAX, DECISION_TEXT_MAX, type DecisionOutcome } from '../../../contract/moderation.ts'
import type { DecisionSummary, QueueGroup, ReportQueue } from '../../../contract/moderation-api.ts'
import { inputClass } from '../../components/form/field.tsx'
import { LoadError } from '../../components/load-error.tsx'
import { Notice } from '../../components/notice.tsx'
import { formatDateTime } from '../../lib/format.ts'
import { ACTION_TONES, actionButtonClass, EmptyState, Pill } from './table-ui.tsx'

const OUTCOME_TONES: Record<DecisionOutcome, keyof typeof ACTION_TONES> = {
  no_action: 'neutral',
  restrict: 'danger',
  remove: 'danger',
  suspend_shop: 'danger',
  suspend_account: 'danger',
  manifestly_unfounded: 'neutral',
}

/**
 * Reports (DSA Art. 16): open notices grouped by item, threats to life first, each with the item as
 * the public sees it, the creator, earlier decisions and a one-click decision. Each decision is a
 * form to /admin/reports/:id (works before and without the page's script), answered with this tab.
 */
export function ReportsPanel({ queue }: { queue: ReportQueue | null }) {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const done = search.get('done')
  const failed = search.get('failed')
  if (!queue) return <LoadError message={t('moderation.admin.failed')} />
  return (
    <div className="grid gap-4">
      <p className="text-sm text-zinc-600">{t('moderation.admin.intro')}</p>
      {/* Complaints against decisions and the misuse counts (Art. 20, 23) have their own page. */}
      <p>
        <Link to="/admin/appeals" className="text-sm font-semibold text-brand-700 underline">
          {t('appeals.admin.queue_link')}
        </Link>
      </p>
      <div role="status">
        {done && (DECISION_OUTCOMES as readonly string[]).includes(done) && (
          <Notice tone="success">{t('moderation.admin.decided', { outcome: t(`moderation.admin.outcomes.${done}`) })}</Notice>
        )}
      </div>
      {failed && <Notice tone="error">{failed}</Notice>}
      {queue.groups.length === 0 ? (
        <EmptyState>{t('moderation.admin.empty')}</EmptyState>
      ) : (
        <ul className="grid gap-4">
          {queue.groups.map((group) => (
            <ReportGroup key={group.id} group={group} />
          ))}
        </ul>
      )}
    </div>
  )
}

function ReportGroup({ group }: { group: QueueGroup }) {
  const { t, i18n } = useTranslation()
  const main = group.notices[0]?.category ?? 'other_illegal'
  const ground = main === 'terms' ? 'terms' : 'law'
  const titleId = `report-${group.id}`
  return (
    <li aria-labelledby={titleId} className="rounded-3xl bg-white p-4 ring-1 ring-zinc-200 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        {group.threat_to_life && <Pill tone="red">{t('moderation.admin.threat')}</Pill>}
        <Pill tone="zinc">{t(`moderation.kinds.${group.item.kind}`)}</Pill>
        <Pill tone="amber">{t('moderation.admin.notices', { number: group.notice_count })}</Pill>
        <span className="text-xs text-zinc-600">
          {t('moderation.admin.open_since', { date: formatDateTime(group.created_at, i18n.language) })}
        </span>
      </div>
      <div className="mt-3 flex gap-4">
        {group.item.image_url && (
          <img src={group.item.image_url} alt="" className="size-20 shrink-0 rounded-xl object-cover ring-1 ring-zinc-200" />
        )}
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold [overflow-wrap:anywhere] text-zinc-900" dir="auto">
            {group.item.label || t(`moderation.kinds.${group.item.kind}`)}
          </h3>
          <p className="text-sm text-zinc-600">
            {t('moderation.admin.creator')}: <bdi>{group.creator.username}</bdi>
          </p>
          <CreatorStandingLine standing={group.creator.standing} />
          {group.item.gone ? (
            <p className="text-sm text-zinc-600">{t('moderation.admin.item_gone')}</p>
          ) : (
            <a
              href={group.item.url}
              target="_blank"
              rel="noopener"
              className="text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              {t('moderation.admin.view_item')}
            </a>
          )}
        </div>
      </div>
      <ul className="mt-4 grid gap-2">
        {group.notices.map((notice) => (
          <li key={notice.id} className="rounded-2xl bg-zinc-50 p-3 text-sm ring-1 ring-zinc-200">
            <p className="font-semibold text-zinc-900">
              {t(`moderation.categories.${notice.category}`)}
              {notice.threat_to_life && <span className="ms-2 text-red-700">· {t('moderation.admin.threat')}</span>}
            </p>
            <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-zinc-700" dir="auto">
              {notice.explanation}
            </p>
            <p className="mt-1 text-xs text-zinc-600">
              <bdi>{notice.reporter_name ?? t('moderation.admin.reporter_anonymous')}</bdi>
              {notice.reporter_email && (
                <>
                  {' · '}
                  <bdi>{notice.reporter_email}</bdi>
                </>
              )}
              {notice.signed_in && ` · ${t('moderation.admin.reporter_signed_in')}`} · {formatDateTime(notice.created_at, i18n.language)}
            </p>
            {notice.notifier && <NotifierStandingLine standing={notice.notifier} />}
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Earlier title={t('moderation.admin.earlier_item')} decisions={group.earlier_item} />
        <Earlier title={t('moderation.admin.earlier_creator')} decisions={group.earlier_creator} />
      </div>
      <DecisionForm group={group} ground={ground} />
    </li>
  )
}

/** Art. 23(1) at a glance: the creator's upheld notices, the warning and whether a suspension is due. */
function CreatorStandingLine({ standing }: { standing: QueueGroup['creator']['standing'] }) {
  const { t, i18n } = useTranslation()
  return (
    <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs" data-testid="creator-standing">
      <Pill tone={standing.upheld > 0 ? 'amber' : 'zinc'}>{t('appeals.admin.upheld_count', { number: standing.upheld })}</Pill>
      {standing.warned_at && (
        <Pill tone="amber">{t('appeals.admin.warned', { date: formatDateTime(standing.warned_at, i18n.language) })}</Pill>
      )}
      {standing.suspension_suggested && <span className="text-red-700">{t('appeals.admin.suspension_suggested')}</span>}
    </p>
  )
}

/** Art. 23(2): the sender's manifestly unfounded notices, and whether they are de-prioritised or refused. */
function NotifierStandingLine({ standing }: { standing: NonNullable<QueueGroup['notices'][number]['notifier']> }) {
  const { t, i18n } = useTranslation()
  return (
    <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs" data-testid="notifier-standing">
      <Pill tone="zinc">{t('appeals.admin.unfounded_count', { number: standing.unfounded })}</Pill>
      {standing.refused_until ? (
        <span className="font-semibold text-red-700">
          {t('appeals.admin.refused_until', { date: formatDateTime(standing.refused_until, i18n.language) })}
        </span>
      ) : (
        standing.deprioritised && <span className="font-semibold text-amber-800">{t('appeals.admin.deprioritised')}</span>
      )}
    </p>
  )
}

function Earlier({ title, decisions }: { title: string; decisions: DecisionSummary[] }) {
  const { t, i18n } = useTranslation()
  return (
    <div className="text-sm">
      <p className="font-semibold text-zinc-800">{title}</p>
      {decisions.length === 0 ? (
        <p className="text-zinc-600">{t('moderation.admin.none_earlier')}</p>
      ) : (
        <ul className="text-zinc-700">
          {decisions.map((d) => (
            <li key={d.id}>
              {t(`moderation.admin.outcomes.${d.outcome}`)} · {t(`moderation.kinds.${d.item_kind}`)} ·{' '}
              {formatDateTime(d.decided_at, i18n.language)}
              {d.reversed_at && <> · {t('moderation.admin.reversed_on', { date: formatDateTime(d.reversed_at, i18n.language) })}</>}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** Ground, reference, explanation and facts come filled in; one click on an outcome decides. */
function DecisionForm({ group, ground }: { group: QueueGroup; ground: 'law' | 'terms' }) {
  const { t } = useTranslation()
  const id = `decide-${group.id}`
  const field = 'mt-1 text-sm'
  return (
    <Form method="post" action={`/admin/reports/${group.id}`} className="mt-4 grid gap-3 border-t border-zinc-200 pt-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="text-sm font-semibold text-zinc-800" htmlFor={`${id}-ground`}>
          {t('moderation.admin.ground')}
          <select id={`${id}-ground`} name="ground" defaultValue={ground} className={`${inputClass} ${field}`}>
            <option value="law">{t('moderation.admin.ground_law')}</option>
            <option value="terms">{t('moderation.admin.ground_terms')}</option>
          </select>
        </label>
        <label className="text-sm font-semibold text-zinc-800" htmlFor={`${id}-reference`}>
          {t('moderation.admin.reference')}
          <input
            id={`${id}-reference`}
            name="ground_reference"
            required
            maxLength={DECISION_REFERENCE_MAX}
            defaultValue={t(ground === 'law' ? 'moderation.admin.reference_default_law' : 'moderation.admin.reference_default_terms')}
            className={`${inputClass} ${field}`}
          />
        </label>
      </div>
      <label className="text-sm font-semibold text-zinc-800" htmlFor={`${id}-explanation`}>
        {t('moderation.admin.explanation')}
        <textarea
          id={`${id}-explanation`}
          name="ground_explanation"
          required
          rows={2}
          maxLength={DECISION_TEXT_MAX}
          defaultValue={group.notices[0] ? t(`moderation.categories.${group.notices[0].category}`) : ''}
          className={`${inputClass} ${field}`}
        />
      </label>
      <label className="text-sm font-semibold text-zinc-800" htmlFor={`${id}-facts`}>
        {t('moderation.admin.facts')}
        <textarea
          id={`${id}-facts`}
          name="facts"
          required
          rows={2}
          maxLength={DECISION_TEXT_MAX}
          defaultValue={t('moderation.admin.facts_default', { number: group.notice_count })}
          className={`${inputClass} ${field}`}
        />
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="text-sm font-semibold text-zinc-800" htmlFor={`${id}-duration`}>
          {t('moderation.admin.duration')}
          <input
            id={`${id}-duration`}
            name="duration_days"
            type="number"
            min={1}
            max={3650}
            inputMode="numeric"
            className={`${inputClass} ${field}`}
          />
        </label>
        <p className="text-sm text-zinc-700">
          <span className="font-semibold text-zinc-800">{t('moderation.admin.scope')}</span>
          <br />
          {t('moderation.admin.scope_all')}
        </p>
      </div>
      {group.item.kind !== 'creator' && <p className="text-xs text-zinc-600">{t('moderation.admin.remove_hint')}</p>}
      <div className="flex flex-wrap gap-2">
        {DECISION_OUTCOMES.filter((o) => !(o === 'remove' && group.item.kind === 'creator')).map((outcome) => (
          <button
            key={outcome}
            type="submit"
            name="outcome"
            value={outcome}
            className={`${actionButtonClass} ${ACTION_TONES[OUTCOME_TONES[outcome]]}`}
          >
            {t(`moderation.admin.outcomes.${outcome}`)}
          </button>
        ))}
      </div>
    </Form>
  )
}
