import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The release each running server serves (decision 0074). A server inserts its row at start,
 * renews `heartbeat_at` while it runs and deletes the row when it stops; a build keeps every release
 * with a recent heartbeat, so it never removes files a live server reads, on any machine that shares
 * the build folder. Rows of crashed servers simply stop counting once their heartbeat is old.
 */
export const instanceReleases = pgTable('instance_releases', {
  instanceId: text('instance_id').primaryKey(),
  release: text('release').notNull(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
})
