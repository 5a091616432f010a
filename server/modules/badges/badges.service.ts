import { BADGE_CAPTION_CODE, type BadgeRequestView, type MyBadgeRequest } from '../../../contract/badges.ts'
import type { Database } from '../../db/client.ts'
import type { BadgeRequest } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { Actor, UsersService } from '../users/users.service.ts'
import { type BadgesRepository, createBadgesRepository } from './badges.repository.ts'

export interface BadgesDeps {
  db: Database
  users: Pick<UsersService, 'me'>
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

/**
 * Verified-badge requests from the creator's side: submit a post URL (one pending at a time, only
 * while not verified) and see the latest request. Admin review lives with the admin features.
 */
export function createBadgesService({ db, users, repo = createBadgesRepository(db) }: BadgesDeps) {
  return {
    async submit(actor: Actor, storyUrl: string): Promise<BadgeRequestView> {
      const me = await users.me(actor)
      if (me.badge_verified) throw new AppError('BADGE_ALREADY_VERIFIED')
      try {
        return toView(await repo.insertPending(actor.id, storyUrl))
      } catch (error) {
        // The partial unique index is the real guard: two quick submits cannot both pass.
        if (isOnePendingViolation(error)) throw new AppError('BADGE_REQUEST_PENDING')
        throw error
      }
    },

    async mine(actor: Actor): Promise<MyBadgeRequest> {
      const [me, latest] = await Promise.all([users.me(actor), repo.latestForUser(actor.id)])
      return { badge_verified: me.badge_verified, caption_code: BADGE_CAPTION_CODE, request: latest ? toView(latest) : null }
    },
  }
}

export type BadgesService = ReturnType<typeof createBadgesService>
