import { z } from 'zod'
import { type JobQueue, jobType, scheduledJob } from '../../jobs/queue.ts'
import type { BatchJob, DigestSender } from './followers.digest.ts'
import type { FollowersService } from './followers.service.ts'

export const FOLLOWERS_PURGE = scheduledJob('followers.purge')
export const FOLLOWERS_DIGEST_SCAN = scheduledJob('followers.digest-scan')
export const FOLLOWERS_DIGEST = jobType('followers.digest', z.object({ creatorId: z.uuid() }))
export const FOLLOWERS_DIGEST_BATCH = jobType(
  'followers.digest-batch',
  z.object({ digestId: z.uuid(), after: z.string().nullable() }) satisfies z.ZodType<BatchJob>,
)

/**
 * Follower jobs, all idempotent: the hourly purge of unconfirmed requests; the scan (every minute)
 * that queues a digest per due creator; the digest, which fixes its looks and starts the batches;
 * each batch, which sends to the next followers and queues the one after it, paced.
 */
export function registerFollowerJobs(jobs: JobQueue, service: FollowersService, digests: DigestSender) {
  jobs.define(FOLLOWERS_PURGE, async () => void (await service.purgeExpired()), { retryLimit: 2, cron: '17 * * * *' })
  jobs.define(
    FOLLOWERS_DIGEST_SCAN,
    async () => {
      for (const creatorId of await digests.due()) await jobs.send(FOLLOWERS_DIGEST, { creatorId }, { singletonKey: creatorId })
    },
    { retryLimit: 1, cron: '* * * * *' },
  )
  jobs.define(FOLLOWERS_DIGEST, async ({ creatorId }) => {
    const digest = await digests.create(creatorId)
    if (digest) await jobs.send(FOLLOWERS_DIGEST_BATCH, { digestId: digest.id, after: null }, { singletonKey: `${digest.id}:start` })
  })
  jobs.define(
    FOLLOWERS_DIGEST_BATCH,
    async (batch) => {
      const next = await digests.sendBatch(batch)
      if (next) {
        await jobs.send(FOLLOWERS_DIGEST_BATCH, next, {
          singletonKey: `${next.digestId}:${next.after}`,
          startAfter: digests.pauseSeconds(),
        })
      }
    },
    { retryLimit: 8, pollSeconds: 1 },
  )
}
