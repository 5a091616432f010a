import type { AccountContribution, ModuleDeps } from '../module.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import { createUsersExport } from './users.export.ts'
import { createUsersRepository } from './users.repository.ts'
import { usersRoutes } from './users.routes.ts'
import { createUsersService } from './users.service.ts'
import { createUsersAdminService } from './users-admin.service.ts'

interface UsersModuleDeps extends ModuleDeps {
  notifications: Pick<NotificationsService, 'notify'>
  /** What the other modules keep of an account, cleaned up when an admin deletes it. */
  accountParts: readonly AccountContribution[]
}

/** Accounts and profiles (`users`) and what admins do to accounts (`accounts`). */
export function createUsersModule(deps: UsersModuleDeps) {
  const { db, storage, mailer, translator, publicUrl, notifications, audit, accountParts } = deps
  const repo = createUsersRepository()
  const users = createUsersService({ db, repo, storage })
  return {
    services: {
      users,
      accounts: createUsersAdminService({ db, repo, storage, mailer, translator, publicUrl, notifications, audit, accountParts }),
    },
    web: ['users'] as const,
    routes: usersRoutes,
    // The account itself; its avatar is removed on deletion by the accounts service.
    account: { export: createUsersExport({ db, repo, storage }) },
  }
}
