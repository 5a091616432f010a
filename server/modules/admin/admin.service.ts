import type { AdminListQuery, AdminOverview } from '../../../contract/admin.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { BadgesService } from '../badges/badges.service.ts'
import type { BillingAdminService } from '../billing/billing-admin.service.ts'
import type { ImagesService } from '../images/images.service.ts'
import type { UploadRulesService } from '../images/upload-rules.service.ts'
import type { MailService } from '../mail/index.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { Actor, UsersService } from '../users/users.service.ts'
import type { UsersAdminService } from '../users/users-admin.service.ts'
import { type AdminRepository, createAdminRepository } from './admin.repository.ts'

export interface AdminDeps {
  db: Database
  audit: AuditService
  users: Pick<UsersService, 'listAccounts'>
  accounts: UsersAdminService
  images: Pick<ImagesService, 'adminDelete' | 'listOfCreator'>
  uploadRules: UploadRulesService
  badges: Pick<BadgesService, 'pending' | 'countPending' | 'review'>
  notifications: Pick<NotificationsService, 'broadcast'>
  billing: BillingAdminService
  mail: MailService
  repo?: AdminRepository
}

/**
 * The admin area in one place, for the REST routes and the /admin page loader alike. Each call
 * checks the admin role itself (routes also guard) and delegates to the feature that owns the
 * data (the upload rules belong to images); only the overview's counts are its own.
 */
export function createAdminService(deps: AdminDeps) {
  const { db, audit, users, accounts, images, uploadRules, badges, notifications, billing, mail } = deps
  const repo = deps.repo ?? createAdminRepository()

  function assertAdmin(actor: Actor) {
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
  }

  return {
    async overview(actor: Actor): Promise<AdminOverview> {
      assertAdmin(actor)
      const [creators, { maxExpiryDays, requireDisclosure }, pending] = await Promise.all([
        repo.countCreators(db),
        uploadRules.read(),
        badges.countPending(actor),
      ])
      return {
        total_influencers: creators.active,
        awaiting_approval: creators.awaitingApproval,
        awaiting_payment: creators.awaitingPayment,
        blocked: creators.blocked,
        max_expiry_days: maxExpiryDays,
        require_disclosure: requireDisclosure,
        pending_badge_requests: pending,
      }
    },

    creators: (actor: Actor, query: AdminListQuery) => users.listAccounts(actor, query),
    setApproved: (actor: Actor, id: string, approved: boolean) => accounts.setApproved(actor, id, approved),
    setRole: (actor: Actor, id: string, role: 'user' | 'admin') => accounts.setRole(actor, id, role),
    deleteCreator: (actor: Actor, id: string, reference?: string) => accounts.deleteAccount(actor, id, reference),
    creatorImages: (actor: Actor, id: string) => images.listOfCreator(actor, id),
    deleteImage: (actor: Actor, id: string) => images.adminDelete(actor, id),
    pendingStories: (actor: Actor) => badges.pending(actor),
    reviewBadge: (actor: Actor, id: string, action: 'approve' | 'reject', reason?: string) => badges.review(actor, id, action, reason),
    broadcast: (actor: Actor, message: string) => notifications.broadcast(actor, message),
    subscriptions: (actor: Actor) => billing.subscriptions(actor),
    failedRenewals: (actor: Actor) => billing.failedRenewals(actor),
    auditLog: (actor: Actor, page: number) => audit.list(actor, page),
    mailFailures: (actor: Actor) => mail.failures(actor),

    setMaxExpiryDays: (actor: Actor, days: number) => uploadRules.setMaxExpiryDays(actor, days),
    setRequireDisclosure: (actor: Actor, required: boolean) => uploadRules.setRequireDisclosure(actor, required),
  }
}

export type AdminService = ReturnType<typeof createAdminService>
