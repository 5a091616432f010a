import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { DEFAULT_MAX_EXPIRY_DAYS, platformSettings } from '../../db/schema/index.ts'

/** The only code that reads or writes the upload rules on the platform settings row. */
export function createUploadRulesRepository() {
  return {
    async read(db: Executor) {
      const [row] = await db
        .select({ maxExpiryDays: platformSettings.maxExpiryDays, requireDisclosure: platformSettings.requireDisclosure })
        .from(platformSettings)
        .limit(1)
      return { maxExpiryDays: row?.maxExpiryDays ?? DEFAULT_MAX_EXPIRY_DAYS, requireDisclosure: row?.requireDisclosure ?? false }
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
    /** Sets the rule on the single settings row (created if missing); returns the previous value. */
    async setRequireDisclosure(db: Executor, required: boolean, updatedBy: string) {
      const [previous] = await db.select({ required: platformSettings.requireDisclosure }).from(platformSettings).for('update')
      await db
        .insert(platformSettings)
        .values({ id: true, requireDisclosure: required, updatedBy })
        .onConflictDoUpdate({ target: platformSettings.id, set: { requireDisclosure: required, updatedBy, updatedAt: sql`now()` } })
      return previous?.required ?? false
    },
  }
}

export type UploadRulesRepository = ReturnType<typeof createUploadRulesRepository>
