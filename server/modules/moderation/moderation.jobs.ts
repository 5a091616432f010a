import { type JobQueue, scheduledJob } from '../../jobs/queue.ts'
import type { DecisionsService } from './decisions.service.ts'
import type { ReportsService } from './reports.service.ts'

export const MODERATION_PURGE = scheduledJob('moderation.purge-unconfirmed')
export const MODERATION_SUSPENSIONS = scheduledJob('moderation.end-suspensions')

/** Hourly: unconfirmed notices past their week go; account suspensions past their end are lifted. */
export function registerModerationJobs(jobs: JobQueue, reports: ReportsService, decisions: DecisionsService) {
  jobs.define(MODERATION_PURGE, async () => void (await reports.purgeUnconfirmed()), { retryLimit: 2, cron: '23 * * * *' })
  jobs.define(MODERATION_SUSPENSIONS, async () => void (await decisions.endSuspensions()), { retryLimit: 2, cron: '*/10 * * * *' })
}
