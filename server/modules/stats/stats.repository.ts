import { count, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { creatorStats, images } from '../../db/schema/index.ts'

/** Reads the counters row (absent until the first event or reset) and counts the creator's images. */
export function createStatsRepository(db: Executor) {
  return {
    async counters(userId: string, tx: Executor = db) {
      const [row] = await tx.select().from(creatorStats).where(eq(creatorStats.userId, userId))
      return row
    },
    /** All of the creator's images (expired ones too: they are still uploaded) and how many carry a tag. */
    async countImages(userId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ uploaded: count(), tagged: sql<number>`count(*) filter (where ${images.tagCount} > 0)`.mapWith(Number) })
        .from(images)
        .where(eq(images.userId, userId))
      return { uploaded: row?.uploaded ?? 0, tagged: row?.tagged ?? 0 }
    },
    /** Zeroes the counters; the events table keeps the history. */
    async reset(userId: string, at: Date, tx: Executor = db) {
      const zero = { clicks: 0, shares: 0, engagements: 0, campaignClicks: 0, resetAt: at }
      await tx
        .insert(creatorStats)
        .values({ userId, ...zero })
        .onConflictDoUpdate({ target: creatorStats.userId, set: zero })
    },
  }
}

export type StatsRepository = ReturnType<typeof createStatsRepository>
