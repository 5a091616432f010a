import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { BADGE_REJECTION_REASON_MAX, BADGE_REQUEST_STATUSES } from '../../../contract/badges.ts'
import { MAX_URL_LENGTH } from '../../../contract/limits.ts'
import { lengthBetween, maxLength, oneOf } from './common.ts'
import { users } from './users.ts'

/**
 * Verified-badge requests ("stories"): a creator submits a post URL carrying the caption code; an
 * admin approves (sets users.badge_verified) or rejects. Approved requests are listed publicly as
 * the creator's stories. reviewed_by is set null if the reviewing admin is deleted; the audit log
 * keeps who it was.
 */
export const badgeRequests = pgTable(
  'badge_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyUrl: text('story_url').notNull(),
    status: text('status', { enum: BADGE_REQUEST_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // At most one open request per creator.
    uniqueIndex('badge_requests_one_pending_per_user').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('badge_requests_user_status_idx').on(t.userId, t.status, t.submittedAt.desc().nullsFirst()),
    index('badge_requests_status_submitted_at_idx').on(t.status, t.submittedAt),
    index('badge_requests_reviewed_by_idx').on(t.reviewedBy).where(sql`${t.reviewedBy} is not null`),
    check('badge_requests_status_check', oneOf(t.status, BADGE_REQUEST_STATUSES)),
    check('badge_requests_story_url_length', lengthBetween(t.storyUrl, 1, MAX_URL_LENGTH)),
    check('badge_requests_rejection_reason_length', maxLength(t.rejectionReason, BADGE_REJECTION_REASON_MAX)),
  ],
)

export type BadgeRequest = typeof badgeRequests.$inferSelect
export type NewBadgeRequest = typeof badgeRequests.$inferInsert
