import type { JobQueue } from '../../jobs/queue.ts'
import { type AvifBackfill, registerAvifBackfill } from './avif-backfill.ts'
import type { ImageSweep } from './images.sweep.ts'

export const IMAGES_SWEEP = 'images.sweep-orphans'

/** Hourly: files without rows, rows without files, stale temp files (images.sweep.ts). Idempotent. */
export function registerImageJobs(jobs: JobQueue, sweep: ImageSweep, backfill: AvifBackfill) {
  jobs.define(IMAGES_SWEEP, () => sweep.run().then(() => undefined), { retryLimit: 1, cron: '23 * * * *' })
  registerAvifBackfill(jobs, backfill)
}
