import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import {
  COMPLAINANT_KINDS,
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATUSES,
  COMPLAINT_TEXT_MAX,
  DECISION_GROUNDS,
  DECISION_MAX_DAYS,
  DECISION_OUTCOMES,
  DECISION_TEXT_MAX,
  REPORT_CATEGORIES,
  REPORT_ITEM_KINDS,
} from './moderation.ts'

/**
 * What follows a moderation decision (decision 0081): the statement of reasons the creator reads
 * (Art. 17), complaints against a decision (Art. 20) and the measures against misuse (Art. 23).
 */

// Art. 23 thresholds. A creator: a warning once this many notices about them were upheld, and the
// admin is offered a suspension from the next threshold on.
export const CREATOR_WARN_AFTER_UPHELD = 2
export const CREATOR_SUSPEND_AFTER_UPHELD = 3
// A notifier's address: its notices sort last once this many were manifestly unfounded; from the
// next threshold on, its new notices are refused for NOTIFIER_REFUSAL_DAYS.
export const NOTIFIER_DEPRIORITISE_AFTER_UNFOUNDED = 2
export const NOTIFIER_REFUSE_AFTER_UNFOUNDED = 3
export const NOTIFIER_REFUSAL_DAYS = 30

/** Complaints one client address may send per minute. */
export const COMPLAINTS_PER_CLIENT_MINUTE = 5

export const ComplaintInput = z.object({
  text: z.string().trim().min(1, 'validation.required').max(COMPLAINT_TEXT_MAX, 'validation.too_long'),
})
export type ComplaintInput = z.input<typeof ComplaintInput>

/** The admin's review of a complaint: the decision is reversed or stands (upheld), with reasons. */
export const ComplaintReviewInput = z.object({
  outcome: z.enum(COMPLAINT_OUTCOMES),
  explanation: z.string().trim().min(1, 'validation.required').max(DECISION_TEXT_MAX, 'validation.too_long'),
})
export type ComplaintReviewInput = z.input<typeof ComplaintReviewInput>

export const ComplaintJson = z.object({
  id: z.uuid(),
  status: z.enum(COMPLAINT_STATUSES),
  outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
  explanation: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
})
export type ComplaintJson = z.infer<typeof ComplaintJson>

/** A decision as its statement of reasons tells it (Art. 17(3)). */
export const StatementJson = z.object({
  decision_id: z.uuid(),
  outcome: z.enum(DECISION_OUTCOMES),
  item_kind: z.enum(REPORT_ITEM_KINDS),
  item_id: z.uuid(),
  category: z.enum(REPORT_CATEGORIES),
  ground: z.enum(DECISION_GROUNDS),
  ground_reference: z.string(),
  ground_explanation: z.string(),
  facts: z.string(),
  territorial_scope: z.array(z.string()),
  automated: z.boolean(),
  /** When the first notice behind it arrived; null for one taken on the platform's own initiative. */
  notice_at: z.string().nullable(),
  decided_at: z.string(),
  ends_at: z.string().nullable(),
  reversed_at: z.string().nullable(),
  complain_until: z.string(),
  can_complain: z.boolean(),
  complaint: ComplaintJson.nullable(),
})
export type StatementJson = z.infer<typeof StatementJson>

export const StatementList = z.object({ statements: z.array(StatementJson) })
export type StatementList = z.infer<typeof StatementList>

/** The creator's looks a decision keeps dark now (restricted, or removed and kept for the complaint window), by image id. */
export type RestrictedLooks = Record<
  string,
  {
    decision_id: string
    outcome: (typeof DECISION_OUTCOMES)[number]
    category: (typeof REPORT_CATEGORIES)[number]
    ground_reference: string
  }
>

/** What a notifier's signed link shows: their notice and the decision on it. */
export const NoticeOutcome = z.object({
  reported_at: z.string(),
  item_url: z.string(),
  statement: StatementJson,
})
export type NoticeOutcome = z.infer<typeof NoticeOutcome>

export const NoticeTokenParams = z.object({
  token: z
    .string()
    .min(16)
    .max(300)
    .regex(/^[\w.-]+$/),
})
export const DecisionIdParams = z.object({ decisionId: z.uuid() })
export const ComplaintIdParams = z.object({ id: z.uuid() })

/** A creator's standing under Art. 23, as the admin sees it. */
export const CreatorStanding = z.object({
  upheld: z.number().int(),
  warned_at: z.string().nullable(),
  suspension_suggested: z.boolean(),
})
export type CreatorStanding = z.infer<typeof CreatorStanding>
/** A notifier address's standing under Art. 23. */
export const NotifierStanding = z.object({
  unfounded: z.number().int(),
  deprioritised: z.boolean(),
  refused_until: z.string().nullable(),
})
export type NotifierStanding = z.infer<typeof NotifierStanding>

/** Art. 23 at a glance: creators with upheld notices and addresses with manifestly unfounded ones, most first. */
export const MisuseOverview = z.object({
  creators: z.array(CreatorStanding.extend({ id: z.uuid(), username: z.string(), suspended_until: z.string().nullable() })),
  notifiers: z.array(NotifierStanding.extend({ email: z.string() })),
})
export type MisuseOverview = z.infer<typeof MisuseOverview>

/** The suspension an admin sets for a creator with repeated upheld notices after a warning (Art. 23(1)). */
export const MisuseSuspensionInput = z.object({
  duration_days: z.coerce
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(DECISION_MAX_DAYS, 'validation.invalid'),
  facts: z.string().trim().min(1, 'validation.required').max(DECISION_TEXT_MAX, 'validation.too_long'),
})
export type MisuseSuspensionInput = z.input<typeof MisuseSuspensionInput>
export const CreatorIdParams = z.object({ creatorId: z.uuid() })

export const AdminComplaint = z.object({
  id: z.uuid(),
  complainant_kind: z.enum(COMPLAINANT_KINDS),
  text: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
  explanation: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  reviewer_username: z.string().nullable(),
  decision: z.object({
    id: z.uuid(),
    outcome: z.enum(DECISION_OUTCOMES),
    category: z.enum(REPORT_CATEGORIES),
    ground: z.enum(DECISION_GROUNDS),
    ground_reference: z.string(),
    item_kind: z.enum(REPORT_ITEM_KINDS),
    creator_username: z.string(),
    reviewer_username: z.string(),
    decided_at: z.string(),
  }),
  /** The signed-in admin took the decision and another admin exists: they may not review it. */
  own_decision: z.boolean(),
  creator: CreatorStanding,
})
export type AdminComplaint = z.infer<typeof AdminComplaint>
export const AdminComplaintList = z.object({ complaints: z.array(AdminComplaint) })
export type AdminComplaintList = z.infer<typeof AdminComplaintList>

const tag = 'appeals'

export const appealsApi = {
  statements: endpoint({
    method: 'GET',
    path: '/api/appeals',
    access: 'user',
    tag,
    summary: "The statements of reasons for decisions about the signed-in creator's content, with their complaints",
    response: StatementList,
  }),
  complain: endpoint({
    method: 'POST',
    path: '/api/appeals/:decisionId',
    access: 'user',
    tag,
    summary: 'Complain against a decision about your content (once, within six months)',
    params: DecisionIdParams,
    body: ComplaintInput,
    response: ComplaintJson,
    status: 201,
  }),
  notice: endpoint({
    method: 'GET',
    path: '/api/appeals/notice/:token',
    access: 'public',
    tag,
    summary: "A notifier's notice and the decision on it (the signed link in the decision's mail)",
    params: NoticeTokenParams,
    response: NoticeOutcome,
  }),
  complainAsNotifier: endpoint({
    method: 'POST',
    path: '/api/appeals/notice/:token',
    access: 'public',
    tag,
    summary: 'A notifier complains against the rejection of their notice (once, within six months)',
    params: NoticeTokenParams,
    body: ComplaintInput,
    response: ComplaintJson,
    status: 201,
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/appeals',
    access: 'admin',
    tag: [tag, 'admin'],
    summary: 'Complaints against moderation decisions, open ones first',
    response: AdminComplaintList,
  }),
  adminMisuse: endpoint({
    method: 'GET',
    path: '/api/admin/appeals/misuse',
    access: 'admin',
    tag: [tag, 'admin'],
    summary: 'Creators with upheld notices and notifier addresses with manifestly unfounded ones (Art. 23)',
    response: MisuseOverview,
  }),
  adminSuspend: endpoint({
    method: 'POST',
    path: '/api/admin/appeals/misuse/:creatorId/suspension',
    access: 'admin',
    tag: [tag, 'admin'],
    summary: 'Suspend a warned creator with repeated upheld notices for the period the admin sets',
    params: CreatorIdParams,
    body: MisuseSuspensionInput,
    response: z.object({ decision_id: z.uuid() }),
    status: 201,
  }),
  adminReview: endpoint({
    method: 'POST',
    path: '/api/admin/appeals/:id/decision',
    access: 'admin',
    tag: [tag, 'admin'],
    summary: 'Reverse or confirm the decision a complaint is against (not by the admin who took it, where another exists)',
    params: ComplaintIdParams,
    body: ComplaintReviewInput,
    response: AdminComplaint,
  }),
}
