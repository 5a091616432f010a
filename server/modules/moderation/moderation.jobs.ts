import { type JobQueue, scheduledJob } from '../../jobs/queue.ts'
import type { DecisionsService } from './decisions.service.ts'
import type { ReportsService } from './reports.service.ts'
import type { Retention } from './retention.ts'

export const MODERATION_PURGE = scheduledJob('moderation.purge-unconfirmed')
export const MODERATION_SUSPENSIONS = scheduledJob('moderation.end-suspensions')
export const MODERATION_RETENTION = scheduledJob('moderation.retention')

/**
 * Hourly: unconfirmed notices a day past their confirm link go; account suspensions past their end
 * are lifted. Daily: removed items and notifiers' identities past the complaint window go.
 */
export function registerModerationJobs(jobs: JobQueue, reports: ReportsService, decisions: DecisionsService, retention: Retention) {
  jobs.define(MODERATION_PURGE, async () => void (await reports.purgeUnconfirmed()), { retryLimit: 2, cron: '23 * * * *' })
  jobs.define(MODERATION_SUSPENSIONS, async () => void (await decisions.endSuspensions()), { retryLimit: 2, cron: '*/10 * * * *' })
  jobs.define(
    MODERATION_RETENTION,
    async () => {
      await retention.purgeRemovals()
      await retention.clearNotifierIdentities()
    },
    { retryLimit: 2, cron: '41 3 * * *' },
  )
}
