import type { FastifyInstance } from 'fastify'
import type { AdminLinkHealth } from '../../../contract/link-health.ts'
import { AppError } from '../../errors.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { publicLinkRule } from '../../lib/public-link.ts'
import type { ModuleDeps } from '../module.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { Actor } from '../users/users.service.ts'
import { createLinkChecker } from './checker/link-checker.ts'
import { pageReader } from './checker/page-reader.ts'
import { demoShopOptions, demoShopRoutes } from './demo-shop.ts'
import { createHostLimiter } from './host-limiter.ts'
import { registerLinkHealthJobs, registerTagProductJobs } from './link-health.jobs.ts'
import { createLinkHealthRepository, createLinkStatsRepository } from './link-health.repository.ts'
import { linkHealthRoutes } from './link-health.routes.ts'
import { createLinkHealthService } from './link-health.service.ts'
import { createLinkNoticesRepository } from './link-notices.repository.ts'
import { createLinkNoticesService } from './link-notices.service.ts'
import { createTagPictureSweep } from './products/tag-pictures.sweep.ts'
import { createTagProductsRepository } from './products/tag-products.repository.ts'
import { tagProductsRoutes } from './products/tag-products.routes.ts'
import { createTagProductsService } from './products/tag-products.service.ts'

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
  const productsRepo = createTagProductsRepository()
  const products = createTagProductsService({
    db: deps.db,
    repo: productsRepo,
    checker,
    storage: deps.storage,
    publicLink: publicLinkRule(deps.config.production),
  })
  const pictureSweep = createTagPictureSweep({ db: deps.db, storage: deps.storage, repo: productsRepo })
  const service = createLinkHealthService({
    db: deps.db,
    repo,
    checker,
    storage: deps.storage,
    afterCheck: (link, result) =>
      products.afterCheck(link, result).catch((err) => deps.log.warn({ err, url: link.url }, 'tag products not refreshed from a check')),
  })
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
    services: { linkHealth: service, linkNotices: notices, linkHealthAdmin: admin, tagProducts: products },
    web: ['linkHealth', 'linkHealthAdmin'] as const,
    routes: async (app: FastifyInstance) => {
      await app.register(linkHealthRoutes(service, admin))
      await app.register(tagProductsRoutes(products))
      if (!deps.config.production) await app.register(demoShopRoutes)
    },
    jobs: (queue: JobQueue) => {
      registerLinkHealthJobs(queue, service, notices)
      registerTagProductJobs(queue, products, pictureSweep)
    },
    account: { fileKeys: productsRepo.accountPictureKeys },
    /** The page reader's threads end with the app (a check still finishing starts one again, unreferenced). */
    onClose: () => pageReader.close(),
  }
}
