import { type JobQueue, scheduledJob } from '../../jobs/queue.ts'
import type { CheckoutService } from './checkout.service.ts'

export const SHOP_SWEEP = scheduledJob('shop.sweep-reservations')

/**
 * Every 5 minutes: pending checkouts whose 30-minute hold ran out and whose expiry event never
 * came get their stock back. Idempotent (row locks, one claimed event per order), so overlapping
 * or retried runs release once.
 */
export function registerShopJobs(jobs: JobQueue, checkout: Pick<CheckoutService, 'sweep'>) {
  jobs.define(
    SHOP_SWEEP,
    async () => {
      await checkout.sweep()
    },
    { retryLimit: 2, cron: '*/5 * * * *' },
  )
}
