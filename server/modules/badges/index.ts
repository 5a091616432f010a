import type { ModuleDeps } from '../module.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { UsersService } from '../users/users.service.ts'
import type { UsersAdminService } from '../users/users-admin.service.ts'
import { createBadgesRepository } from './badges.repository.ts'
import { badgesRoutes } from './badges.routes.ts'
import { createBadgesService } from './badges.service.ts'

interface BadgesModuleDeps extends ModuleDeps {
  users: UsersService
  accounts: UsersAdminService
  notifications: NotificationsService
}

/** Verified-creator badges: requests by creators, review by admins. */
export function createBadgesModule({ db, users, accounts, notifications, mailer, translator, audit, publicUrl }: BadgesModuleDeps) {
  const repo = createBadgesRepository()
  const service = createBadgesService({
    db,
    users,
    review: { accounts, notifications, mailer, translator, audit, publicUrl },
    repo,
  })
  // Badge requests carry the story link the creator sent; they are part of the data export.
  const account = { export: async (userId: string) => ({ json: { 'badges/requests.json': await repo.allOf(db, userId) } }) }
  return { services: { badges: service }, web: ['badges'] as const, routes: badgesRoutes, account }
}
