import { z } from 'zod'
import { type JobQueue, jobType, scheduledJob } from '../../jobs/queue.ts'
import type { AvifBackfill } from './avif-backfill.ts'
import type { ImageSweep } from './images.sweep.ts'

export const IMAGES_SWEEP = scheduledJob('images.sweep-orphans')
/** The AVIF backfill: where each table's pass stands (absent: from the start; the schedule sends nothing). */
export const IMAGES_ADD_AVIF = jobType(
  'images.add-avif',
  z
    .object({ images: z.string().optional(), products: z.string().optional() })
    .nullish()
    .transform((cursor) => cursor ?? {}),
)

/** Hourly: files without rows, rows without files, stale temp files (images.sweep.ts). Idempotent. */
export function registerImageJobs(jobs: JobQueue, sweep: ImageSweep, backfill: AvifBackfill) {
  jobs.define(IMAGES_SWEEP, () => sweep.run().then(() => undefined), { retryLimit: 1, cron: '23 * * * *' })
  // Hourly, and at once again while a pass has rows left, until every photo has AVIF renditions.
  jobs.define(
    IMAGES_ADD_AVIF,
    async (cursor) => {
      const next = await backfill.run(cursor)
      if (next) await jobs.send(IMAGES_ADD_AVIF, next)
    },
    { retryLimit: 1, cron: '41 * * * *' },
  )
}
