import { and, asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { creatorNotRestricted, shopNotSuspended } from '../moderation/enforcement.ts'

/**
 * The public creators (as public pages show them: paid, approved, a creator, not restricted by
 * moderation) and whether their shop is open (not suspended).
 */
export function createSitemapRepository() {
  return {
    async publicCreators(db: Executor, limit: number) {
      return db
        .select({
          username: users.username,
          updatedAt: users.updatedAt,
          planType: users.planType,
          shopEnabled: users.shopEnabled,
          shopSuspended: sql<boolean>`not ${shopNotSuspended(users.id)}`,
        })
        .from(users)
        .where(and(eq(users.approved, true), eq(users.paymentStatus, 'paid'), eq(users.role, 'user'), creatorNotRestricted(users.id)))
        .orderBy(asc(users.username))
        .limit(limit)
    },
  }
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>
