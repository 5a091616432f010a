import type { JobQueue } from '../../jobs/queue.ts'
import type { ModuleDeps } from '../module.ts'
import { createDecisionsRepository } from './decisions.repository.ts'
import { createDecisionsService } from './decisions.service.ts'
import { registerModerationJobs } from './moderation.jobs.ts'
import { moderationRoutes } from './moderation.routes.ts'
import { createReportsRepository } from './reports.repository.ts'
import { createReportsService } from './reports.service.ts'
import { createRetentionRepository } from './retention.repository.ts'
import { createRetention } from './retention.ts'

/**
 * Notice and action (DSA, decision 0081): anyone reports an item, the admin decides; restricted
 * items go dark through the filters of enforcement.ts. Statements of reasons and complaints hook
 * into `moderation.onDecision` (server/modules/appeals).
 */
export function createModerationModule(deps: ModuleDeps) {
  const { db, mailer, translator, publicUrl, audit, storage } = deps
  const reports = createReportsService({ db, repo: createReportsRepository(), mailer, translator, publicUrl })
  const decisionsRepo = createDecisionsRepository()
  const moderation = createDecisionsService({ db, repo: decisionsRepo, audit, storage, publicUrl })
  const retention = createRetention({ db, repo: createRetentionRepository(), decisions: decisionsRepo, storage })
  return {
    services: { reports, moderation, moderationRetention: retention },
    web: ['reports', 'moderation'] as const,
    routes: moderationRoutes,
    jobs: (queue: JobQueue) => registerModerationJobs(queue, reports, moderation, retention),
  }
}
