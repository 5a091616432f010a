import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Executor } from '../../db/client.ts'
import type { RateLimitsRepository } from './rate-limits.repository.ts'

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void
/** What @fastify/rate-limit hands `child`: the merged route limit, with the route it belongs to. */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string }
}

/**
 * A @fastify/rate-limit store on PostgreSQL, so every app instance counts against the same limit
 * (decision 0027). Route limits get their own keys (method and URL pattern), like the built-in
 * stores; keys are hashed, so the table holds no client addresses. When the database cannot
 * count, the error goes to the plugin, which lets the request through (`skipOnError`) — a
 * failing counter must not turn pages into errors — and it is logged here.
 */
export function createPostgresRateLimitStore(deps: { db: Executor; repo: RateLimitsRepository; log: Pick<FastifyBaseLogger, 'warn'> }) {
  const { db, repo, log } = deps
  const fail = (callback: Callback) => (error: Error) => {
    log.warn({ err: error }, 'rate limit counter unavailable')
    callback(error)
  }

  return class PostgresRateLimitStore {
    readonly prefix: string
    constructor(_options?: unknown, prefix = 'global-') {
      this.prefix = prefix
    }

    key(client: string) {
      return createHash('sha256').update(this.prefix).update(client).digest('base64url')
    }

    incr(client: string, callback: Callback, timeWindow: number) {
      repo.hit(db, this.key(client), timeWindow).then((row) => callback(null, { current: row.hits, ttl: row.ttlMs }), fail(callback))
    }

    read(client: string, callback: Callback) {
      repo.read(db, this.key(client)).then((row) => callback(null, { current: row.hits, ttl: row.ttlMs }), fail(callback))
    }

    // Typed `object`: the plugin's types name its route options, the merged limit carries routeInfo.
    child(options: object) {
      const route = options as RouteLimit
      const method = [route.routeInfo?.method ?? ''].flat().join(',')
      return new PostgresRateLimitStore(undefined, `${method}${route.routeInfo?.url ?? ''}-`)
    }
  }
}
