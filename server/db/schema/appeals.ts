import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { LANGUAGES } from '../../../contract/language.ts'
import { MAX_EMAIL_LENGTH } from '../../../contract/limits.ts'
import {
  COMPLAINANT_KINDS,
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATUSES,
  COMPLAINT_TEXT_MAX,
  DECISION_TEXT_MAX,
} from '../../../contract/moderation.ts'
import { createdAt, lengthBetween, maxLength, oneOf, updatedAt } from './common.ts'
import { moderationDecisions, notices } from './moderation.ts'
import { users } from './users.ts'

/* Complaints against moderation decisions (DSA Art. 20) and the misuse counts (Art. 23), beside the notices and decisions of moderation.ts. */

/**
 * A complaint against a decision (Art. 20), once per decision and complainant: `complainant_key`
 * is the user id, or the lower-cased email of an anonymous notifier (who reaches it through the
 * mail's link, `access_token_hash`). Decided by a reviewer other than the decision's where possible.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    decisionId: uuid('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    complainantKind: text('complainant_kind', { enum: COMPLAINANT_KINDS }).notNull(),
    complainantKey: text('complainant_key').notNull(),
    complainantUserId: uuid('complainant_user_id').references(() => users.id, { onDelete: 'set null' }),
    complainantEmail: text('complainant_email'),
    noticeId: uuid('notice_id').references(() => notices.id, { onDelete: 'set null' }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    text: text('text').notNull(),
    accessTokenHash: text('access_token_hash'),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('open'),
    outcome: text('outcome', { enum: COMPLAINT_OUTCOMES }),
    outcomeExplanation: text('outcome_explanation'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerUsername: text('reviewer_username'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('complaints_decision_complainant_idx').on(t.decisionId, t.complainantKey),
    uniqueIndex('complaints_access_token_idx').on(t.accessTokenHash),
    index('complaints_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    index('complaints_user_idx').on(t.complainantUserId),
    check('complaints_kind_check', oneOf(t.complainantKind, COMPLAINANT_KINDS)),
    check('complaints_status_check', oneOf(t.status, COMPLAINT_STATUSES)),
    check('complaints_outcome_check', oneOf(t.outcome, COMPLAINT_OUTCOMES)),
    check('complaints_language_check', oneOf(t.language, LANGUAGES)),
    check('complaints_text_length', lengthBetween(t.text, 1, COMPLAINT_TEXT_MAX)),
    check('complaints_explanation_length', maxLength(t.outcomeExplanation, DECISION_TEXT_MAX)),
    check('complaints_decided_check', sql`(${t.status} = 'open') = (${t.outcome} is null)`),
  ],
)

/** Art. 23 on the creator's side: upheld notices counted, the warning given, a suspension set. */
export const creatorMisuse = pgTable('creator_misuse', {
  creatorId: uuid('creator_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  upheldCount: integer('upheld_count').notNull().default(0),
  warnedAt: timestamp('warned_at', { withTimezone: true }),
  suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
  updatedAt: updatedAt(),
})

/** Art. 23 on the notifier's side, per lower-cased address: manifestly unfounded notices counted. */
export const notifierMisuse = pgTable(
  'notifier_misuse',
  {
    email: text('email').primaryKey(),
    unfoundedCount: integer('unfounded_count').notNull().default(0),
    /** Its notices sort after everyone else's in the queue from then on. */
    deprioritisedAt: timestamp('deprioritised_at', { withTimezone: true }),
    /** New notices from it are refused until then. */
    refusedUntil: timestamp('refused_until', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [check('notifier_misuse_email_length', lengthBetween(t.email, 3, MAX_EMAIL_LENGTH))],
)

export type Complaint = typeof complaints.$inferSelect
