import { eq, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'

/** The admin header's counts. */
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
  }
}

export type AdminRepository = ReturnType<typeof createAdminRepository>
