import type { FastifyBaseLogger } from 'fastify'
import { type JobQueue, scheduledJob } from '../../jobs/queue.ts'
import type { AuthService } from './auth.service.ts'

export const ACCOUNTS_CLEANUP = scheduledJob('accounts.cleanup')
/** Hourly: a released username is free within an hour of its window (decision 0008). */
export const ACCOUNTS_CLEANUP_CRON = '17 * * * *'

/**
 * Releases unpaid registrations past their window and purges old failed attempts and dead
 * sessions. Idempotent: a second run (retry, two instances) finds nothing left to do.
 */
export function registerAuthJobs(jobs: JobQueue, auth: AuthService, log: Pick<FastifyBaseLogger, 'info'>) {
  jobs.define(
    ACCOUNTS_CLEANUP,
    async () => {
      const released = await auth.releaseUnpaid()
      const purged = await auth.purgeExpired()
      if (released.length || purged.attempts || purged.sessions) {
        log.info({ released: released.map((u) => u.username), ...purged }, 'accounts cleanup')
      }
    },
    { cron: ACCOUNTS_CLEANUP_CRON, retryLimit: 3 },
  )
}
