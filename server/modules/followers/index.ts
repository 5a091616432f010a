import type { JobQueue } from '../../jobs/queue.ts'
import type { ModuleDeps } from '../module.ts'
import { createDigestSender } from './followers.digest.ts'
import { registerFollowerJobs } from './followers.jobs.ts'
import { createFollowersRepository } from './followers.repository.ts'
import { followersRoutes } from './followers.routes.ts'
import { createFollowersService, followerLinks } from './followers.service.ts'
import { createLinkSigner } from './tokens.ts'

/** Visitors follow creators by email (double opt-in) and get a daily digest of new looks. */
export function createFollowersModule(deps: ModuleDeps) {
  const { db, mailer, translator, publicUrl, config } = deps
  const repo = createFollowersRepository()
  const signer = createLinkSigner(() => config.jwtSecret)
  // Digests go straight to the mail port in batches (one queued job per mail would not scale to a big audience).
  const digests = createDigestSender({
    db,
    repo,
    mail: deps.mailPort,
    storage: deps.storage,
    translator,
    links: followerLinks(publicUrl, signer),
    publicUrl,
    settings: config.followers,
    log: deps.log,
  })
  const service = createFollowersService({ db, repo, mailer, translator, signer, publicUrl, upcoming: digests.upcoming })
  return {
    services: { followers: service },
    web: ['followers'] as const,
    routes: followersRoutes,
    jobs: (queue: JobQueue) => registerFollowerJobs(queue, service, digests),
    account: {
      async export(userId: string) {
        const rows = []
        for (let after: string | null = null; ; ) {
          const page = await repo.confirmedAfter(db, userId, after, 5000)
          if (page.length === 0) break
          rows.push(...page.map((r) => ({ email: r.email, language: r.language, followed_at: r.confirmedAt?.toISOString() })))
          after = page[page.length - 1]!.id
        }
        return { json: { 'followers/followers.json': rows, 'followers/daily.json': await repo.dailyAll(db, userId) } }
      },
    },
  }
}
