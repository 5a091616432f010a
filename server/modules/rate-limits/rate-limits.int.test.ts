import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { rateLimitHits } from '../../db/schema/index.ts'
import { createBatchedCounter } from './batched-counter.ts'
import { createRateLimitsRepository } from './rate-limits.repository.ts'

const repo = createRateLimitsRepository()

describe('rate-limit counters in PostgreSQL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const expire = (key: string) =>
    t.db.update(rateLimitHits).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(rateLimitHits.key, key))

  it('counts hits within a window and starts over once it has passed', async () => {
    expect(await repo.hit(t.db, 'k1', 60_000)).toMatchObject({ hits: 1 })
    const second = await repo.hit(t.db, 'k1', 60_000)
    expect(second.hits).toBe(2)
    expect(second.ttlMs).toBeGreaterThan(50_000)
    expect(second.ttlMs).toBeLessThanOrEqual(60_000)
    await expire('k1')
    expect(await repo.read(t.db, 'k1')).toMatchObject({ hits: 0 })
    expect(await repo.hit(t.db, 'k1', 60_000)).toMatchObject({ hits: 1 })
  })

  it('loses no hit when many arrive at once', async () => {
    await Promise.all(Array.from({ length: 20 }, () => repo.hit(t.db, 'k2', 60_000)))
    expect(await repo.read(t.db, 'k2')).toMatchObject({ hits: 20 })
  })

  it('deletes only counters whose window has passed', async () => {
    await repo.hit(t.db, 'old', 60_000)
    await repo.hit(t.db, 'live', 60_000)
    await expire('old')
    expect(await repo.purgeExpired(t.db)).toBeGreaterThanOrEqual(1)
    const keys = (await t.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((r) => r.key)
    expect(keys).toContain('live')
    expect(keys).not.toContain('old')
  })

  it('lets requests through when the counter cannot be written', async () => {
    await t.db.execute(sql`alter table rate_limit_hits rename to rate_limit_hits_away`)
    try {
      // Login's limit (20 a minute) is counted exactly: each hit waits for its UPSERT.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'wrong-password-1' },
        remoteAddress: '203.0.113.78',
      })
      expect(res.statusCode).toBe(401)
    } finally {
      await t.db.execute(sql`alter table rate_limit_hits_away rename to rate_limit_hits`)
    }
  })

  it('keeps no client address in the table', async () => {
    await t.app.inject({ method: 'GET', url: '/api/no-such-route', remoteAddress: '203.0.113.77' })
    await t.app.services.rateLimits.settle()
    const keys = (await t.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((r) => r.key)
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.some((k) => k.includes('203.0.113.77'))).toBe(false)
  })

  it('answers batched hits at once and shares their totals with other processes one sync later', async () => {
    const log = { warn: () => undefined }
    const one = createBatchedCounter({ db: t.db, repo, log })
    const two = createBatchedCounter({ db: t.db, repo, log })
    for (let i = 1; i <= 3; i++) expect(one.hit('k3', 60_000).current).toBe(i)
    await one.settle()
    expect(await repo.read(t.db, 'k3')).toMatchObject({ hits: 3 })
    // The other process learns the total with its own first sync.
    expect(two.hit('k3', 60_000).current).toBe(1)
    await two.settle()
    expect(two.hit('k3', 60_000).current).toBe(5)
    await two.settle()
    expect(await repo.read(t.db, 'k3')).toMatchObject({ hits: 5 })
  })

  it('starts a new window for a batched key once the old one has passed', async () => {
    let clock = Date.now()
    const counter = createBatchedCounter({ db: t.db, repo, log: { warn: () => undefined }, now: () => clock })
    counter.hit('k4', 60_000)
    expect(counter.hit('k4', 60_000).current).toBe(2)
    await counter.settle()
    await expire('k4')
    clock += 61_000
    expect(counter.hit('k4', 60_000)).toMatchObject({ current: 1, ttl: 60_000 })
    await counter.settle()
    expect(await repo.read(t.db, 'k4')).toMatchObject({ hits: 1 })
  })
})
