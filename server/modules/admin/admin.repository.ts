import { count, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { DEFAULT_MAX_EXPIRY_DAYS, platformSettings, users } from '../../db/schema/index.ts'

/** Platform settings and the admin header's counts. */
export function createAdminRepository(db: Executor) {
  return {
    async countCreators(tx: Executor = db) {
      const [row] = await tx.select({ value: count() }).from(users).where(eq(users.role, 'user'))
      return row?.value ?? 0
    },
    async maxExpiryDays(tx: Executor = db) {
      const [row] = await tx.select({ days: platformSettings.maxExpiryDays }).from(platformSettings).limit(1)
      return row?.days ?? DEFAULT_MAX_EXPIRY_DAYS
    },
    /**
     * Sets max expiry days on the single settings row (created if a database lacks it) and returns
     * the previous value, read under the row lock.
     */
    async setMaxExpiryDays(days: number, updatedBy: string, tx: Executor) {
      const [previous] = await tx.select({ days: platformSettings.maxExpiryDays }).from(platformSettings).for('update')
      await tx
        .insert(platformSettings)
        .values({ id: true, maxExpiryDays: days, updatedBy })
        .onConflictDoUpdate({ target: platformSettings.id, set: { maxExpiryDays: days, updatedBy, updatedAt: sql`now()` } })
      return previous?.days ?? DEFAULT_MAX_EXPIRY_DAYS
    },
  }
}

export type AdminRepository = ReturnType<typeof createAdminRepository>
