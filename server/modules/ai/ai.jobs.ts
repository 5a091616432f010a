import type { JobQueue } from '../../jobs/queue.ts'
import { CHECK_PHOTOS_JOB, GENERATE_JOB, TRAIN_JOB } from './twin.service.ts'
import type { TwinWorker } from './twin.worker.ts'

export const POLL_JOB = 'ai.poll'
export const PURGE_JOB = 'ai.purge'

/**
 * Training and generation run in jobs (the local studio's CPU work too, never in a request);
 * every minute unfinished remote work is polled and timed-out work refunded; every hour the
 * retention purge runs. The handlers are idempotent, so retries finish a job once.
 */
export function registerAiJobs(jobs: JobQueue, worker: TwinWorker) {
  jobs.define<{ modelId: string }>(TRAIN_JOB, (data) => worker.runTraining(data.modelId), { retryLimit: 2, pollSeconds: 1 })
  jobs.define<{ generationId: string }>(GENERATE_JOB, (data) => worker.runGeneration(data.generationId), {
    retryLimit: 2,
    pollSeconds: 1,
  })
  jobs.define<{ modelId: string }>(CHECK_PHOTOS_JOB, (data) => worker.checkPhotos(data.modelId), { retryLimit: 2, pollSeconds: 1 })
  jobs.define(POLL_JOB, () => worker.poll(), { retryLimit: 1, cron: '* * * * *' })
  jobs.define(PURGE_JOB, () => worker.purge(), { retryLimit: 2, cron: '17 * * * *' })
}
