import { describe, expect, it } from 'vitest'
import { createBatchedCounter } from './batched-counter.ts'
import type { RateLimitsRepository } from './rate-limits.repository.ts'

/** A repository that records each sync and answers with the running totals. */
function recordingRepo() {
  const totals = new Map<string, number>()
  const syncs: { key: string; hits: number }[][] = []
  const repo = {
    async hitMany(_db: unknown, batch: { key: string; hits: number; windowMs: number }[]) {
      syncs.push(batch.map(({ key, hits }) => ({ key, hits })))
      return batch.map((b) => {
        totals.set(b.key, (totals.get(b.key) ?? 0) + b.hits)
        return { key: b.key, hits: totals.get(b.key) ?? 0, ttlMs: b.windowMs }
      })
    },
  } as unknown as RateLimitsRepository
  return { repo, syncs, totals }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('batched rate-limit counter', () => {
  it('syncs at most once per interval while hits keep coming, and settle sends the rest at once', async () => {
    const { repo, syncs, totals } = recordingRepo()
    const counter = createBatchedCounter({ db: {} as never, repo, log: { warn: () => undefined }, syncEveryMs: 60_000 })
    for (let i = 1; i <= 50; i++) {
      expect(counter.hit('k', 60_000).current).toBe(i)
      await nextTurn()
    }
    // The first hit synced at once; the other 49 wait for the interval instead of a sync per turn.
    expect(syncs).toEqual([[{ key: 'k', hits: 1 }]])
    await counter.settle()
    expect(syncs).toHaveLength(2)
    expect(totals.get('k')).toBe(50)
    expect(counter.hit('k', 60_000).current).toBe(51)
    await counter.settle()
  })
})
