import { type JobQueue, scheduledJob } from '../../jobs/queue.ts'
import type { LinkHealthService } from './link-health.service.ts'
import type { LinkNoticesService } from './link-notices.service.ts'

export const LINK_HEALTH_ROUND = scheduledJob('link-health.round')
export const LINK_HEALTH_DAILY = scheduledJob('link-health.daily')

/** Links added this long before a round are picked up by it (rounds run every minute). */
const DISCOVER_WINDOW_MS = 10 * 60 * 1000
/** A round keeps checking due links for this long, then leaves the rest to the next minute's. */
const ROUND_BUDGET_MS = 45 * 1000

/**
 * Every minute: links added lately join the table (checked first: new links within minutes), the
 * due ones are checked, creators whose links turned bad are told. Daily: every link in use is
 * (re)discovered and the click counts that order the checks are refreshed. Both are idempotent:
 * a link is claimed before it is checked, and a repeated round finds nothing due.
 */
export function registerLinkHealthJobs(jobs: JobQueue, service: LinkHealthService, notices: LinkNoticesService) {
  jobs.define(
    LINK_HEALTH_ROUND,
    async () => {
      await service.runDue({ discoverSince: new Date(Date.now() - DISCOVER_WINDOW_MS), parallel: 32, budgetMs: ROUND_BUDGET_MS })
      await notices.send()
    },
    { retryLimit: 1, cron: '* * * * *', pollSeconds: 10 },
  )
  jobs.define(
    LINK_HEALTH_DAILY,
    async () => {
      await service.runDue({ discoverSince: null, limit: 0 })
      await service.refreshRecentClicks()
    },
    { retryLimit: 2, cron: '23 3 * * *' },
  )
}
