/**
 * This process's memory of what it counted in the last hour (docs/decisions/0028): a repeated
 * beacon from the same visitor for the same image and kind is answered without touching the
 * database or the batch. The database stays the authority across processes: the batch insert's
 * ON CONFLICT claims each key, and a key the database refused (another process counted it) or a
 * failed write is forgotten here, so the next beacon asks again. Bounded: the oldest keys go
 * first (they only cost a database claim, never a wrong count).
 */
export function createRecentCounts(options: { windowMs: number; maxKeys?: number }) {
  const { windowMs } = options
  const maxKeys = options.maxKeys ?? 100_000
  // Insertion order is counting order (a recount re-inserts), so the oldest key is first.
  const counted = new Map<string, number>()

  function dropOld(now: number) {
    for (const [key, at] of counted) {
      if (at > now - windowMs && counted.size <= maxKeys) break
      counted.delete(key)
    }
  }

  return {
    /** Whether `key` may count now; if so it is remembered as counted at `now`. */
    claim(key: string, now: number): boolean {
      const at = counted.get(key)
      if (at !== undefined && at > now - windowMs) return false
      counted.delete(key)
      counted.set(key, now)
      dropOld(now)
      return true
    },
    /** The database did not count it (or the write failed): let the next beacon ask again. */
    forget(key: string, at: number) {
      if (counted.get(key) === at) counted.delete(key)
    },
    get size() {
      return counted.size
    },
  }
}
