import type { FastifyInstance } from 'fastify'
import type { AdminLinkHealth } from '../../../contract/link-health.ts'
import { AppError } from '../../errors.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import type { ModuleDeps } from '../module.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { Actor } from '../users/users.service.ts'
import { createLinkChecker } from './checker/link-checker.ts'
import { pageReader } from './checker/page-reader.ts'
import { demoShopOptions, demoShopRoutes } from './demo-shop.ts'
import { createHostLimiter } from './host-limiter.ts'
import { registerLinkHealthJobs } from './link-health.jobs.ts'
import { createLinkHealthRepository, createLinkStatsRepository } from './link-health.repository.ts'
import { linkHealthRoutes } from './link-health.routes.ts'
import { createLinkHealthService } from './link-health.service.ts'
import { createLinkNoticesRepository } from './link-notices.repository.ts'
import { createLinkNoticesService } from './link-notices.service.ts'

const FAILING_HOSTS = 20

export interface LinkHealthModuleDeps extends ModuleDeps {
  notifications: Pick<NotificationsService, 'notify'>
}

/** Link health (issue #40): checks every outbound link, shows creators and admins what broke. */
export function createLinkHealthModule(deps: LinkHealthModuleDeps) {
  const testChecker = deps.overrides.linkChecker
  if (testChecker && deps.config.production) throw new Error('Link checker test settings are refused in production')
  const limiter = createHostLimiter()
  const checker = createLinkChecker({
    gate: limiter.gate,
    ...(deps.config.env === 'development' ? demoShopOptions(deps.publicUrl) : {}),
    ...testChecker,
  })
  const repo = createLinkHealthRepository()
  const stats = createLinkStatsRepository()
  const service = createLinkHealthService({ db: deps.db, repo, checker, storage: deps.storage })
  const notices = createLinkNoticesService({
    db: deps.db,
    repo: createLinkNoticesRepository(),
    notifications: deps.notifications,
    mailer: deps.mailer,
    translator: deps.translator,
    publicUrl: deps.publicUrl,
  })
  const admin = {
    async summary(actor: Actor): Promise<AdminLinkHealth> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      const [counts, hosts] = await Promise.all([stats.countsByVerdict(deps.db), stats.failingHosts(deps.db, FAILING_HOSTS)])
      return { counts, failing_hosts: hosts }
    },
  }
  return {
    services: { linkHealth: service, linkNotices: notices, linkHealthAdmin: admin },
    web: ['linkHealth', 'linkHealthAdmin'] as const,
    routes: async (app: FastifyInstance) => {
      await app.register(linkHealthRoutes(service, admin))
      if (!deps.config.production) await app.register(demoShopRoutes)
    },
    jobs: (queue: JobQueue) => registerLinkHealthJobs(queue, service, notices),
    /** The page reader's threads end with the app (a check still finishing starts one again, unreferenced). */
    onClose: () => pageReader.close(),
  }
}
