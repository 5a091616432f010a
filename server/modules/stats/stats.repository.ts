import { count, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { creatorStats, images } from '../../db/schema/index.ts'

/** Reads the counters row (absent until the first event or reset) and counts the creator's images. */
export function createStatsRepository() {
  return {
    async counters(db: Executor, userId: string) {
      const [row] = await db.select().from(creatorStats).where(eq(creatorStats.userId, userId))
      return row
    },
    /** All of the creator's images (expired ones too: they are still uploaded) and how many carry a tag. */
    async countImages(db: Executor, userId: string) {
      const [row] = await db
        .select({ uploaded: count(), tagged: sql<number>`count(*) filter (where ${images.tagCount} > 0)`.mapWith(Number) })
        .from(images)
        .where(eq(images.userId, userId))
      return { uploaded: row?.uploaded ?? 0, tagged: row?.tagged ?? 0 }
    },
    /** Zeroes the counters; the events table keeps the history. */
    async reset(db: Executor, userId: string, at: Date) {
      const zero = { clicks: 0, shares: 0, engagements: 0, campaignClicks: 0, resetAt: at }
      await db
        .insert(creatorStats)
        .values({ userId, ...zero })
        .onConflictDoUpdate({ target: creatorStats.userId, set: zero })
    },
  }
}

export type StatsRepository = ReturnType<typeof createStatsRepository>
