import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { IMPORT_STATUSES } from '../../../contract/imports.ts'
import { createdAt, oneOf } from './common.ts'
import { users } from './users.ts'

/**
 * An archive import (Instagram's data download) and its progress, read by the page that polls it
 * on any instance. The archive itself lives on the receiving instance's disk while it runs.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('running'),
    /** Photos to import, photos done so far, and videos left out. */
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    videosSkipped: integer('videos_skipped').notNull().default(0),
    /** The drafts made so far: removed again when the import fails or was interrupted (all or nothing). */
    imageIds: uuid('image_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Why it failed (an error code) and the archive's file it failed on, if one. */
    errorCode: text('error_code'),
    errorFile: text('error_file'),
    createdAt: createdAt(),
    /** Touched with every photo: a running import whose heartbeat stopped was interrupted. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('imports_user_created_idx').on(t.userId, t.createdAt),
    // One import at a time per creator, also under a burst of form posts.
    uniqueIndex('imports_one_running_idx').on(t.userId).where(sql`status = 'running'`),
    check('imports_status_check', oneOf(t.status, IMPORT_STATUSES)),
    check('imports_counts_check', sql`${t.done} >= 0 and ${t.done} <= ${t.total} and ${t.videosSkipped} >= 0`),
  ],
)

export type ImportRow = typeof imports.$inferSelect
