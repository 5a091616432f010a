import { asc, count, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { type BadgeRequest, badgeRequests, users } from '../../db/schema/index.ts'

export function createBadgesRepository() {
  return {
    async insertPending(db: Executor, userId: string, storyUrl: string): Promise<BadgeRequest> {
      const [row] = await db.insert(badgeRequests).values({ userId, storyUrl }).returning()
      return row
    },
    /** Every badge request of the account, oldest first (data export). */
    allOf(db: Executor, userId: string): Promise<BadgeRequest[]> {
      return db.select().from(badgeRequests).where(eq(badgeRequests.userId, userId)).orderBy(asc(badgeRequests.submittedAt))
    },
    async latestForUser(db: Executor, userId: string): Promise<BadgeRequest | undefined> {
      const [row] = await db
        .select()
        .from(badgeRequests)
        .where(eq(badgeRequests.userId, userId))
        .orderBy(desc(badgeRequests.submittedAt), desc(badgeRequests.id))
        .limit(1)
      return row
    },
    /** Locks one request until the transaction ends, so two admins cannot both review it. */
    async lockById(db: Executor, id: string): Promise<BadgeRequest | undefined> {
      const [row] = await db.select().from(badgeRequests).where(eq(badgeRequests.id, id)).for('update')
      return row
    },
    async markReviewed(
      db: Executor,
      id: string,
      values: { status: 'approved' | 'rejected'; rejectionReason: string | null; reviewedBy: string },
    ) {
      await db
        .update(badgeRequests)
        .set({ ...values, reviewedAt: new Date() })
        .where(eq(badgeRequests.id, id))
    },
    /** Pending requests, oldest first (badge_requests_status_submitted_at_idx). */
    listPending(db: Executor, limit: number) {
      return db
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
    async countPending(db: Executor) {
      const [row] = await db.select({ value: count() }).from(badgeRequests).where(eq(badgeRequests.status, 'pending'))
      return row?.value ?? 0
    },
  }
}

export type BadgesRepository = ReturnType<typeof createBadgesRepository>
