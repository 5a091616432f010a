import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  type FailedRenewal,
  failedRenewals,
  type NewFailedRenewal,
  type NewPromoCode,
  type NewSubscription,
  type PromoCode,
  processedWebhookEvents,
  promoCodes,
  type Subscription,
  subscriptions,
} from '../../db/schema/index.ts'

/** The only place that knows the billing tables. Every function takes the executor (db or tx). */
export function createBillingRepository() {
  return {
    // promo codes

    async findPromoByCode(db: Executor, code: string): Promise<PromoCode | undefined> {
      const [row] = await db.select().from(promoCodes).where(sql`lower(${promoCodes.code}) = lower(${code})`).limit(1)
      return row
    },

    async findPromoById(db: Executor, id: string): Promise<PromoCode | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1)
      return row
    },

    listPromos(db: Executor): Promise<PromoCode[]> {
      return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), promoCodes.code)
    },

    async insertPromo(db: Executor, row: NewPromoCode): Promise<PromoCode> {
      const [created] = await db.insert(promoCodes).values(row).returning()
      return created as PromoCode
    },

    async updatePromo(db: Executor, id: string, patch: Partial<NewPromoCode>): Promise<PromoCode | undefined> {
      const [updated] = await db.update(promoCodes).set(patch).where(eq(promoCodes.id, id)).returning()
      return updated
    },

    async setPromoCoupon(db: Executor, id: string, providerCouponId: string) {
      await db.update(promoCodes).set({ providerCouponId }).where(eq(promoCodes.id, id))
    },

    async countPromoUse(db: Executor, code: string) {
      await db
        .update(promoCodes)
        .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
        .where(sql`lower(${promoCodes.code}) = lower(${code})`)
    },

    // subscriptions

    async insertSubscription(db: Executor, row: NewSubscription): Promise<Subscription> {
      const [created] = await db.insert(subscriptions).values(row).returning()
      return created as Subscription
    },

    /** Earlier unpaid checkouts of this account give way to the new one (they stay payable). */
    async expireUnpaidCheckouts(db: Executor, userId: string, keepId: string) {
      await db
        .update(subscriptions)
        .set({ status: 'expired' })
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.status, 'pending'),
            isNull(subscriptions.paymentMethod),
            ne(subscriptions.id, keepId),
          ),
        )
    },

    async findByCheckoutSession(db: Executor, sessionId: string): Promise<Subscription | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerCheckoutSessionId, sessionId)).limit(1)
      return row
    },

    /**
     * The row an event is about, locked for the rest of the transaction so concurrent deliveries
     * for one subscription apply one after the other: by provider subscription id, else by our
     * reference (row id in the provider's metadata), else by checkout session.
     */
    async lockForEvent(db: Executor, keys: { subscriptionId?: string; reference?: string; sessionId?: string }) {
      const lookups = [
        keys.subscriptionId && eq(subscriptions.providerSubscriptionId, keys.subscriptionId),
        keys.reference && isUuid(keys.reference) && eq(subscriptions.id, keys.reference),
        keys.sessionId && eq(subscriptions.providerCheckoutSessionId, keys.sessionId),
      ]
      for (const where of lookups) {
        if (!where) continue
        const [row] = await db.select().from(subscriptions).where(where).limit(1).for('update')
        if (row) return row
      }
      return undefined
    },

    /** A stale event may change nothing: then no statement is sent at all. */
    async updateSubscription(db: Executor, id: string, patch: Partial<NewSubscription>) {
      if (!Object.values(patch).some((v) => v !== undefined)) return
      await db.update(subscriptions).set(patch).where(eq(subscriptions.id, id))
    },

    // webhooks and renewals

    /** Claims an event id; false when it was handled before (the caller then does nothing). */
    async claimEvent(db: Executor, provider: string, eventId: string, eventType: string) {
      const rows = await db
        .insert(processedWebhookEvents)
        .values({ provider, eventId, eventType })
        .onConflictDoNothing()
        .returning({ eventId: processedWebhookEvents.eventId })
      return rows.length > 0
    },

    async insertFailedRenewal(db: Executor, row: NewFailedRenewal) {
      await db.insert(failedRenewals).values(row).onConflictDoNothing({ target: failedRenewals.providerInvoiceId })
    },

    // admin lists (newest first)

    /** Subscriptions of existing accounts: a deleted account's rows stay for the books (user_id null), unlisted. */
    latestSubscriptions(db: Executor, limit: number): Promise<Subscription[]> {
      return db
        .select()
        .from(subscriptions)
        .where(isNotNull(subscriptions.userId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(limit)
    },

    latestFailedRenewals(db: Executor, limit: number): Promise<FailedRenewal[]> {
      return db.select().from(failedRenewals).orderBy(desc(failedRenewals.createdAt), desc(failedRenewals.id)).limit(limit)
    },
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const isUuid = (value: string) => UUID.test(value)

export type BillingRepository = ReturnType<typeof createBillingRepository>
