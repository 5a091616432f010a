import { type JobQueue, scheduledJob } from '../../jobs/queue.ts'
import type { CampaignsService } from './campaigns.service.ts'

export const CAMPAIGNS_PURGE = scheduledJob('campaigns.purge-expired')

/** Hourly: campaigns older than 7 days go, rows first, then their image files (idempotent). */
export function registerCampaignsJobs(jobs: JobQueue, campaigns: Pick<CampaignsService, 'purgeExpired'>) {
  jobs.define(
    CAMPAIGNS_PURGE,
    async () => {
      await campaigns.purgeExpired()
    },
    { retryLimit: 2, cron: '17 * * * *' },
  )
}
