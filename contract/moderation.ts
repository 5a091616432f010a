import { z } from 'zod'
import { MAX_EMAIL_LENGTH } from './limits.ts'

/**
 * Notice and action under the EU Digital Services Act (decision 0081): the value lists and limits
 * the forms, the API and the database's CHECK constraints share, and their mapping to the fields of
 * the Commission's DSA Transparency Database (statements of reasons, Art. 24(5)).
 */

/** What can be reported; `item_id` is the row's id (a creator: the user's id). */
export const REPORT_ITEM_KINDS = ['look', 'product', 'tag_link', 'campaign', 'creator'] as const
export type ReportItemKind = (typeof REPORT_ITEM_KINDS)[number]

/**
 * What is wrong, as the notifier says it. All but `terms` allege illegal content (Art. 16); `terms`
 * is content against the platform's terms that is not illegal. `child_abuse` is the one category
 * whose notifier may stay nameless (Art. 16(2)(c): offences of Directive 2011/93/EU, Art. 3-7).
 */
export const REPORT_CATEGORIES = [
  'intellectual_property',
  'consumer_information',
  'unsafe_product',
  'protection_of_minors',
  'child_abuse',
  'personal_data',
  'illegal_speech',
  'violence',
  'scam_fraud',
  'other_illegal',
  'terms',
] as const
export type ReportCategory = (typeof REPORT_CATEGORIES)[number]

/** Categories whose notice needs no name and email (Art. 16(2)(c)). */
export const ANONYMOUS_REPORT_CATEGORIES: readonly ReportCategory[] = ['child_abuse']

/** The Transparency Database's `category` (and `category_specification` keyword) for each of ours. */
export const TDB_CATEGORY: Record<ReportCategory, { category: string; keyword?: string }> = {
  intellectual_property: { category: 'STATEMENT_CATEGORY_INTELLECTUAL_PROPERTY_INFRINGEMENTS' },
  consumer_information: { category: 'STATEMENT_CATEGORY_CONSUMER_INFORMATION', keyword: 'KEYWORD_HIDDEN_ADVERTISEMENT' },
  unsafe_product: { category: 'STATEMENT_CATEGORY_UNSAFE_AND_PROHIBITED_PRODUCTS' },
  protection_of_minors: { category: 'STATEMENT_CATEGORY_PROTECTION_OF_MINORS' },
  child_abuse: { category: 'STATEMENT_CATEGORY_PROTECTION_OF_MINORS', keyword: 'KEYWORD_CHILD_SEXUAL_ABUSE_MATERIAL' },
  personal_data: { category: 'STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS' },
  illegal_speech: { category: 'STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH' },
  violence: { category: 'STATEMENT_CATEGORY_VIOLENCE' },
  scam_fraud: { category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD' },
  other_illegal: { category: 'STATEMENT_CATEGORY_NOT_SPECIFIED_NOTICE', keyword: 'KEYWORD_OTHER' },
  terms: { category: 'STATEMENT_CATEGORY_OTHER_VIOLATION_TC' },
}

/**
 * A notice's life: `unconfirmed` until an anonymous notifier confirms their address (it does not
 * count yet), `open` in a group awaiting a decision, `decided` once its group is, `refused` when
 * its address is refused for misuse (Art. 23) or its confirm link lapsed.
 */
export const NOTICE_STATUSES = ['unconfirmed', 'open', 'decided', 'refused'] as const
export type NoticeStatus = (typeof NOTICE_STATUSES)[number]

/** A group of one item's counted notices: `open` in the admin's queue, `decided` once decided. */
export const NOTICE_GROUP_STATUSES = ['open', 'decided'] as const

/** The admin's one-click decisions. */
export const DECISION_OUTCOMES = ['no_action', 'restrict', 'remove', 'suspend_shop', 'suspend_account', 'manifestly_unfounded'] as const
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number]
/** Outcomes that act against the creator (a statement of reasons is owed, Art. 17). */
export const RESTRICTIVE_OUTCOMES: readonly DecisionOutcome[] = ['restrict', 'remove', 'suspend_shop', 'suspend_account']
/** Outcomes that hold for a period (`ends_at`); null ends_at means until lifted. */
export const TIMED_OUTCOMES: readonly DecisionOutcome[] = ['restrict', 'suspend_shop', 'suspend_account']

/** `law`: illegal content (DECISION_GROUND_ILLEGAL_CONTENT); `terms`: DECISION_GROUND_INCOMPATIBLE_CONTENT. */
export const DECISION_GROUNDS = ['law', 'terms'] as const
export type DecisionGround = (typeof DECISION_GROUNDS)[number]

/** Where a decision came from: a notice (SOURCE_ARTICLE_16) or the admin's own initiative (SOURCE_VOLUNTARY). */
export const DECISION_SOURCES = ['notice', 'own_initiative'] as const

/** What a restriction holds back: one item, the creator's shop, or the whole account. */
export const RESTRICTION_KINDS = ['item', 'shop', 'account'] as const
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number]

/** Whom a statement of reasons goes to. */
export const STATEMENT_RECIPIENTS = ['creator', 'notifier'] as const
/** Who complains (Art. 20): the affected creator, or a notifier whose notice was not acted on. */
export const COMPLAINANT_KINDS = ['creator', 'notifier'] as const
export const COMPLAINT_STATUSES = ['open', 'decided'] as const
/** `upheld`: the decision stands; `reversed`: it is undone. */
export const COMPLAINT_OUTCOMES = ['upheld', 'reversed'] as const

/** Complaints are possible this long after a decision (Art. 20(1): at least six months). */
export const COMPLAINT_WINDOW_DAYS = 183

/** The whole EEA (Transparency Database `territorial_scope` as ISO 3166-1 alpha-2 codes). */
// biome-ignore format: a list of codes reads better in rows
export const EEA_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT',
  'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const

// Limits (forms, API and CHECK constraints).
export const REPORT_EXPLANATION_MIN = 10
export const REPORT_EXPLANATION_MAX = 4000
export const REPORT_NAME_MAX = 200
export const DECISION_TEXT_MAX = 4000
export const DECISION_REFERENCE_MAX = 500
export const COMPLAINT_TEXT_MAX = 4000
/** Notices one email address may file per hour (all items) — the confirm mails it can trigger. */
export const REPORTS_PER_EMAIL_HOUR = 5
/** Notices one item may collect from unconfirmed addresses per hour (a burst against one creator). */
export const UNCONFIRMED_REPORTS_PER_ITEM_HOUR = 20
/** Notices one client address may file per minute. */
export const REPORTS_PER_CLIENT_MINUTE = 5
/** Confirm-link clicks one client address may send per minute. */
export const REPORT_CONFIRMS_PER_CLIENT_MINUTE = 20
/** Unconfirmed notices are dropped after this many days. */
export const REPORT_CONFIRM_TTL_DAYS = 7
/** Longest period an admin may set for a timed decision. */
export const DECISION_MAX_DAYS = 3650

export const ReportItemKind = z.enum(REPORT_ITEM_KINDS)
export const ReportCategory = z.enum(REPORT_CATEGORIES)
export const DecisionOutcome = z.enum(DECISION_OUTCOMES)
export const DecisionGround = z.enum(DECISION_GROUNDS)
export const reportEmail = z.string().trim().max(MAX_EMAIL_LENGTH, 'validation.too_long').pipe(z.email('validation.email'))
