import { ADMIN_LIST_MAX, type PendingStory } from '../../../contract/admin.ts'
import { BADGE_CAPTION_CODE, type BadgeRequestView, type MyBadgeRequest } from '../../../contract/badges.ts'
import type { Language } from '../../../contract/language.ts'
import { NOTIFICATION_MESSAGE_MAX } from '../../../contract/notifications.ts'
import type { Database } from '../../db/client.ts'
import type { BadgeRequest } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { Translate } from '../../i18n.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { Actor, UsersService } from '../users/users.service.ts'
import type { UsersAdminService } from '../users/users-admin.service.ts'
import { type BadgesRepository, createBadgesRepository } from './badges.repository.ts'

export interface BadgesDeps {
  db: Database
  users: Pick<UsersService, 'me'>
  /** Admin review: the creator's account, badge flag, notice, email and the audit trail. */
  review: {
    accounts: Pick<UsersAdminService, 'findById' | 'markBadgeVerified'>
    notifications: Pick<NotificationsService, 'notify'>
    mailer: Mailer
    translator: (lang: Language) => Translate
    audit: AuditRecorder
    publicUrl: string
  }
  repo?: BadgesRepository
}

const ONE_PENDING_INDEX = 'badge_requests_one_pending_per_user'

function isOnePendingViolation(error: unknown) {
  // drizzle wraps the pg error; the constraint name tells this unique index from any other.
  const pgError = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string }
  return pgError.code === '23505' && pgError.constraint === ONE_PENDING_INDEX
}

function toView(request: BadgeRequest): BadgeRequestView {
  return {
    id: request.id,
    story_url: request.storyUrl,
    status: request.status,
    rejection_reason: request.rejectionReason,
    submitted_at: request.submittedAt.toISOString(),
    reviewed_at: request.reviewedAt?.toISOString() ?? null,
  }
}

/** The in-app notice, with as much of the reason as fits in a notification. */
function rejectionNotice(t: Translate, reason: string | null) {
  if (!reason) return t('notifications.badge_rejected')
  const room = NOTIFICATION_MESSAGE_MAX - t('notifications.badge_rejected_reason', { reason: '' }).length
  return t('notifications.badge_rejected_reason', { reason: reason.length > room ? `${reason.slice(0, room - 1)}…` : reason })
}

/**
 * Verified-badge requests: a creator submits a post URL (one pending at a time, only while not
 * verified) and sees the latest request; an admin lists the pending ones and approves (the
 * creator becomes verified and the post is listed on their page) or rejects with a reason.
 */
export function createBadgesService({ db, users, review, repo = createBadgesRepository() }: BadgesDeps) {
  return {
    async submit(actor: Actor, storyUrl: string): Promise<BadgeRequestView> {
      const me = await users.me(actor)
      if (me.badge_verified) throw new AppError('BADGE_ALREADY_VERIFIED')
      try {
        return toView(await repo.insertPending(db, actor.id, storyUrl))
      } catch (error) {
        // The partial unique index is the real guard: two quick submits cannot both pass.
        if (isOnePendingViolation(error)) throw new AppError('BADGE_REQUEST_PENDING')
        throw error
      }
    },

    async mine(actor: Actor): Promise<MyBadgeRequest> {
      const [me, latest] = await Promise.all([users.me(actor), repo.latestForUser(db, actor.id)])
      return { badge_verified: me.badge_verified, caption_code: BADGE_CAPTION_CODE, request: latest ? toView(latest) : null }
    },

    /** Admin: pending requests, oldest first. */
    async pending(actor: Actor): Promise<PendingStory[]> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      const rows = await repo.listPending(db, ADMIN_LIST_MAX)
      return rows.map((r) => ({ id: r.id, username: r.username, story_url: r.storyUrl, submitted_at: r.submittedAt.toISOString() }))
    },

    async countPending(actor: Actor) {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      return repo.countPending(db)
    },

    /**
     * Admin: approve or reject a pending request, once. In one transaction: the request's status,
     * the creator's badge (on approval), their notification and email in their language (with the
     * reason when one was given) and the audit entry.
     */
    async review(actor: Actor, id: string, action: 'approve' | 'reject', rejectionReason?: string) {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      const reason = action === 'reject' ? rejectionReason?.trim() || null : null
      const status = action === 'approve' ? ('approved' as const) : ('rejected' as const)
      await db.transaction(async (tx) => {
        const request = await repo.lockById(tx, id)
        if (!request) throw new AppError('BADGE_REQUEST_NOT_FOUND')
        if (request.status !== 'pending') throw new AppError('BADGE_ALREADY_REVIEWED')
        const creator = await review.accounts.findById(request.userId, tx)
        if (!creator) throw new AppError('BADGE_REQUEST_NOT_FOUND')
        await repo.markReviewed(tx, id, { status, rejectionReason: reason, reviewedBy: actor.id })
        if (action === 'approve') await review.accounts.markBadgeVerified(creator.id, tx)
        await review.audit.record(tx, {
          actorId: actor.id,
          action: `badge.${action}`,
          target: { id: creator.id, username: creator.username },
          reason,
          details: { request_id: id, story_url: request.storyUrl },
        })
        const t = review.translator(creator.language)
        const notice = action === 'approve' ? t('notifications.badge_approved') : rejectionNotice(t, reason)
        await review.notifications.notify(creator.id, notice, { tx })
        const params = { username: creator.username, storyUrl: request.storyUrl, pageUrl: `${review.publicUrl}/${creator.username}` }
        const text =
          action === 'approve'
            ? t('email.badge_approved.body', params)
            : t(reason ? 'email.badge_rejected.body_reason' : 'email.badge_rejected.body', { ...params, reason: reason ?? '' })
        await review.mailer.send(
          {
            to: creator.email,
            kind: 'badges.review',
            subject: t(`email.badge_${status === 'approved' ? 'approved' : 'rejected'}.subject`),
            text,
          },
          { tx },
        )
      })
      return { status }
    },
  }
}

export type BadgesService = ReturnType<typeof createBadgesService>
