import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { MAX_URL_LENGTH } from '../../../contract/limits.ts'
import { LINK_REASONS, LINK_VERDICTS, type LinkHop } from '../../../contract/link-health.ts'
import { createdAt, lengthBetween, oneOf } from './common.ts'
import { tags } from './images.ts'
import { users } from './users.ts'

/**
 * Every distinct outbound link on the platform (tags, campaign buttons, social links), checked
 * once however many creators use it, with the last verdict and its evidence. `next_check_at`
 * schedules the next check; a running check moves it ahead so no two workers take the same link.
 */
export const links = pgTable(
  'links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull().unique(),
    host: text('host').notNull(),
    verdict: text('verdict', { enum: LINK_VERDICTS }),
    reason: text('reason', { enum: LINK_REASONS }),
    detail: text('detail'),
    hops: jsonb('hops').$type<LinkHop[]>().notNull().default([]),
    finalUrl: text('final_url'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** When the link last went from fine to a problem verdict; null while it is fine. */
    unhealthySince: timestamp('unhealthy_since', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    /** Clicks over the last 30 days on every tag with this link, refreshed daily: busy links first. */
    recentClicks: integer('recent_clicks').notNull().default(0),
    /** The price the page showed at the last check (minor units, lowercase currency), and when it last changed. */
    priceMinor: bigint('price_minor', { mode: 'number' }),
    currency: text('currency'),
    previousPriceMinor: bigint('previous_price_minor', { mode: 'number' }),
    priceChangedAt: timestamp('price_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('links_due_idx').on(t.nextCheckAt),
    index('links_host_idx').on(t.host),
    index('links_verdict_idx').on(t.verdict),
    check('links_url_length', lengthBetween(t.url, 1, MAX_URL_LENGTH)),
    check('links_verdict_check', oneOf(t.verdict, LINK_VERDICTS)),
    check('links_reason_check', oneOf(t.reason, LINK_REASONS)),
  ],
)

/** Tags kept off public pages while their link is broken (by the creator, or automatically). */
export const hiddenTags = pgTable(
  'hidden_tags',
  {
    tagId: uuid('tag_id')
      .primaryKey()
      .references(() => tags.id, { onDelete: 'cascade' }),
    /** The tag's creator: the change trigger drops their cached pages. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    automatic: boolean('automatic').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('hidden_tags_user_idx').on(t.userId)],
)

/** A creator's link health choices and when their last digest mail went out. */
export const linkHealthSettings = pgTable('link_health_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  autoHide: boolean('auto_hide').notNull().default(false),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  /** Problems up to this time are in a digest or an in-app notification already. */
  notifiedUntil: timestamp('notified_until', { withTimezone: true }),
})

export type LinkRow = typeof links.$inferSelect
