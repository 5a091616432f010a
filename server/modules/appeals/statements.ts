import type { ComplaintJson, StatementJson } from '../../../contract/appeals.ts'
import type { Language } from '../../../contract/language.ts'
import { COMPLAINT_WINDOW_DAYS, type DecisionOutcome, EEA_COUNTRIES, RESTRICTIVE_OUTCOMES } from '../../../contract/moderation.ts'
import type { Complaint, ModerationDecision } from '../../db/schema/index.ts'
import type { Translate } from '../../i18n.ts'
import { statementText } from './appeals.mails.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Outcomes a notifier may complain against: their notice was not acted on. */
export const REJECTING_OUTCOMES: readonly DecisionOutcome[] = ['no_action', 'manifestly_unfounded']

/** The last moment a complaint against a decision is accepted (Art. 20(1)). */
export const complainUntil = (decision: Pick<ModerationDecision, 'decidedAt'>) =>
  new Date(decision.decidedAt.getTime() + COMPLAINT_WINDOW_DAYS * DAY_MS)

/** Why `who` may not complain against the decision (an existing complaint aside), or null when they may. */
export function complaintRefusal(decision: ModerationDecision, who: 'creator' | 'notifier', now: Date) {
  const outcomes = who === 'creator' ? RESTRICTIVE_OUTCOMES : REJECTING_OUTCOMES
  if (!outcomes.includes(decision.outcome) || decision.reversedAt) return 'COMPLAINT_NOT_ALLOWED' as const
  return now < complainUntil(decision) ? null : ('COMPLAINT_WINDOW_CLOSED' as const)
}

export function complaintJson(c: Complaint): ComplaintJson {
  return {
    id: c.id,
    status: c.status,
    outcome: c.outcome,
    explanation: c.outcomeExplanation,
    created_at: c.createdAt.toISOString(),
    decided_at: c.decidedAt?.toISOString() ?? null,
  }
}

export function statementJson(
  row: { decision: ModerationDecision; noticeAt: Date | string | null; complaint: Complaint | null },
  who: 'creator' | 'notifier',
  now: Date,
): StatementJson {
  const d = row.decision
  const noticeAt = row.noticeAt ? new Date(row.noticeAt) : null
  return {
    decision_id: d.id,
    outcome: d.outcome,
    item_kind: d.itemKind,
    item_id: d.itemId,
    category: d.category,
    ground: d.ground,
    ground_reference: d.groundReference,
    ground_explanation: d.groundExplanation,
    facts: d.facts,
    territorial_scope: d.territorialScope,
    automated: d.automatedDetection || d.automatedDecision,
    notice_at: noticeAt?.toISOString() ?? null,
    decided_at: d.decidedAt.toISOString(),
    ends_at: d.endsAt?.toISOString() ?? null,
    reversed_at: d.reversedAt?.toISOString() ?? null,
    complain_until: complainUntil(d).toISOString(),
    can_complain: !row.complaint && !complaintRefusal(d, who, now),
    complaint: row.complaint ? complaintJson(row.complaint) : null,
  }
}

/** "The whole EEA" or the list of country codes. */
export function scopeText(t: Translate, scope: readonly string[]) {
  const eea = EEA_COUNTRIES.every((c) => scope.includes(c))
  return eea ? t('appeals.statement.scope_eea') : t('appeals.statement.scope_list', { countries: scope.join(', ') })
}

/** A decision's statement of reasons in the recipient's words, for the mail. */
export function decisionStatement(
  t: Translate,
  lang: Language,
  input: { decision: ModerationDecision; noticeAt: Date | null; itemUrl: string | null; now: Date },
) {
  const d = input.decision
  const item = t(`appeals.item.${d.itemKind}`)
  return statementText(t, lang, {
    kind: d.outcome,
    item: input.itemUrl ? `${item}: ${input.itemUrl}` : item,
    noticeAt: input.noticeAt,
    category: input.noticeAt ? t(`moderation.categories.${d.category}`) : null,
    facts: d.facts,
    groundType: d.ground,
    groundReference: d.groundReference,
    explanation: d.groundExplanation,
    scope: scopeText(t, d.territorialScope),
    until: d.endsAt,
    automated: d.automatedDetection || d.automatedDecision,
    complainUntil: complainUntil(d),
    now: input.now,
  })
}
