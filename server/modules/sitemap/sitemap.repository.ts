import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'

/** The public creators (as public pages show them: paid, approved, a creator) and whether their shop is open. */
export function createSitemapRepository() {
  return {
    async publicCreators(db: Executor, limit: number) {
      return db
        .select({ username: users.username, updatedAt: users.updatedAt, planType: users.planType, shopEnabled: users.shopEnabled })
        .from(users)
        .where(and(eq(users.approved, true), eq(users.paymentStatus, 'paid'), eq(users.role, 'user')))
        .orderBy(asc(users.username))
        .limit(limit)
    },
  }
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>
