import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm'
import { DELETED_SELLER } from '../../../contract/shop.ts'
import type { Executor } from '../../db/client.ts'
import {
  type NewOrder,
  type NewOrderItem,
  type Order,
  type OrderItem,
  orderItems,
  orders,
  shopPaymentEvents,
} from '../../db/schema/index.ts'

/** Orders, their lines and the payment provider's events; part of the shop repository. */
export function createOrderQueries() {
  return {
    async insertOrder(db: Executor, row: NewOrder, items: Omit<NewOrderItem, 'orderId'>[]): Promise<Order> {
      const [order] = await db.insert(orders).values(row).returning()
      const created = order as Order
      await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: created.id })))
      return created
    },

    async lockOrderBySession(db: Executor, sessionId: string): Promise<Order | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.providerSessionId, sessionId)).limit(1).for('update')
      return row
    },

    async lockOrder(db: Executor, id: string): Promise<Order | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1).for('update')
      return row
    },

    async findOrder(db: Executor, id: string): Promise<Order | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1)
      return row
    },

    async findOrderBySession(db: Executor, sessionId: string): Promise<Order | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.providerSessionId, sessionId)).limit(1)
      return row
    },

    async updateOrder(db: Executor, id: string, patch: Partial<NewOrder>): Promise<Order> {
      const [row] = await db.update(orders).set(patch).where(eq(orders.id, id)).returning()
      return row as Order
    },

    /** Replaces a pending order's placeholder session id with the provider's. */
    async setOrderSession(db: Executor, id: string, sessionId: string) {
      await db.update(orders).set({ providerSessionId: sessionId }).where(eq(orders.id, id))
    },

    itemsOf(db: Executor, orderIds: readonly string[]): Promise<OrderItem[]> {
      if (orderIds.length === 0) return Promise.resolve([])
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...orderIds]))
        .orderBy(asc(orderItems.productName), asc(orderItems.id))
    },

    /** The seller's orders, newest first (all states: pending ones show as such). */
    listOrders(db: Executor, sellerId: string, page: { limit: number; offset: number }): Promise<Order[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.sellerId, sellerId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.limit)
        .offset(page.offset)
    },

    async countOrders(db: Executor, sellerId: string, status?: Order['status']): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.sellerId, sellerId), status ? eq(orders.status, status) : undefined))
      return row?.n ?? 0
    },

    /** Paid orders and their revenue per UTC day of payment and currency, `from` inclusive, `to` exclusive. */
    salesPerDay(db: Executor, sellerId: string, from: Date, to: Date) {
      const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`
      return db
        .select({
          day,
          currency: orders.currency,
          orders: sql<number>`count(*)::int`,
          revenueCents: sql<number>`sum(${orders.totalCents})`.mapWith(Number),
        })
        .from(orders)
        .where(and(eq(orders.sellerId, sellerId), eq(orders.status, 'paid'), gte(orders.paidAt, from), lt(orders.paidAt, to)))
        .groupBy(day, orders.currency)
        .orderBy(day, orders.currency)
    },

    /** Paid orders per currency: count, gross and the platform's fees. */
    paidTotals(db: Executor, sellerId: string) {
      return db
        .select({
          currency: orders.currency,
          orders: count(),
          gross: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
          fees: sql<number>`coalesce(sum(${orders.platformFeeCents}), 0)::int`,
        })
        .from(orders)
        .where(and(eq(orders.sellerId, sellerId), eq(orders.status, 'paid')))
        .groupBy(orders.currency)
        .orderBy(orders.currency)
    },

    /**
     * Serialises checkouts opened by one client (hashed), and for one email when given, until the
     * transaction ends. Always the client first, so two such locks never wait on each other in turn.
     */
    async lockBuyer(tx: Executor, who: { client: string; email: string | null }) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`shop-client:${who.client}`}))`)
      if (who.email) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`shop-email:${who.email.toLowerCase()}`}))`)
    },
    /**
     * The open checkouts (pending, hold not run out) of one buyer, in one statement: how many were
     * opened from this client (hashed) and for this email, and the units of these products they hold.
     */
    async openHoldsOf(db: Executor, who: { client: string; email: string | null }, productIds: string[], now: Date) {
      const email = who.email ?? ''
      const ids = productIds.length
        ? sql.join(
            productIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )
        : sql`null`
      const result = await db.execute<{ by_client: number; by_email: number; held: Record<string, number> }>(sql`
        with open as (
          select o.id, o.client = ${who.client} as by_client, lower(o.customer_email) = lower(${email}) as by_email
          from ${orders} o
          where o.status = 'pending' and o.expires_at > ${now}
            and (o.client = ${who.client} or lower(o.customer_email) = lower(${email}))
        )
        select
          (select count(*) from open where by_client)::int as by_client,
          (select count(*) from open where by_email)::int as by_email,
          (select coalesce(json_object_agg(s.product_id, s.held), '{}') from (
            select i.product_id, sum(i.quantity)::int as held from ${orderItems} i join open on open.id = i.order_id
            where i.product_id in (${ids}) group by i.product_id
          ) s) as held`)
      const row = result.rows[0]
      return {
        byClient: row?.by_client ?? 0,
        byEmail: who.email ? (row?.by_email ?? 0) : 0,
        held: new Map(Object.entries(row?.held ?? {})),
      }
    },

    /** Units of these products held by pending checkouts (not yet sold, not back in stock). */
    async heldUnits(db: Executor, productIds: string[]): Promise<Map<string, number>> {
      if (productIds.length === 0) return new Map()
      const rows = await db
        .select({ productId: orderItems.productId, held: sql<number>`sum(${orderItems.quantity})`.mapWith(Number) })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.status, 'pending'), inArray(orderItems.productId, productIds)))
        .groupBy(orderItems.productId)
      return new Map(rows.map((r) => [r.productId as string, r.held]))
    },

    /** Pending orders whose hold ran out (oldest first), for the sweeper. */
    async expiredPending(db: Executor, now: Date, limit: number): Promise<Pick<Order, 'id' | 'providerSessionId' | 'provider'>[]> {
      return db
        .select({ id: orders.id, providerSessionId: orders.providerSessionId, provider: orders.provider })
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lte(orders.expiresAt, now)))
        .orderBy(asc(orders.expiresAt))
        .limit(limit)
    },

    // provider events

    /** True the first time an event id is seen (claimed inside the caller's transaction). */
    async claimEvent(db: Executor, eventId: string, eventType: string): Promise<boolean> {
      const rows = await db
        .insert(shopPaymentEvents)
        .values({ eventId, eventType })
        .onConflictDoNothing()
        .returning({ eventId: shopPaymentEvents.eventId })
      return rows.length > 0
    },
    /**
     * A deleted seller's orders stay as accounting records (amounts, lines, payment ids) without
     * anything that points at a person: the seller link and name, the buyer's email (decision 0026).
     */
    async anonymiseSellerOrders(db: Executor, userId: string) {
      await db
        .update(orders)
        .set({ sellerId: null, sellerUsername: DELETED_SELLER, customerEmail: null })
        .where(eq(orders.sellerId, userId))
    },
  }
}
