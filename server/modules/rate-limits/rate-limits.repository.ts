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

    /**
     * Adds several keys' hits in one statement (the batched counter's sync), with the same window
     * rule as `hit`; returns each key's total and the time left in its window.
     */
    async hitMany(db: Executor, batch: { key: string; hits: number; windowMs: number }[]) {
      if (!batch.length) return []
      const result = await db.execute<{ key: string; hits: number; ttl_ms: number }>(sql`
        insert into rate_limit_hits (key, hits, expires_at)
        select b.key, b.hits, now() + b.window_ms * interval '1 millisecond'
        from json_to_recordset(${JSON.stringify(batch.map((b) => ({ key: b.key, hits: b.hits, window_ms: b.windowMs })))}::json)
          as b(key text, hits integer, window_ms integer)
        on conflict (key) do update set
          hits = case when rate_limit_hits.expires_at <= now() then excluded.hits else rate_limit_hits.hits + excluded.hits end,
          expires_at = case when rate_limit_hits.expires_at <= now() then excluded.expires_at else rate_limit_hits.expires_at end
        returning key, hits, greatest(0, ceil(extract(epoch from expires_at - now()) * 1000))::integer as ttl_ms`)
      return result.rows.map((r) => ({ key: r.key, hits: Number(r.hits), ttlMs: Number(r.ttl_ms) }))
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
