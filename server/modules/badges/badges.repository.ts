import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { type BadgeRequest, badgeRequests } from '../../db/schema/index.ts'

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
  }
}

export type BadgesRepository = ReturnType<typeof createBadgesRepository>
