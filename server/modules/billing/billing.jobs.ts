import { type JobQueue, scheduledJob } from '../../jobs/queue.ts'
import type { SubscriptionService } from './subscription.service.ts'

export const BILLING_SWEEP = scheduledJob('billing.sweep')

/**
 * Every 10 minutes: local renewals and retries that are due, yearly renewal reminders, expired
 * checkouts. Each step is idempotent (row locks, one claimed id per period), so overlapping or
 * retried runs charge and mail once.
 */
export function registerBillingJobs(jobs: JobQueue, subscription: SubscriptionService) {
  jobs.define(BILLING_SWEEP, () => subscription.runDue(), { retryLimit: 2, cron: '*/10 * * * *' })
}
