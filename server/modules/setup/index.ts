import type { ModuleDeps } from '../module.ts'
import type { SiteService } from '../site/site.service.ts'
import type { UsersService } from '../users/users.service.ts'
import { createChecklistService } from './checklist.service.ts'
import { createFirstAdminService } from './first-admin.service.ts'
import { createSetupRepository } from './setup.repository.ts'
import { setupRoutes } from './setup.routes.ts'

/** A production instance's first steps: the one-time first-admin link and the admin's setup checklist. */
export function createSetupModule(deps: ModuleDeps & { users: UsersService; site: SiteService }) {
  const { db, audit, config, users, site } = deps
  const repo = createSetupRepository()
  const service = {
    firstAdmin: createFirstAdminService({
      db,
      repo,
      users,
      audit,
      secret: config.jwtSecret,
      production: config.production,
      publicUrl: config.publicUrl,
    }),
    checklist: createChecklistService({ db, repo, site, config }),
  }
  return { services: { setup: service }, web: ['setup'] as const, routes: setupRoutes }
}

export type SetupService = NonNullable<ReturnType<typeof createSetupModule>['services']>['setup']
