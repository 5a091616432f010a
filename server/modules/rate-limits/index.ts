import { type JobQueue, scheduledJob } from '../../jobs/queue.ts'
import type { Module, ModuleDeps } from '../module.ts'
import { createBatchedCounter } from './batched-counter.ts'
import { createPostgresRateLimitStore } from './rate-limit-store.ts'
import { createRateLimitsRepository } from './rate-limits.repository.ts'

export const RATE_LIMITS_CLEANUP = scheduledJob('rate-limits.cleanup')

/**
 * Rate-limit counters in PostgreSQL, shared by every app instance (decision 0027): the store the
 * security plugin hands @fastify/rate-limit, and a job that deletes counters whose window passed.
 */
export function createRateLimitsModule({ db, log }: Pick<ModuleDeps, 'db' | 'log'>) {
  const repo = createRateLimitsRepository()
  const batched = createBatchedCounter({ db, repo, log })
  const rateLimits = {
    store: createPostgresRateLimitStore({ db, repo, batched, log }),
    /** Resolves once every counted hit is in PostgreSQL (tests; the app waits for it on close). */
    settle: () => batched.settle(),
  }
  return {
    services: { rateLimits },
    onClose: rateLimits.settle,
    jobs(jobs: JobQueue) {
      // Idempotent: a second run, or one on another instance, finds nothing left to delete.
      jobs.define(RATE_LIMITS_CLEANUP, async () => void (await repo.purgeExpired(db)), { retryLimit: 2, cron: '*/5 * * * *' })
    },
  } satisfies Module
}
