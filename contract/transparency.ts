import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { COMPLAINT_OUTCOMES, DECISION_OUTCOMES, REPORT_CATEGORIES } from './moderation.ts'

/**
 * Transparency figures (DSA Art. 15, 24) for any period, and the period's statements of reasons in
 * the DSA Transparency Database's field names (Art. 24(5)); see docs/decisions/0088.
 */

/** Longest period one report covers (a CSV or JSON of a year and a day at most). */
export const TRANSPARENCY_MAX_DAYS = 366

/** `from` and `to` are whole UTC days, both included; `to` not before `from`. */
export const TransparencyQuery = z
  .object({ from: z.iso.date('transparency.errors.date'), to: z.iso.date('transparency.errors.date') })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'transparency.errors.order' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < TRANSPARENCY_MAX_DAYS, {
    path: ['to'],
    message: 'transparency.errors.too_long',
  })
export type TransparencyQuery = z.output<typeof TransparencyQuery>

/** What became of a notice: its group's decision, still open, or refused (misuse, lapsed confirmation). */
export const NOTICE_OUTCOMES = [...DECISION_OUTCOMES, 'pending', 'refused'] as const
export type NoticeOutcome = (typeof NOTICE_OUTCOMES)[number]
export const COMPLAINT_STATES = [...COMPLAINT_OUTCOMES, 'open'] as const

const counts = <T extends readonly string[]>(keys: T) => z.record(z.enum(keys), z.number().int())

export const TransparencyReport = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  notices: z.object({
    /** Counted notices (confirmed) received in the period. */
    total: z.number().int(),
    by_category: counts(REPORT_CATEGORIES),
    by_outcome: counts(NOTICE_OUTCOMES),
    /** Median hours from a notice counting to the decision on it; null when none was decided. */
    median_hours_to_decision: z.number().nullable(),
    threat_to_life: z.number().int(),
  }),
  decisions: z.object({
    total: z.number().int(),
    by_outcome: counts(DECISION_OUTCOMES),
    /** Taken on the admin's own initiative, not on a notice. */
    own_initiative: z.number().int(),
    /** Decisions that used automated means (none today: no automated moderation exists). */
    automated: z.number().int(),
    reversed: z.number().int(),
  }),
  complaints: z.object({
    total: z.number().int(),
    by_outcome: counts(COMPLAINT_STATES),
    median_hours_to_decision: z.number().nullable(),
  }),
  suspensions: z.object({
    /** Decisions suspending a shop or an account (notice and own initiative). */
    shop: z.number().int(),
    account: z.number().int(),
    /** Art. 23: creators suspended for repeated upheld notices, notifier addresses refused. */
    misuse_creators: z.number().int(),
    misuse_notifiers: z.number().int(),
    /** Art. 30: traders suspended by an admin. */
    traders: z.number().int(),
  }),
})
export type TransparencyReport = z.output<typeof TransparencyReport>

/**
 * One statement of reasons as the Transparency Database's API takes it (`POST /api/v1/statement`).
 * Field names and values as its API documentation lists them; null fields are left out.
 */
export const TdbStatement = z.object({
  decision_visibility: z.array(z.string()).optional(),
  end_date_visibility_restriction: z.string().optional(),
  decision_monetary: z.string().optional(),
  end_date_monetary_restriction: z.string().optional(),
  decision_provision: z.string().optional(),
  end_date_service_restriction: z.string().optional(),
  decision_account: z.string().optional(),
  end_date_account_restriction: z.string().optional(),
  decision_ground: z.enum(['DECISION_GROUND_ILLEGAL_CONTENT', 'DECISION_GROUND_INCOMPATIBLE_CONTENT']),
  illegal_content_legal_ground: z.string().optional(),
  illegal_content_explanation: z.string().optional(),
  incompatible_content_ground: z.string().optional(),
  incompatible_content_explanation: z.string().optional(),
  category: z.string(),
  category_specification: z.array(z.string()).optional(),
  decision_facts: z.string(),
  territorial_scope: z.array(z.string()),
  content_type: z.array(z.string()),
  content_date: z.iso.date(),
  application_date: z.iso.date(),
  source_type: z.enum(['SOURCE_ARTICLE_16', 'SOURCE_VOLUNTARY']),
  automated_detection: z.enum(['Yes', 'No']),
  automated_decision: z.enum(['AUTOMATED_DECISION_FULLY', 'AUTOMATED_DECISION_PARTIALLY', 'AUTOMATED_DECISION_NOT_AUTOMATED']),
  puid: z.string(),
})
export type TdbStatement = z.output<typeof TdbStatement>
/** The database's bulk endpoint takes `{ statements: [...] }`, at most 100 per call. */
export const TdbStatements = z.object({ statements: z.array(TdbStatement) })
export type TdbStatements = z.output<typeof TdbStatements>

const admin = { access: 'admin', tag: ['admin', 'moderation'] } as const

export const transparencyApi = {
  report: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/transparency',
    summary:
      'Moderation figures of a period (DSA Art. 15, 24): notices by category and outcome, median time to decision, complaints, suspensions',
    query: TransparencyQuery,
    response: TransparencyReport,
  }),
  csv: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/transparency/report.csv',
    summary: "The period's figures as CSV (section, key, count)",
    query: TransparencyQuery,
    response: null,
    produces: 'text/csv',
  }),
  statements: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/transparency/statements.json',
    summary:
      "The period's statements of reasons in the DSA Transparency Database API's fields, ready for its bulk endpoint (at most 100 per call)",
    query: TransparencyQuery,
    response: TdbStatements,
  }),
} as const
