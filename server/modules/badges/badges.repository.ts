import { asc, count, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { type BadgeRequest, badgeRequests, users } from '../../db/schema/index.ts'

export function createBadgesRepository(db: Executor) {
  return {
    async insertPending(userId: string, storyUrl: string, tx: Executor = db): Promise<BadgeRequest> {
      const [row] = await tx.insert(badgeRequests).values({ userId, storyUrl }).returning()
      return row
    },
    async latestForUser(userId: string, tx: Executor = db): Promise<BadgeRequest | undefined> {
      const [row] = await tx
        .select()
        .from(badgeRequests)
        .where(eq(badgeRequests.userId, userId))
        .orderBy(desc(badgeRequests.submittedAt), desc(badgeRequests.id))
        .limit(1)
      return row
    },
    /** Locks one request until the transaction ends, so two admins cannot both review it. */
    async lockById(id: string, tx: Executor): Promise<BadgeRequest | undefined> {
      const [row] = await tx.select().from(badgeRequests).where(eq(badgeRequests.id, id)).for('update')
      return row
    },
    async markReviewed(
      id: string,
      values: { status: 'approved' | 'rejected'; rejectionReason: string | null; reviewedBy: string },
      tx: Executor,
    ) {
      await tx
        .update(badgeRequests)
        .set({ ...values, reviewedAt: new Date() })
        .where(eq(badgeRequests.id, id))
    },
    /** Pending requests, oldest first (badge_requests_status_submitted_at_idx). */
    listPending(limit: number, tx: Executor = db) {
      return tx
        .select({
          id: badgeRequests.id,
          username: users.username,
          storyUrl: badgeRequests.storyUrl,
          submittedAt: badgeRequests.submittedAt,
        })
        .from(badgeRequests)
        .innerJoin(users, eq(users.id, badgeRequests.userId))
        .where(eq(badgeRequests.status, 'pending'))
        .orderBy(asc(badgeRequests.submittedAt), asc(badgeRequests.id))
        .limit(limit)
    },
    async countPending(tx: Executor = db) {
      const [row] = await tx.select({ value: count() }).from(badgeRequests).where(eq(badgeRequests.status, 'pending'))
      return row?.value ?? 0
    },
  }
}

export type BadgesRepository = ReturnType<typeof createBadgesRepository>
