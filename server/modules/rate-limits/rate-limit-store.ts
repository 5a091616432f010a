import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Executor } from '../../db/client.ts'
import { memoize } from '../../lib/cache.ts'
import type { BatchedCounter } from './batched-counter.ts'
import type { RateLimitsRepository } from './rate-limits.repository.ts'

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void
/** What @fastify/rate-limit hands the store: the limit, and for a route limit the route it belongs to. */
interface LimitOptions {
  max?: unknown
  routeInfo?: { method?: string | string[]; url?: string }
}

/**
 * Limits up to this many requests per window are brakes on abuse (login, registration, reset,
 * contact, checkout), where every try counts: each hit waits for its UPSERT. Higher limits guard
 * against floods (the global limit, beacons) and go through the batched counter instead.
 */
export const EXACT_LIMIT_MAX = 60
/** Client keys each limit remembers in hashed form. */
const REMEMBERED_KEYS = 10_000

/**
 * A @fastify/rate-limit store on PostgreSQL, so every app instance counts against the same limit
 * (decision 0027). Route limits get their own keys (method and URL pattern), like the built-in
 * stores; keys are hashed, so the table holds no client addresses. When the database cannot
 * count, the error goes to the plugin, which lets the request through (`skipOnError`) — a
 * failing counter must not turn pages into errors — and it is logged here.
 */
export function createPostgresRateLimitStore(deps: {
  db: Executor
  repo: RateLimitsRepository
  batched: BatchedCounter
  log: Pick<FastifyBaseLogger, 'warn'>
}) {
  const { db, repo, batched, log } = deps
  const fail = (callback: Callback) => (error: Error) => {
    log.warn({ err: error }, 'rate limit counter unavailable')
    callback(error)
  }
  const exact = (options: LimitOptions | undefined) => typeof options?.max === 'number' && options.max <= EXACT_LIMIT_MAX

  return class PostgresRateLimitStore {
    readonly prefix: string
    readonly exact: boolean
    /** A client's hashed key, remembered: every request of a client would hash the same text again. */
    readonly key: (client: string) => string
    // Typed `object`: the plugin's types name its own options; the merged limit carries max and routeInfo.
    constructor(options?: object, prefix = 'global-') {
      this.prefix = prefix
      this.exact = exact(options as LimitOptions | undefined)
      this.key = memoize((client) => createHash('sha256').update(prefix).update(client).digest('base64url'), REMEMBERED_KEYS)
    }

    incr(client: string, callback: Callback, timeWindow: number) {
      const key = this.key(client)
      if (!this.exact) return callback(null, batched.hit(key, timeWindow))
      repo.hit(db, key, timeWindow).then((row) => callback(null, { current: row.hits, ttl: row.ttlMs }), fail(callback))
    }

    read(client: string, callback: Callback) {
      repo.read(db, this.key(client)).then((row) => callback(null, { current: row.hits, ttl: row.ttlMs }), fail(callback))
    }

    child(options: object) {
      const route = (options as LimitOptions).routeInfo
      const method = [route?.method ?? ''].flat().join(',')
      return new PostgresRateLimitStore(options, `${method}${route?.url ?? ''}-`)
    }
  }
}
