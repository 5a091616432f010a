import type { FastifyBaseLogger } from 'fastify'
import type { Executor } from '../../db/client.ts'
import type { RateLimitsRepository } from './rate-limits.repository.ts'

interface Entry {
  /** The shared total as of this process's last sync. */
  known: number
  /** Hits taken here since then. */
  pending: number
  windowMs: number
  expiresAt: number
}

/**
 * Counts high-volume limits (the global one, beacons) without a database round trip per request
 * (decision 0027): each hit is counted here and answered at once against the shared total last
 * seen plus the hits taken since; the hits are added to PostgreSQL in one statement per batch,
 * with at most one statement in flight and at most one per `syncEveryMs`, and the answer brings
 * back every instance's total. Another instance's hits are therefore seen one sync later: a client
 * spread over N instances gets at most one sync interval's worth of extra requests per instance,
 * which a flood limit can afford. The pace matters under load: back-to-back syncs made the database
 * run one statement per round trip, a steady cost for the app and PostgreSQL on every request.
 */
export function createBatchedCounter(deps: {
  db: Executor
  repo: RateLimitsRepository
  log: Pick<FastifyBaseLogger, 'warn'>
  now?: () => number
  /** The shortest time between two syncs while hits keep coming (default 100 ms). */
  syncEveryMs?: number
}) {
  const { db, repo, log, now = Date.now, syncEveryMs = 100 } = deps
  const entries = new Map<string, Entry>()
  let flushing: Promise<void> | undefined
  let lastSweep = 0
  /** Ends the pause between two syncs early (settle: tests and shutdown want the totals now). */
  let hurry: (() => void) | undefined
  let hurried = false
  let lastSync = Number.NEGATIVE_INFINITY

  const hasPending = () => {
    for (const entry of entries.values()) if (entry.pending > 0) return true
    return false
  }

  function pause(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => hurry?.(), ms)
      // A pending sync must not keep the process alive; close() settles explicitly.
      timer.unref()
      hurry = () => {
        clearTimeout(timer)
        hurry = undefined
        resolve()
      }
    })
  }

  function sweep(at: number) {
    if (at - lastSweep < 1000) return
    lastSweep = at
    for (const [key, entry] of entries) if (entry.expiresAt <= at && entry.pending === 0) entries.delete(key)
  }

  async function flush() {
    const batch = [...entries]
      .filter(([, e]) => e.pending > 0)
      .map(([key, e]) => ({ key, entry: e, hits: e.pending, windowMs: e.windowMs }))
    for (const item of batch) {
      item.entry.known += item.hits
      item.entry.pending = 0
    }
    try {
      const rows = await repo.hitMany(db, batch)
      const at = now()
      for (const row of rows) {
        const entry = entries.get(row.key)
        if (!entry) continue
        entry.known = row.hits
        entry.expiresAt = at + row.ttlMs
      }
    } catch (error) {
      // Counting goes on locally; the next batch tries again.
      log.warn({ err: error }, 'rate limit counters could not be synced')
    }
    sweep(now())
  }

  function schedule() {
    if (flushing) return
    flushing = (async () => {
      do {
        const rest = syncEveryMs - (Date.now() - lastSync)
        if (rest > 0 && !hurried) await pause(rest)
        lastSync = Date.now()
        await flush()
      } while (hasPending())
    })().finally(() => {
      flushing = undefined
      hurried = false
    })
  }

  return {
    /** Counts one hit and answers at once: the total as far as this process knows it. */
    hit(key: string, windowMs: number) {
      const at = now()
      let entry = entries.get(key)
      if (!entry || entry.expiresAt <= at) {
        entry = { known: 0, pending: 0, windowMs, expiresAt: at + windowMs }
        entries.set(key, entry)
      }
      entry.pending++
      schedule()
      return { current: entry.known + entry.pending, ttl: Math.max(0, entry.expiresAt - at) }
    },

    /** Resolves once every hit taken so far is in PostgreSQL and the totals are back (tests, shutdown). */
    async settle() {
      while (flushing) {
        hurried = true
        hurry?.()
        await flushing
      }
    },
  }
}

export type BatchedCounter = ReturnType<typeof createBatchedCounter>
