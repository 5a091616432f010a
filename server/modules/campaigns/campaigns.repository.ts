import { and, eq, isNotNull, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { type Campaign, campaigns, type NewCampaign, users } from '../../db/schema/index.ts'
import { notRestricted } from '../moderation/enforcement.ts'

/** What the rules need to know about a campaign's creator (read only; the users module owns the table). */
const ownerColumns = {
  id: users.id,
  username: users.username,
  planType: users.planType,
  approved: users.approved,
  paymentStatus: users.paymentStatus,
  role: users.role,
}

/** The campaigns table. */
export function createCampaignsRepository() {
  return {
    async ownerById(db: Executor, id: string) {
      const [row] = await db.select(ownerColumns).from(users).where(eq(users.id, id)).limit(1)
      return row
    },

    /**
     * The popup's data in one round trip: the creator (what decides whether the page is public)
     * with their newest campaign, or undefined for an unknown username.
     */
    async ownerWithNewest(db: Executor, username: string) {
      // A campaign restricted by a moderation decision is not shown (decision 0081).
      const newestId = sql`(select c.id from ${campaigns} c where c.user_id = ${users.id} and ${notRestricted('campaign', sql`c.id`)} order by c.created_at desc limit 1)`
      const [row] = await db
        .select({ owner: ownerColumns, newest: campaigns })
        .from(users)
        .leftJoin(campaigns, eq(campaigns.id, newestId))
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1)
      return row
    },

    async existsOnDay(db: Executor, userId: string, day: string): Promise<boolean> {
      const [row] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.userId, userId), eq(campaigns.campaignDate, day)))
        .limit(1)
      return row !== undefined
    },

    /** Inserts unless the creator already has one that day (unique key): undefined then, even under races. */
    async insertForDay(db: Executor, row: NewCampaign): Promise<Campaign | undefined> {
      const [created] = await db.insert(campaigns).values(row).onConflictDoNothing().returning()
      return created
    },

    /** The creator's newest campaign created after `since`. */
    async findById(db: Executor, id: string): Promise<Campaign | undefined> {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1)
      return row
    },

    /** Deletes campaigns created before `before`; returns the image keys of the deleted rows. */
    async deleteCreatedBefore(db: Executor, before: Date): Promise<string[]> {
      const rows = await db.delete(campaigns).where(lt(campaigns.createdAt, before)).returning({ imageUrl: campaigns.imageUrl })
      return rows.flatMap((r) => (r.imageUrl ? [r.imageUrl] : []))
    },

    /** Every campaign of a creator (data export). */
    listOf(db: Executor, userId: string): Promise<Campaign[]> {
      return db.select().from(campaigns).where(eq(campaigns.userId, userId)).orderBy(campaigns.createdAt)
    },

    /** Image keys of a creator's campaigns (account deletion). */
    async fileKeys(db: Executor, userId: string): Promise<string[]> {
      const rows = await db
        .select({ imageUrl: campaigns.imageUrl })
        .from(campaigns)
        .where(and(eq(campaigns.userId, userId), isNotNull(campaigns.imageUrl)))
      return rows.map((r) => r.imageUrl as string)
    },
  }
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>
