import { type ReportItemKind, TDB_CATEGORY } from '../../../contract/moderation.ts'
import type { TdbStatement } from '../../../contract/transparency.ts'
import type { ModerationDecision } from '../../db/schema/index.ts'

/** The database's limits: explanations 2,000 characters, grounds 500, facts 5,000. */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)
const day = (date: Date) => date.toISOString().slice(0, 10)
/** The database takes content dates from 2000-01-01 on. */
const EARLIEST_CONTENT = '2000-01-01'

const CONTENT_TYPES: Record<ReportItemKind, string[]> = {
  look: ['CONTENT_TYPE_IMAGE'],
  campaign: ['CONTENT_TYPE_IMAGE'],
  product: ['CONTENT_TYPE_PRODUCT'],
  tag_link: ['CONTENT_TYPE_TEXT'],
  creator: ['CONTENT_TYPE_TEXT'],
}

/**
 * One restrictive decision as a statement of reasons for the DSA Transparency Database (decision
 * 0081's mapping; field names and values from the database's API documentation, decision 0088).
 */
export function tdbStatement(d: ModerationDecision): TdbStatement {
  const until = d.endsAt ? day(d.endsAt) : undefined
  const category = TDB_CATEGORY[d.category]
  const illegal = d.ground === 'law'
  const content = d.contentDate ? day(d.contentDate) : day(d.decidedAt)
  return {
    ...(d.outcome === 'restrict' && {
      decision_visibility: ['DECISION_VISIBILITY_CONTENT_DISABLED'],
      end_date_visibility_restriction: until,
    }),
    ...(d.outcome === 'remove' && { decision_visibility: ['DECISION_VISIBILITY_CONTENT_REMOVED'] }),
    ...(d.outcome === 'suspend_shop' && {
      decision_monetary: 'DECISION_MONETARY_SUSPENSION',
      end_date_monetary_restriction: until,
      decision_provision: 'DECISION_PROVISION_PARTIAL_SUSPENSION',
      end_date_service_restriction: until,
    }),
    ...(d.outcome === 'suspend_account' && { decision_account: 'DECISION_ACCOUNT_SUSPENDED', end_date_account_restriction: until }),
    decision_ground: illegal ? 'DECISION_GROUND_ILLEGAL_CONTENT' : 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
    ...(illegal
      ? { illegal_content_legal_ground: cut(d.groundReference, 500), illegal_content_explanation: cut(d.groundExplanation, 2000) }
      : { incompatible_content_ground: cut(d.groundReference, 500), incompatible_content_explanation: cut(d.groundExplanation, 2000) }),
    category: category.category,
    ...(category.keyword && { category_specification: [category.keyword] }),
    decision_facts: cut(d.facts, 5000),
    territorial_scope: d.territorialScope,
    content_type: CONTENT_TYPES[d.itemKind],
    content_date: content < EARLIEST_CONTENT ? EARLIEST_CONTENT : content,
    application_date: day(d.decidedAt),
    source_type: d.source === 'notice' ? 'SOURCE_ARTICLE_16' : 'SOURCE_VOLUNTARY',
    automated_detection: d.automatedDetection ? 'Yes' : 'No',
    automated_decision: d.automatedDecision ? 'AUTOMATED_DECISION_FULLY' : 'AUTOMATED_DECISION_NOT_AUTOMATED',
    // Letters, digits and hyphens only, as the database requires: the decision's uuid.
    puid: d.id,
  }
}
