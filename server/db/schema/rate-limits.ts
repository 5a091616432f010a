import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Request counters of the rate limits, shared by every app instance (decision 0027). One row per
 * limit and client (the key is hashed: no addresses are kept) for the current window; a hit past
 * `expires_at` starts a new window. Expired rows are deleted by the `rate-limits.cleanup` job.
 * The table is UNLOGGED (migration 0017): counters need no crash safety and skip the WAL.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
