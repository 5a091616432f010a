import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { LANGUAGES } from '../../../contract/language.ts'
import { MAX_EMAIL_LENGTH } from '../../../contract/limits.ts'
import { createdAt, lengthBetween, oneOf } from './common.ts'
import { users } from './users.ts'

/**
 * Visitors following a creator by email (no account). A row is a request until `confirmed_at` is
 * set through the double opt-in link; unconfirmed rows are deleted after 7 days, unsubscribing
 * deletes the row. The confirm token is stored hashed and cleared once used.
 */
export const followers = pgTable(
  'followers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased, as typed otherwise. */
    email: text('email').notNull(),
    /** The language the visitor followed in: every mail to them is in it. */
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** SHA-256 of the confirm token (hex); null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('followers_creator_email_idx').on(t.creatorId, t.email),
    uniqueIndex('followers_confirm_token_idx').on(t.confirmTokenHash),
    index('followers_email_idx').on(t.email),
    // Digest batches walk a creator's confirmed followers by id.
    index('followers_creator_confirmed_idx').on(t.creatorId, t.id).where(sql`${t.confirmedAt} is not null`),
    index('followers_pending_idx').on(t.createdAt).where(sql`${t.confirmedAt} is null`),
    check('followers_email_length', lengthBetween(t.email, 3, MAX_EMAIL_LENGTH)),
    check('followers_language_check', oneOf(t.language, LANGUAGES)),
  ],
)

/** Follow requests, confirmations and unsubscribes per creator and day (no addresses). */
export const followerDaily = pgTable(
  'follower_daily',
  {
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    requested: integer('requested').notNull().default(0),
    confirmed: integer('confirmed').notNull().default(0),
    unsubscribed: integer('unsubscribed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.creatorId, t.day] })],
)

/**
 * One new-look mail of a creator to their confirmed followers: the looks it shows and how far
 * sending got. At most one per creator and 24 hours.
 */
export const followerDigests = pgTable(
  'follower_digests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageIds: uuid('image_ids').array().notNull(),
    /** Looks created up to this moment are in this digest or an earlier one. */
    coversUntil: timestamp('covers_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    sent: integer('sent').notNull().default(0),
    /** The last follower (in id order) this digest is done with: a retried batch goes on after them. */
    sentThrough: uuid('sent_through'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('follower_digests_creator_idx').on(t.creatorId, t.createdAt.desc().nullsFirst())],
)

export type Follower = typeof followers.$inferSelect
export type FollowerDigest = typeof followerDigests.$inferSelect
