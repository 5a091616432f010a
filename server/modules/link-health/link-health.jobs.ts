import { type JobQueue, scheduledJob } from '../../jobs/queue.ts'
import type { LinkHealthService } from './link-health.service.ts'
import type { LinkNoticesService } from './link-notices.service.ts'
import type { createTagPictureSweep } from './products/tag-pictures.sweep.ts'
import { TAG_PRODUCT_READ, type TagProductsService } from './products/tag-products.service.ts'

export const LINK_HEALTH_ROUND = scheduledJob('link-health.round')
export const LINK_HEALTH_DAILY = scheduledJob('link-health.daily')
export const TAG_PICTURES_SWEEP = scheduledJob('tags.pictures-sweep')

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

/** A saved tag's product read from its page (retried: a shop may be down a moment); unused tag pictures swept hourly. */
export function registerTagProductJobs(jobs: JobQueue, products: TagProductsService, sweep: ReturnType<typeof createTagPictureSweep>) {
  jobs.define(TAG_PRODUCT_READ, async ({ tag_id }) => products.readIntoTag(tag_id), { retryLimit: 2, retryDelay: 60, pollSeconds: 2 })
  jobs.define(TAG_PICTURES_SWEEP, async () => void (await sweep.run()), { retryLimit: 1, cron: '41 * * * *' })
}
