import { createCache } from '../../lib/cache.ts'

/**
 * This process's memory of what it counted in the last hour (docs/decisions/0028): a repeated
 * beacon from the same visitor for the same image and kind is answered without touching the
 * database or the batch. The database stays the authority across processes: the batch insert's
 * ON CONFLICT claims each key, and a key the database refused (another process counted it) or a
 * failed write is forgotten here, so the next beacon asks again. Bounded: the oldest keys go
 * first (they only cost a database claim, never a wrong count).
 */
/**
 * Keys remembered by default (a visitor hash, an image id, a kind and the time each). A ten times
 * larger bound kept growing for up to an hour under a steady stream of new visitors, which the
 * memory soak saw as growth (decision 0035); this many still cover a visitor's repeats for minutes,
 * and older ones cost a claim. Their memory: docs/performance.md "Memory".
 */
export const RECENT_KEYS_MAX = 10_000

export function createRecentCounts(options: { windowMs: number; maxKeys?: number }) {
  const { windowMs } = options
  const maxKeys = options.maxKeys ?? RECENT_KEYS_MAX
  // When each key was counted. Insertion order is counting order (a recount stores it again), so
  // the bound drops the oldest first; a key past the window counts again whenever it is asked.
  const counted = createCache<number>({ max: maxKeys, lru: false })

  return {
    /** Whether `key` may count now; if so it is remembered as counted at `now`. */
    claim(key: string, now: number): boolean {
      const at = counted.peek(key)
      if (at !== undefined && at > now - windowMs) return false
      counted.set(key, now)
      return true
    },
    /** The database did not count it (or the write failed): let the next beacon ask again. */
    forget(key: string, at: number) {
      if (counted.peek(key) === at) counted.delete(key)
    },
    get size() {
      return counted.size
    },
  }
}
