import { describe, expect, it } from 'vitest'
import type { PublicService } from '../public/public.service.ts'
import { createRecentCounts } from './recent-counts.ts'
import type { TrackedEvent, TrackingRepository } from './tracking.repository.ts'
import { createTrackingService } from './tracking.service.ts'

const HOUR = 60 * 60 * 1000
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IMAGE = '0b8f2d0e-64f4-4c4e-9a39-0b0c3c1f7a11'
const OWNER = '5f0b7c9c-2b66-4b1e-8d0f-3b1d6f0e2a22'

/**
 * The beacon's hot path: this process remembers what it counted within the hour, so a repeat
 * never reaches the batch or the database; the database (ON CONFLICT) still decides across
 * processes. A fake clock and repository stand for time and PostgreSQL.
 */
function setup(options: { refuse?: (e: TrackedEvent) => boolean; fail?: () => boolean } = {}) {
  let time = Date.parse('2026-11-24T10:00:00Z')
  const written: TrackedEvent[][] = []
  const repo = {
    saltFor: async () => 'salt',
    deleteSaltsBefore: async () => {},
    purgeDedupe: async () => {},
    purgeEventsBefore: async () => 0,
    writeBatch: async (_db: unknown, batch: TrackedEvent[]) => {
      if (options.fail?.()) throw new Error('database down')
      written.push(batch)
      return batch.filter((e) => !options.refuse?.(e))
    },
  } as unknown as TrackingRepository
  const lookups = { count: 0 }
  const publicPages = {
    visibleImage: async () => {
      lookups.count++
      return { image: { id: IMAGE, userId: OWNER }, username: 'creator', pageName: 'Creator' }
    },
    visibleTag: async () => null,
    visibleCreatorId: async () => OWNER,
  } as unknown as Pick<PublicService, 'visibleImage' | 'visibleTag' | 'visibleCreatorId'>
  const service = createTrackingService({ db: {} as never, repo, public: publicPages, now: () => new Date(time) })
  const visitor = (ip = '203.0.113.7', userId: string | null = null) => ({ ip, userAgent: BROWSER, userId })
  return {
    service,
    visitor,
    written,
    advance: (ms: number) => {
      time += ms
    },
    async clicks() {
      await service.flush()
      return written.flat().length
    },
  }
}

describe('recent counts (per-process dedupe)', () => {
  it('sends a visitor’s repeat within the hour nowhere, and counts again after the hour', async () => {
    const t = setup()
    await t.service.track('click', IMAGE, t.visitor())
    await t.service.flush()
    await t.service.track('click', IMAGE, t.visitor())
    await t.service.track('click', IMAGE, t.visitor())
    expect(await t.clicks()).toBe(1)
    // Another visitor and another kind count on their own.
    await t.service.track('click', IMAGE, t.visitor('203.0.113.8'))
    await t.service.track('share', IMAGE, t.visitor())
    expect(await t.clicks()).toBe(3)
    t.advance(HOUR + 1000)
    await t.service.track('click', IMAGE, t.visitor())
    expect(await t.clicks()).toBe(4)
  })

  it('still ignores bots and the creator’s own clicks', async () => {
    const t = setup()
    await t.service.track('click', IMAGE, { ip: '203.0.113.9', userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)', userId: null })
    await t.service.track('click', IMAGE, t.visitor('203.0.113.10', OWNER))
    expect(await t.clicks()).toBe(0)
    // The creator's own click leaves no trace: the same browser signed out counts.
    await t.service.track('click', IMAGE, t.visitor('203.0.113.10'))
    expect(await t.clicks()).toBe(1)
  })

  it('asks the database again when it refused the key (another process counted it)', async () => {
    const t = setup({ refuse: () => true })
    await t.service.track('click', IMAGE, t.visitor())
    await t.service.flush()
    await t.service.track('click', IMAGE, t.visitor())
    await t.service.flush()
    expect(t.written.flat()).toHaveLength(2)
  })

  it('asks again after a failed write instead of losing the visitor for an hour', async () => {
    let down = true
    const t = setup({ fail: () => down })
    await t.service.track('click', IMAGE, t.visitor())
    await t.service.flush()
    down = false
    await t.service.track('click', IMAGE, t.visitor())
    expect(await t.clicks()).toBe(1)
  })

  it('remembers at most 10,000 keys by default (~3 MB), however many new visitors come', () => {
    const recent = createRecentCounts({ windowMs: HOUR })
    for (let i = 0; i < 25_000; i++) recent.claim(`visitor-${i}|${IMAGE}|click`, 1000 + i)
    expect(recent.size).toBe(10_000)
    // The newest are the ones kept.
    expect(recent.claim(`visitor-24999|${IMAGE}|click`, 30_000)).toBe(false)
  })

  it('forgets the oldest keys beyond its bound (they only cost a database claim)', () => {
    const recent = createRecentCounts({ windowMs: HOUR, maxKeys: 3 })
    for (const key of ['a', 'b', 'c', 'd']) expect(recent.claim(key, 1000)).toBe(true)
    expect(recent.size).toBe(3)
    expect(recent.claim('a', 2000)).toBe(true)
    expect(recent.claim('d', 2000)).toBe(false)
  })
})
