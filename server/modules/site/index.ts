import type { Module, ModuleDeps } from '../module.ts'
import { siteRoutes } from './site.routes.ts'
import { createSiteService } from './site.service.ts'

/** The operator's platform settings (identity, imprint, marketing figures). */
export function createSiteModule({ db, audit, config }: Pick<ModuleDeps, 'db' | 'audit' | 'config'>) {
  return { service: createSiteService({ db, audit, contactTo: config.mail.contactTo }), routes: siteRoutes } satisfies Module
}
