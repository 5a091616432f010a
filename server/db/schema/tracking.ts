import { sql } from 'drizzle-orm'
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { TRACKING_KINDS } from '../../../contract/beacons.ts'
import { campaigns } from './campaigns.ts'
import { createdAt, oneOf } from './common.ts'
import { images } from './images.ts'
import { users } from './users.ts'

/**
 * What visitors report about images (contract's TRACKING_KINDS), campaign pop-up clicks and
 * visits of a creator's page or shop (`page_view`: no image, the creator is the subject).
 */
export const EVENT_KINDS = [...TRACKING_KINDS, 'campaign_click', 'page_view'] as const
export type EventKind = (typeof EVENT_KINDS)[number]

/**
 * Append-only visitor events (analytics, dedupe by visitor_hash, retention purge). High volume, so
 * a bigint identity key instead of a uuid. image_id/campaign_id are set null when the image or
 * campaign is deleted so the creator's history keeps its counts.
 */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The creator the event counts for. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    /** Salted hash of the visitor (IP + user agent + day); never the raw values. */
    visitorHash: text('visitor_hash'),
    /** The tag of a click through `/go/` (no foreign key: a deleted tag keeps its history). */
    tagId: uuid('tag_id'),
    /** Visitor classes (contract/growth.ts); null on events from before they were recorded. */
    referrer: text('referrer'),
    device: text('device'),
    country: text('country'),
    /** The social app whose in-app browser the visitor used (contract/in-app-browser.ts), or 'other'. */
    browser: text('browser'),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_user_created_at_idx').on(t.userId, t.createdAt),
    // Make the ON DELETE SET NULL from images/campaigns cheap.
    index('events_image_idx').on(t.imageId).where(sql`${t.imageId} is not null`),
    index('events_campaign_idx').on(t.campaignId).where(sql`${t.campaignId} is not null`),
    index('events_created_at_idx').on(t.createdAt),
    check('events_kind_check', oneOf(t.kind, EVENT_KINDS)),
  ],
)

/**
 * Per-creator counters shown on the dashboard stats card, incremented with the event insert and
 * zeroed by "reset stats" (reset_at records when). "Outfits uploaded" is counted from images.
 */
export const creatorStats = pgTable(
  'creator_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    clicks: integer('clicks').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    engagements: integer('engagements').notNull().default(0),
    campaignClicks: integer('campaign_clicks').notNull().default(0),
    resetAt: timestamp('reset_at', { withTimezone: true }),
  },
  (t) => [
    check('creator_stats_non_negative', sql`${t.clicks} >= 0 and ${t.shares} >= 0 and ${t.engagements} >= 0 and ${t.campaignClicks} >= 0`),
  ],
)

/**
 * The random salt visitor hashes are made with, one per UTC day, shared by every app process.
 * Rows older than yesterday are deleted, so yesterday's hashes can no longer be linked to anyone.
 */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: createdAt(),
})

/**
 * When an event of one visitor for one image and kind last counted: a second one within the hour
 * is not counted. One row per key, updated in place, so the check is race-free across processes;
 * rows older than an hour are purged.
 */
export const eventDedupe = pgTable(
  'event_dedupe',
  {
    visitorHash: text('visitor_hash').notNull(),
    imageId: uuid('image_id').notNull(),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.visitorHash, t.imageId, t.kind] }), index('event_dedupe_counted_at_idx').on(t.countedAt)],
)

export type Event = typeof events.$inferSelect
export type NewEvent = typeof events.$inferInsert
export type CreatorStats = typeof creatorStats.$inferSelect
export type NewCreatorStats = typeof creatorStats.$inferInsert
