import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  type FailedRenewal,
  failedRenewals,
  type Invoice,
  invoiceCounters,
  invoices,
  type NewFailedRenewal,
  type NewInvoice,
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

    // subscriptions

    async insertSubscription(db: Executor, row: NewSubscription): Promise<Subscription> {
      const [created] = await db.insert(subscriptions).values(row).returning()
      return created as Subscription
    },

    /** Earlier unpaid checkouts of this account give way to the new one (they stay payable). */
    async expireUnpaidCheckouts(db: Executor, userId: string, keepId: string) {
      return db
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
        .returning({ promoCode: subscriptions.promoCode })
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

    // lifecycle

    /** The creator's subscription: the newest one that was ever paid. */
    async latestPaidOf(db: Executor, userId: string, opts: { lock?: boolean } = {}): Promise<Subscription | undefined> {
      const query = db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.paymentMethod)))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(1)
      const [row] = opts.lock ? await query.for('update') : await query
      return row
    },

    /** An account's subscriptions that have not ended (paid or an open checkout), locked. */
    liveSubscriptionsOf(db: Executor, userId: string): Promise<Subscription[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            isNull(subscriptions.endedAt),
            inArray(subscriptions.status, ['pending', 'active', 'past_due']),
          ),
        )
        .for('update')
    },

    async lockById(db: Executor, id: string): Promise<Subscription | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1).for('update')
      return row
    },

    /** Local subscriptions whose period ended (renew, or end if cancelled) or whose retry is due. */
    async dueLocalRenewals(db: Executor, at: Date): Promise<string[]> {
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'local'),
            isNotNull(subscriptions.paymentMethod),
            isNull(subscriptions.endedAt),
            or(
              and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, at)),
              and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextAttemptAt, at)),
            ),
          ),
        )
        .limit(500)
      return rows.map((r) => r.id)
    },

    /** Yearly subscriptions that renew between now and `until` (reminder emails). */
    upcomingYearlyRenewals(db: Executor, at: Date, until: Date): Promise<Subscription[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'active'),
            eq(subscriptions.billingCycle, 'yearly'),
            eq(subscriptions.cancelAtPeriodEnd, false),
            gt(subscriptions.currentPeriodEnd, at),
            lte(subscriptions.currentPeriodEnd, until),
          ),
        )
        .limit(500)
    },

    /** Unpaid checkouts older than `before`: they expire and give back a reserved promo use. */
    async expireStaleCheckouts(db: Executor, before: Date) {
      return db
        .update(subscriptions)
        .set({ status: 'expired' })
        .where(and(eq(subscriptions.status, 'pending'), isNull(subscriptions.paymentMethod), lte(subscriptions.createdAt, before)))
        .returning({ promoCode: subscriptions.promoCode })
    },

    /** Reserves one use of a code while a checkout is open; false when none is left. */
    async reservePromoUse(db: Executor, id: string) {
      const rows = await db
        .update(promoCodes)
        .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
        .where(and(eq(promoCodes.id, id), or(isNull(promoCodes.maxUses), sql`${promoCodes.timesUsed} < ${promoCodes.maxUses}`)))
        .returning({ id: promoCodes.id })
      return rows.length > 0
    },

    async releasePromoUse(db: Executor, code: string) {
      await db
        .update(promoCodes)
        .set({ timesUsed: sql`greatest(${promoCodes.timesUsed} - 1, 0)` })
        .where(sql`lower(${promoCodes.code}) = lower(${code})`)
    },

    // invoices

    /** Next number of a series, in the caller's transaction: a rollback gives it back, so no gaps. */
    async nextInvoiceNumber(db: Executor, series: string): Promise<number> {
      const [row] = await db
        .insert(invoiceCounters)
        .values({ series, last: 1 })
        .onConflictDoUpdate({ target: invoiceCounters.series, set: { last: sql`${invoiceCounters.last} + 1` } })
        .returning({ last: invoiceCounters.last })
      return row!.last
    },

    async findInvoiceByProviderId(db: Executor, providerInvoiceId: string): Promise<Invoice | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.providerInvoiceId, providerInvoiceId)).limit(1)
      return row
    },

    async findInvoiceByFile(db: Executor, storageKey: string): Promise<Invoice | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.storageKey, storageKey)).limit(1)
      return row
    },

    async insertInvoice(db: Executor, row: NewInvoice): Promise<Invoice> {
      const [created] = await db.insert(invoices).values(row).returning()
      return created as Invoice
    },

    /** Every subscription of the account, oldest first (data export). */
    subscriptionsOf(db: Executor, userId: string): Promise<Subscription[]> {
      return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.createdAt)
    },

    invoicesOf(db: Executor, userId: string): Promise<Invoice[]> {
      return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issuedAt), desc(invoices.number))
    },

    invoicesOfSubscriptions(db: Executor, ids: string[]): Promise<Invoice[]> {
      if (!ids.length) return Promise.resolve([])
      return db.select().from(invoices).where(inArray(invoices.subscriptionId, ids)).orderBy(desc(invoices.issuedAt))
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
