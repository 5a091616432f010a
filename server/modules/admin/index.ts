import type { BadgesService } from '../badges/badges.service.ts'
import type { BillingAdminService } from '../billing/billing-admin.service.ts'
import type { ImagesService } from '../images/images.service.ts'
import type { UploadRulesService } from '../images/upload-rules.service.ts'
import type { MailService } from '../mail/index.ts'
import type { ModuleDeps } from '../module.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { UsersService } from '../users/users.service.ts'
import type { UsersAdminService } from '../users/users-admin.service.ts'
import { createAdminRepository } from './admin.repository.ts'
import { adminRoutes } from './admin.routes.ts'
import { createAdminService } from './admin.service.ts'

interface AdminModuleDeps extends ModuleDeps {
  users: UsersService
  accounts: UsersAdminService
  images: ImagesService
  uploadRules: UploadRulesService
  badges: BadgesService
  notifications: NotificationsService
  billingAdmin: BillingAdminService
  mail: MailService
}

/** The admin area: it delegates to the modules that own the data (see admin.service.ts). */
export function createAdminModule(deps: AdminModuleDeps) {
  const { db, audit, users, accounts, images, uploadRules, badges, notifications, billingAdmin, mail } = deps
  const service = createAdminService({
    db,
    audit,
    users,
    accounts,
    images,
    uploadRules,
    badges,
    notifications,
    billing: billingAdmin,
    mail,
    repo: createAdminRepository(),
  })
  return { services: { admin: service }, web: ['admin'] as const, routes: adminRoutes }
}
