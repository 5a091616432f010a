import type { ModuleDeps } from '../module.ts'
import { siteRoutes } from './site.routes.ts'
import { createSiteService } from './site.service.ts'

/** The operator's platform settings (identity, imprint, marketing figures). */
export function createSiteModule({ db, audit, config, storage, caches }: ModuleDeps) {
  const site = createSiteService({ db, audit, storage, caches, contactTo: config.mail.contactTo })
  return { services: { site }, web: ['site'] as const, routes: siteRoutes }
}
