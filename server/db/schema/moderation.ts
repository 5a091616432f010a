import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { LANGUAGES } from '../../../contract/language.ts'
import { MAX_EMAIL_LENGTH, MAX_URL_LENGTH } from '../../../contract/limits.ts'
import {
  DECISION_GROUNDS,
  DECISION_OUTCOMES,
  DECISION_REFERENCE_MAX,
  DECISION_SOURCES,
  DECISION_TEXT_MAX,
  NOTICE_GROUP_STATUSES,
  NOTICE_STATUSES,
  REPORT_CATEGORIES,
  REPORT_EXPLANATION_MAX,
  REPORT_ITEM_KINDS,
  REPORT_NAME_MAX,
  RESTRICTION_KINDS,
  STATEMENT_RECIPIENTS,
} from '../../../contract/moderation.ts'
import { createdAt, lengthBetween, maxLength, oneOf } from './common.ts'
import { users } from './users.ts'

/**
 * Notice and action (DSA Art. 16-23, decision 0081). Items are named by kind + id without a
 * foreign key: a notice, a decision and its statement outlive the item they are about (a removed
 * item is purged after the complaint window, decision 0089; the records stay for the figures). Creator and
 * reviewer ids are set null when the account goes; the usernames are snapshots, like the audit log.
 */

/** One item's counted notices, decided together. At most one open group per item. */
export const noticeGroups = pgTable(
  'notice_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemKind: text('item_kind', { enum: REPORT_ITEM_KINDS }).notNull(),
    itemId: uuid('item_id').notNull(),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    creatorUsername: text('creator_username').notNull(),
    status: text('status', { enum: NOTICE_GROUP_STATUSES }).notNull().default('open'),
    /** Some notice in it names a threat to life or safety (Art. 18): first in the queue. */
    threatToLife: boolean('threat_to_life').notNull().default(false),
    noticeCount: integer('notice_count').notNull().default(0),
    /** When its first notice counted: the queue's age. */
    createdAt: createdAt(),
    lastNoticeAt: timestamp('last_notice_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notice_groups_open_item_idx').on(t.itemKind, t.itemId).where(sql`${t.status} = 'open'`),
    index('notice_groups_queue_idx').on(t.threatToLife.desc().nullsFirst(), t.createdAt).where(sql`${t.status} = 'open'`),
    index('notice_groups_item_idx').on(t.itemKind, t.itemId),
    index('notice_groups_creator_idx').on(t.creatorId),
    check('notice_groups_item_kind_check', oneOf(t.itemKind, REPORT_ITEM_KINDS)),
    check('notice_groups_status_check', oneOf(t.status, NOTICE_GROUP_STATUSES)),
    check('notice_groups_count_check', sql`${t.noticeCount} >= 0`),
  ],
)

/**
 * One notice (Art. 16(2)): what, why, where, who and the good-faith statement. An anonymous
 * notifier's notice waits `unconfirmed` (no group) until the address is confirmed; a signed-in one's
 * counts at once. `reporter_email` is lower-cased; null only for the categories the Act exempts.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').references(() => noticeGroups.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind', { enum: REPORT_ITEM_KINDS }).notNull(),
    itemId: uuid('item_id').notNull(),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    /** The item's public address when it was reported (the exact electronic location, Art. 16(2)(b)). */
    itemUrl: text('item_url').notNull(),
    category: text('category', { enum: REPORT_CATEGORIES }).notNull(),
    explanation: text('explanation').notNull(),
    threatToLife: boolean('threat_to_life').notNull().default(false),
    /** Art. 16(2)(d): the notifier's bona fide statement; a notice cannot exist without it. */
    goodFaith: boolean('good_faith').notNull(),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    reporterName: text('reporter_name'),
    reporterEmail: text('reporter_email'),
    /** Mails to the notifier (receipt, decision, complaint outcome) are in it. */
    language: text('language', { enum: LANGUAGES }).notNull(),
    status: text('status', { enum: NOTICE_STATUSES }).notNull(),
    /** SHA-256 of the confirm token (hex); null once confirmed or for a signed-in notifier. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Name and address were cleared once the decision's complaint window passed (decision 0089). */
    identityClearedAt: timestamp('identity_cleared_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notices_group_idx').on(t.groupId),
    index('notices_item_idx').on(t.itemKind, t.itemId, t.createdAt),
    index('notices_email_idx').on(t.reporterEmail, t.createdAt),
    uniqueIndex('notices_confirm_token_idx').on(t.confirmTokenHash),
    index('notices_unconfirmed_idx').on(t.createdAt).where(sql`${t.status} = 'unconfirmed'`),
    check('notices_item_kind_check', oneOf(t.itemKind, REPORT_ITEM_KINDS)),
    check('notices_category_check', oneOf(t.category, REPORT_CATEGORIES)),
    check('notices_status_check', oneOf(t.status, NOTICE_STATUSES)),
    check('notices_language_check', oneOf(t.language, LANGUAGES)),
    check('notices_good_faith_check', sql`${t.goodFaith}`),
    check('notices_explanation_length', lengthBetween(t.explanation, 1, REPORT_EXPLANATION_MAX)),
    check('notices_item_url_length', lengthBetween(t.itemUrl, 1, MAX_URL_LENGTH)),
    check('notices_reporter_name_length', maxLength(t.reporterName, REPORT_NAME_MAX)),
    check('notices_reporter_email_length', lengthBetween(t.reporterEmail, 3, MAX_EMAIL_LENGTH)),
    check(
      'notices_identity_check',
      sql`${t.reporterEmail} is not null or ${t.category} = 'child_abuse' or ${t.identityClearedAt} is not null`,
    ),
  ],
)

/**
 * A moderation decision (what a statement of reasons describes, Art. 17(3)). `group_id` is null for
 * one taken on the admin's own initiative (e.g. a suspension for misuse). `reversed_at` is set when
 * a complaint reverses it. `automated` is always false today: no automated means are used.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').references(() => noticeGroups.id, { onDelete: 'set null' }),
    source: text('source', { enum: DECISION_SOURCES }).notNull(),
    itemKind: text('item_kind', { enum: REPORT_ITEM_KINDS }).notNull(),
    itemId: uuid('item_id').notNull(),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    creatorUsername: text('creator_username').notNull(),
    outcome: text('outcome', { enum: DECISION_OUTCOMES }).notNull(),
    /** The category decided on (the notices' unless the reviewer chose another). */
    category: text('category', { enum: REPORT_CATEGORIES }).notNull(),
    ground: text('ground', { enum: DECISION_GROUNDS }).notNull(),
    /** The legal provision (law) or the terms clause (terms) relied on. */
    groundReference: text('ground_reference').notNull(),
    /** Why the content is illegal / incompatible with that provision or clause. */
    groundExplanation: text('ground_explanation').notNull(),
    /** The facts and circumstances relied on (decision_facts). */
    facts: text('facts').notNull(),
    /** ISO 3166-1 alpha-2 codes where it applies (the whole EEA unless narrower). */
    territorialScope: text('territorial_scope').array().notNull(),
    automatedDetection: boolean('automated_detection').notNull().default(false),
    automatedDecision: boolean('automated_decision').notNull().default(false),
    /** When a timed outcome (restrict, suspensions) ends; null: until lifted. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When the item was created (content_date), where known. */
    contentDate: timestamp('content_date', { withTimezone: true }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerUsername: text('reviewer_username').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** When its statement went to the Transparency Database (Art. 24(5)), null until then. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** A removal's item was deleted for good once its complaint window passed (decision 0089). */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    index('moderation_decisions_group_idx').on(t.groupId),
    index('moderation_decisions_item_idx').on(t.itemKind, t.itemId, t.decidedAt.desc().nullsFirst()),
    index('moderation_decisions_creator_idx').on(t.creatorId, t.decidedAt.desc().nullsFirst()),
    index('moderation_decisions_decided_at_idx').on(t.decidedAt),
    index('moderation_decisions_unpurged_idx').on(t.decidedAt).where(sql`${t.outcome} = 'remove' and ${t.purgedAt} is null`),
    check('moderation_decisions_source_check', oneOf(t.source, DECISION_SOURCES)),
    check('moderation_decisions_item_kind_check', oneOf(t.itemKind, REPORT_ITEM_KINDS)),
    check('moderation_decisions_outcome_check', oneOf(t.outcome, DECISION_OUTCOMES)),
    check('moderation_decisions_category_check', oneOf(t.category, REPORT_CATEGORIES)),
    check('moderation_decisions_ground_check', oneOf(t.ground, DECISION_GROUNDS)),
    check('moderation_decisions_reference_length', lengthBetween(t.groundReference, 1, DECISION_REFERENCE_MAX)),
    check('moderation_decisions_explanation_length', lengthBetween(t.groundExplanation, 1, DECISION_TEXT_MAX)),
    check('moderation_decisions_facts_length', lengthBetween(t.facts, 1, DECISION_TEXT_MAX)),
  ],
)

/**
 * What a decision holds back while it is in force: one item (dark on every public surface, not
 * deleted), the creator's shop (storefront closed) or the account. In force while `lifted_at` is
 * null and `ends_at` is null or ahead; lifted early by a reversed complaint.
 */
export const restrictions = pgTable(
  'restrictions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    decisionId: uuid('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RESTRICTION_KINDS }).notNull(),
    /** The item for `item`; the creator's user id for `shop` and `account`. */
    itemKind: text('item_kind', { enum: REPORT_ITEM_KINDS }).notNull(),
    itemId: uuid('item_id').notNull(),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (t) => [
    // Public listings ask "is this item dark?" for every row; only restrictions not lifted matter.
    index('restrictions_active_item_idx').on(t.itemKind, t.itemId).where(sql`${t.liftedAt} is null`),
    index('restrictions_active_creator_idx').on(t.creatorId, t.kind).where(sql`${t.liftedAt} is null`),
    index('restrictions_decision_idx').on(t.decisionId),
    check('restrictions_kind_check', oneOf(t.kind, RESTRICTION_KINDS)),
    check('restrictions_item_kind_check', oneOf(t.itemKind, REPORT_ITEM_KINDS)),
  ],
)

/**
 * A statement of reasons (Art. 17) to the affected creator, or the decision's news to a notifier
 * (Art. 16(5)), in the recipient's language. `notice_id` names the notifier's notice.
 */
export const statementsOfReasons = pgTable(
  'statements_of_reasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    decisionId: uuid('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    recipient: text('recipient', { enum: STATEMENT_RECIPIENTS }).notNull(),
    recipientUserId: uuid('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    noticeId: uuid('notice_id').references(() => notices.id, { onDelete: 'set null' }),
    recipientEmail: text('recipient_email'),
    language: text('language', { enum: LANGUAGES }).notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('statements_of_reasons_decision_idx').on(t.decisionId),
    index('statements_of_reasons_user_idx').on(t.recipientUserId, t.createdAt.desc().nullsFirst()),
    check('statements_of_reasons_recipient_check', oneOf(t.recipient, STATEMENT_RECIPIENTS)),
    check('statements_of_reasons_language_check', oneOf(t.language, LANGUAGES)),
    check('statements_of_reasons_email_length', lengthBetween(t.recipientEmail, 3, MAX_EMAIL_LENGTH)),
  ],
)

export type NoticeGroup = typeof noticeGroups.$inferSelect
export type Notice = typeof notices.$inferSelect
export type ModerationDecision = typeof moderationDecisions.$inferSelect
export type Restriction = typeof restrictions.$inferSelect
export type StatementOfReasons = typeof statementsOfReasons.$inferSelect
