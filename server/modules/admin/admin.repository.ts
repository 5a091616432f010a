import { eq, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { DEFAULT_MAX_EXPIRY_DAYS, platformSettings, users } from '../../db/schema/index.ts'

/** Platform settings and the admin header's counts. */
export function createAdminRepository() {
  return {
    /** Creators (role user; admins are not counted) by account status, as `accountStatus` decides it. */
    async countCreators(db: Executor) {
      const open = sql`${users.blockedAt} is null`
      const paid = sql`${users.paymentStatus} = 'paid'`
      const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number)
      const [row] = await db
        .select({
          active: counted(sql`${open} and ${paid} and ${users.approved}`),
          awaitingApproval: counted(sql`${open} and ${paid} and not ${users.approved}`),
          awaitingPayment: counted(sql`${open} and not (${paid})`),
          blocked: counted(sql`not (${open})`),
        })
        .from(users)
        .where(eq(users.role, 'user'))
      return row ?? { active: 0, awaitingApproval: 0, awaitingPayment: 0, blocked: 0 }
    },
    async requireDisclosure(db: Executor) {
      const [row] = await db.select({ required: platformSettings.requireDisclosure }).from(platformSettings).limit(1)
      return row?.required ?? false
    },
    /** Sets the rule on the single settings row (created if missing); returns the previous value. */
    async setRequireDisclosure(db: Executor, required: boolean, updatedBy: string) {
      const [previous] = await db.select({ required: platformSettings.requireDisclosure }).from(platformSettings).for('update')
      await db
        .insert(platformSettings)
        .values({ id: true, requireDisclosure: required, updatedBy })
        .onConflictDoUpdate({ target: platformSettings.id, set: { requireDisclosure: required, updatedBy, updatedAt: sql`now()` } })
      return previous?.required ?? false
    },
    async maxExpiryDays(db: Executor) {
      const [row] = await db.select({ days: platformSettings.maxExpiryDays }).from(platformSettings).limit(1)
      return row?.days ?? DEFAULT_MAX_EXPIRY_DAYS
    },
    /**
     * Sets max expiry days on the single settings row (created if a database lacks it) and returns
     * the previous value, read under the row lock.
     */
    async setMaxExpiryDays(db: Executor, days: number, updatedBy: string) {
      const [previous] = await db.select({ days: platformSettings.maxExpiryDays }).from(platformSettings).for('update')
      await db
        .insert(platformSettings)
        .values({ id: true, maxExpiryDays: days, updatedBy })
        .onConflictDoUpdate({ target: platformSettings.id, set: { maxExpiryDays: days, updatedBy, updatedAt: sql`now()` } })
      return previous?.days ?? DEFAULT_MAX_EXPIRY_DAYS
    },
  }
}

export type AdminRepository = ReturnType<typeof createAdminRepository>
