import { and, count, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { auditLog, platformSettings, users } from '../../db/schema/index.ts'

/** What the first start and the setup checklist read about the instance. */
export function createSetupRepository() {
  return {
    async adminExists(db: Executor): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'))
      return (row?.n ?? 0) > 0
    },

    /** Whether a first admin was ever made by the setup link or ADMIN_EMAIL (never again after). */
    async firstAdminMade(db: Executor): Promise<boolean> {
      const [row] = await db.select({ at: platformSettings.bootstrapAdminCreatedAt }).from(platformSettings).limit(1)
      return row?.at != null
    },

    /** Holds the settings row until the transaction ends: two setup requests run one after the other. */
    async lock(db: Executor) {
      await db.insert(platformSettings).values({ id: true }).onConflictDoNothing()
      await db.select({ id: platformSettings.id }).from(platformSettings).for('update')
    },

    /** The setup link's per-database secret and when it was drawn (none before the first start offers one). */
    async setupLink(db: Executor): Promise<{ secret: string; issuedAt: Date } | null> {
      const [row] = await db
        .select({ secret: platformSettings.setupLinkSecret, issuedAt: platformSettings.setupLinkIssuedAt })
        .from(platformSettings)
        .limit(1)
      return row?.secret && row.issuedAt ? { secret: row.secret, issuedAt: row.issuedAt } : null
    },

    async saveSetupLink(db: Executor, link: { secret: string; issuedAt: Date }) {
      await db
        .update(platformSettings)
        .set({ setupLinkSecret: link.secret, setupLinkIssuedAt: link.issuedAt })
        .where(eq(platformSettings.id, true))
    },

    async markFirstAdminMade(db: Executor, at: Date) {
      await db
        .update(platformSettings)
        .set({ bootstrapAdminCreatedAt: at, setupLinkSecret: null, setupLinkIssuedAt: null })
        .where(eq(platformSettings.id, true))
    },

    /** Whether the audit trail holds one of these actions (a step an admin confirmed). */
    async recorded(db: Executor, actions: string[]): Promise<boolean> {
      const [row] = await db.select({ id: auditLog.id }).from(auditLog).where(inArray(auditLog.action, actions)).limit(1)
      return row !== undefined
    },

    async approvedCreatorExists(db: Executor): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'user'), eq(users.approved, true)))
      return (row?.n ?? 0) > 0
    },
  }
}

export type SetupRepository = ReturnType<typeof createSetupRepository>
