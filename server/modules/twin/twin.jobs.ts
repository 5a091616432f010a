import { z } from 'zod'
import { type JobQueue, jobType, scheduledJob } from '../../jobs/queue.ts'
import type { TwinWorker } from './twin.worker.ts'

// Queue names keep the old `ai.` prefix: jobs already queued on a running installation carry it.
export const TRAIN_JOB = jobType('ai.train', z.object({ modelId: z.uuid() }))
export const GENERATE_JOB = jobType('ai.generate', z.object({ generationId: z.uuid() }))
/** The face check of newly uploaded training photos (the models live in the job worker). */
export const CHECK_PHOTOS_JOB = jobType('ai.check-photos', z.object({ modelId: z.uuid() }))
export const POLL_JOB = scheduledJob('ai.poll')
export const PURGE_JOB = scheduledJob('ai.purge')

/**
 * Training and generation run in jobs (the local studio's CPU work too, never in a request);
 * every minute unfinished remote work is polled and timed-out work refunded; every hour the
 * retention purge runs. The handlers are idempotent, so retries finish a job once.
 */
export function registerTwinJobs(jobs: JobQueue, worker: TwinWorker) {
  jobs.define(TRAIN_JOB, (data) => worker.runTraining(data.modelId), { retryLimit: 2, pollSeconds: 1 })
  jobs.define(GENERATE_JOB, (data) => worker.runGeneration(data.generationId), {
    retryLimit: 2,
    pollSeconds: 1,
  })
  jobs.define(CHECK_PHOTOS_JOB, (data) => worker.checkPhotos(data.modelId), { retryLimit: 2, pollSeconds: 1 })
  jobs.define(POLL_JOB, () => worker.poll(), { retryLimit: 1, cron: '* * * * *' })
  jobs.define(PURGE_JOB, () => worker.purge(), { retryLimit: 2, cron: '17 * * * *' })
}
