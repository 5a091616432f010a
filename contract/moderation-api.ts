import { z } from 'zod'
import { CreatorStanding, NotifierStanding } from './appeals.ts'
import { endpoint } from './endpoint.ts'
import {
  DECISION_MAX_DAYS,
  DECISION_REFERENCE_MAX,
  DECISION_TEXT_MAX,
  DecisionGround,
  DecisionOutcome,
  EEA_COUNTRIES,
  REPORT_EXPLANATION_MAX,
  REPORT_EXPLANATION_MIN,
  REPORT_NAME_MAX,
  ReportCategory,
  ReportItemKind,
  reportEmail,
} from './moderation.ts'

/**
 * The notice form (DSA Art. 16(2)). Name and email may be left empty only by a signed-in notifier
 * (the account's are used) or for the categories the Act exempts; the service says which.
 */
export const ReportInput = z.object({
  item_kind: ReportItemKind,
  item_id: z.uuid(),
  category: ReportCategory,
  explanation: z
    .string()
    .trim()
    .min(REPORT_EXPLANATION_MIN, 'moderation.form.explanation_short')
    .max(REPORT_EXPLANATION_MAX, 'validation.too_long'),
  threat_to_life: z.boolean().default(false),
  name: z.string().trim().max(REPORT_NAME_MAX, 'validation.too_long').optional().default(''),
  email: z
    .union([z.literal(''), reportEmail])
    .optional()
    .default(''),
  /** Art. 16(2)(d): the notifier confirms in good faith that the notice is accurate and complete. */
  good_faith: z.literal(true, 'moderation.form.good_faith_required'),
})
export type ReportInput = z.input<typeof ReportInput>

/** `received`: it counts now (a receipt mail went out); `confirm`: check the inbox first. */
export const ReportFiled = z.object({ status: z.enum(['received', 'confirm']), message: z.string() })
export type ReportFiled = z.infer<typeof ReportFiled>

/** The item by id; a creator page may be named by its username instead (the page knows no id). */
export const ReportTargetQuery = z.union([
  z.object({ kind: ReportItemKind, id: z.uuid() }),
  z.object({ kind: z.literal('creator'), username: z.string().min(1).max(64) }),
])
/** What the form names as the item reported; a look lists its tag links so one of them can be chosen. */
export const ReportTarget = z.object({
  kind: ReportItemKind,
  id: z.uuid(),
  label: z.string(),
  url: z.string(),
  creator: z.object({ username: z.string(), name: z.string() }),
  tag_links: z.array(z.object({ id: z.uuid(), host: z.string(), url: z.string() })),
})
export type ReportTarget = z.infer<typeof ReportTarget>

export const ReportTokenParams = z.object({
  token: z
    .string()
    .min(16)
    .max(200)
    .regex(/^[\w.-]+$/),
})
export const ReportMessage = z.object({ message: z.string() })

/** An earlier decision, as the queue shows it next to a notice. */
export const DecisionSummary = z.object({
  id: z.uuid(),
  item_kind: ReportItemKind,
  outcome: DecisionOutcome,
  category: ReportCategory,
  ground: DecisionGround,
  decided_at: z.string(),
  reversed_at: z.string().nullable(),
})
export type DecisionSummary = z.infer<typeof DecisionSummary>

export const QueueNotice = z.object({
  id: z.uuid(),
  category: ReportCategory,
  explanation: z.string(),
  threat_to_life: z.boolean(),
  reporter_name: z.string().nullable(),
  reporter_email: z.string().nullable(),
  signed_in: z.boolean(),
  created_at: z.string(),
  /** The sender's manifestly unfounded notices (Art. 23(2)); null without an address or a count. */
  notifier: NotifierStanding.nullable(),
})

export const QueueGroup = z.object({
  id: z.uuid(),
  threat_to_life: z.boolean(),
  notice_count: z.number().int(),
  created_at: z.string(),
  /** The item as the public sees it (null image when it has none; `gone` once deleted). */
  item: z.object({
    kind: ReportItemKind,
    id: z.uuid(),
    label: z.string(),
    url: z.string(),
    image_url: z.string().nullable(),
    gone: z.boolean(),
  }),
  /** `standing`: the creator's upheld notices and warning (Art. 23(1)). */
  creator: z.object({ id: z.uuid().nullable(), username: z.string(), standing: CreatorStanding }),
  notices: z.array(QueueNotice),
  earlier_item: z.array(DecisionSummary),
  earlier_creator: z.array(DecisionSummary),
})
export type QueueGroup = z.infer<typeof QueueGroup>
export const ReportQueue = z.object({ total: z.number().int(), groups: z.array(QueueGroup) })
export type ReportQueue = z.infer<typeof ReportQueue>
export const ReportQueueQuery = z.object({
  category: ReportCategory.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
})

export const DecisionParams = z.object({ id: z.uuid() })
const decisionText = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.too_long')
/** One decision on a group of notices. `duration_days` only for timed outcomes; empty: until lifted. */
export const DecisionInput = z.object({
  outcome: DecisionOutcome,
  ground: DecisionGround,
  category: ReportCategory.optional(),
  ground_reference: decisionText(DECISION_REFERENCE_MAX),
  ground_explanation: decisionText(DECISION_TEXT_MAX),
  facts: decisionText(DECISION_TEXT_MAX),
  territorial_scope: z
    .array(z.enum(EEA_COUNTRIES))
    .min(1)
    .max(EEA_COUNTRIES.length)
    .default([...EEA_COUNTRIES]),
  duration_days: z.coerce.number().int().min(1).max(DECISION_MAX_DAYS).nullable().default(null),
})
export type DecisionInput = z.input<typeof DecisionInput>

export const DecisionJson = DecisionSummary.extend({
  group_id: z.uuid().nullable(),
  item_id: z.uuid(),
  ground_reference: z.string(),
  ground_explanation: z.string(),
  facts: z.string(),
  territorial_scope: z.array(z.string()),
  ends_at: z.string().nullable(),
  automated_detection: z.boolean(),
  reviewer_username: z.string(),
})
export type DecisionJson = z.infer<typeof DecisionJson>

const tag = 'moderation'

export const moderationApi = {
  file: endpoint({
    method: 'POST',
    path: '/api/reports',
    access: 'public',
    tag,
    summary: 'Report an item as illegal or against the terms (DSA Art. 16 notice)',
    description: 'Signed in: counts at once and a receipt is mailed. Otherwise the notifier confirms their address first.',
    body: ReportInput,
    response: ReportFiled,
    status: 202,
  }),
  target: endpoint({
    method: 'GET',
    path: '/api/reports/target',
    access: 'public',
    tag,
    summary: 'The item a report form names (a look with its tag links)',
    query: ReportTargetQuery,
    response: ReportTarget,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/reports/confirm/:token',
    access: 'public',
    tag,
    summary: "Confirm an anonymous notifier's address: the notice counts from now (the token works once)",
    params: ReportTokenParams,
    response: ReportMessage,
  }),
  queue: endpoint({
    method: 'GET',
    path: '/api/admin/reports',
    access: 'admin',
    tag: [tag, 'admin'],
    summary: 'Open notices grouped by item: threats to life first, then oldest first',
    query: ReportQueueQuery,
    response: ReportQueue,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/api/admin/reports/:id/decision',
    access: 'admin',
    tag: [tag, 'admin'],
    summary: 'Decide on a group of notices (no action, restrict, remove, suspend, manifestly unfounded)',
    params: DecisionParams,
    body: DecisionInput,
    response: DecisionJson,
    status: 201,
  }),
}
