import { lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { rateLimitHits } from '../../db/schema/index.ts'

/** Milliseconds left in a row's window, as PostgreSQL's clock sees it (every instance shares it). */
const ttlMs = sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.expiresAt} - now()) * 1000))::integer`.mapWith(Number)

export function createRateLimitsRepository() {
  return {
    /**
     * Counts one hit in one statement: a new key, or one whose window has passed, starts at 1 with
     * a fresh window; otherwise the count goes up and the window stays. Concurrent hits on the
     * same key serialise on its row, so no hit is lost whichever instance takes it.
     */
    async hit(db: Executor, key: string, windowMs: number) {
      const expired = sql`${rateLimitHits.expiresAt} <= now()`
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, hits: 1, expiresAt: sql`now() + ${windowMs}::integer * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
            expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimitHits.expiresAt} end`,
          },
        })
        .returning({ hits: rateLimitHits.hits, ttlMs })
      return row
    },

    /** The current count without counting (0 when the window has passed). */
    async read(db: Executor, key: string) {
      const [row] = await db
        .select({
          hits: sql<number>`case when ${rateLimitHits.expiresAt} <= now() then 0 else ${rateLimitHits.hits} end`.mapWith(Number),
          ttlMs,
        })
        .from(rateLimitHits)
        .where(sql`${rateLimitHits.key} = ${key}`)
      return row ?? { hits: 0, ttlMs: 0 }
    },

    async purgeExpired(db: Executor) {
      const rows = await db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, sql`now()`)).returning({ key: rateLimitHits.key })
      return rows.length
    },
  }
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>
