import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql } from 'drizzle-orm'
import { DELETED_SELLER } from '../../../contract/shop.ts'
import type { Executor } from '../../db/client.ts'
import {
  type NewOrder,
  type NewOrderItem,
  type NewProduct,
  type Order,
  type OrderItem,
  orderItems,
  orders,
  type Product,
  products,
  shopPaymentEvents,
  type User,
  users,
} from '../../db/schema/index.ts'

/** The shop's columns of a user row (currency, switch, connected account); the shop owns them. */
export type SellerRow = Pick<
  User,
  | 'id'
  | 'username'
  | 'email'
  | 'pageName'
  | 'photo'
  | 'badgeVerified'
  | 'introduction'
  | 'specialization'
  | 'layoutStyle'
  | 'language'
  | 'approved'
  | 'paymentStatus'
  | 'role'
  | 'planType'
  | 'currency'
  | 'shopEnabled'
  | 'stripeAccountId'
  | 'stripeChargesEnabled'
>
export type SellerPatch = Partial<Pick<User, 'currency' | 'shopEnabled' | 'stripeAccountId' | 'stripeChargesEnabled'>>

const sellerColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  pageName: users.pageName,
  photo: users.photo,
  badgeVerified: users.badgeVerified,
  introduction: users.introduction,
  specialization: users.specialization,
  layoutStyle: users.layoutStyle,
  language: users.language,
  approved: users.approved,
  paymentStatus: users.paymentStatus,
  role: users.role,
  planType: users.planType,
  currency: users.currency,
  shopEnabled: users.shopEnabled,
  stripeAccountId: users.stripeAccountId,
  stripeChargesEnabled: users.stripeChargesEnabled,
}

export interface ProductFilter {
  userId: string
  search?: string
  category?: Product['category']
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`)

function productWhere(f: ProductFilter) {
  const search = f.search ? `%${escapeLike(f.search)}%` : undefined
  return and(
    eq(products.userId, f.userId),
    f.category ? eq(products.category, f.category) : undefined,
    search ? or(ilike(products.name, search), ilike(products.description, search)) : undefined,
  )
}

/** The only place that knows the shop tables. Every function takes the executor (db or tx) first. */
export function createShopRepository() {
  return {
    /** Every product photo of an account (originals and renditions), for account deletion. */
    async productFileKeys(db: Executor, userId: string): Promise<string[]> {
      const rows = await db.select({ images: products.images }).from(products).where(eq(products.userId, userId))
      return rows.flatMap((r) => r.images.flatMap((i) => [i.key, ...i.variants.map((v) => v.key)]))
    },

    /** Every product and every order (with its lines) of a seller, oldest first (data export). */
    async sellerRecords(db: Executor, userId: string) {
      const productRows = await db.select().from(products).where(eq(products.userId, userId)).orderBy(asc(products.createdAt))
      const orderRows = await db.select().from(orders).where(eq(orders.sellerId, userId)).orderBy(asc(orders.createdAt))
      const ids = orderRows.map((o) => o.id)
      const lines = ids.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)) : []
      return { products: productRows, orders: orderRows.map((o) => ({ ...o, items: lines.filter((l) => l.orderId === o.id) })) }
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

    // sellers

    async sellerById(db: Executor, id: string, opts: { lock?: boolean } = {}): Promise<SellerRow | undefined> {
      const query = db.select(sellerColumns).from(users).where(eq(users.id, id)).limit(1)
      const [row] = opts.lock ? await query.for('update') : await query
      return row
    },

    async sellerByUsername(db: Executor, username: string): Promise<SellerRow | undefined> {
      const [row] = await db.select(sellerColumns).from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1)
      return row
    },

    async sellerByAccountId(db: Executor, accountId: string): Promise<SellerRow | undefined> {
      const [row] = await db.select(sellerColumns).from(users).where(eq(users.stripeAccountId, accountId)).limit(1)
      return row
    },

    async updateSeller(db: Executor, id: string, patch: SellerPatch): Promise<SellerRow | undefined> {
      const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning(sellerColumns)
      return row
    },

    // products

    async insertProduct(db: Executor, row: NewProduct): Promise<Product> {
      const [created] = await db.insert(products).values(row).returning()
      return created as Product
    },

    async findOwnedProduct(db: Executor, userId: string, id: string, opts: { lock?: boolean } = {}): Promise<Product | undefined> {
      const query = db
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.userId, userId)))
        .limit(1)
      const [row] = opts.lock ? await query.for('update') : await query
      return row
    },

    async updateProduct(db: Executor, id: string, patch: Partial<NewProduct>): Promise<Product> {
      const [row] = await db.update(products).set(patch).where(eq(products.id, id)).returning()
      return row as Product
    },

    async deleteProduct(db: Executor, id: string): Promise<Product | undefined> {
      const [row] = await db.delete(products).where(eq(products.id, id)).returning()
      return row
    },

    /** The shop's currency changed: every product is priced in it from now on. */
    async setProductsCurrency(db: Executor, userId: string, currency: Product['currency']) {
      await db.update(products).set({ currency }).where(eq(products.userId, userId))
    },

    /** Newest first. */
    listProducts(db: Executor, filter: ProductFilter, page: { limit: number; offset: number }): Promise<Product[]> {
      return db
        .select()
        .from(products)
        .where(productWhere(filter))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(page.limit)
        .offset(page.offset)
    },

    async countProducts(db: Executor, filter: ProductFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products).where(productWhere(filter))
      return row?.n ?? 0
    },

    /**
     * Locks the products of a checkout in id order (every checkout locks in the same order, so two
     * carts with the same products never deadlock) and returns them.
     */
    lockProducts(db: Executor, ids: readonly string[]): Promise<Product[]> {
      if (ids.length === 0) return Promise.resolve([])
      return db
        .select()
        .from(products)
        .where(inArray(products.id, [...ids]))
        .orderBy(asc(products.id))
        .for('update')
    },

    /** Adds `delta` (negative to take) to a product's stock; never below 0. */
    async addStock(db: Executor, id: string, delta: number) {
      await db
        .update(products)
        .set({ stock: sql`greatest(${products.stock} + ${delta}, 0)` })
        .where(eq(products.id, id))
    },

    // orders

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

    /** Paid orders per currency: count, gross and the platform's fees. */
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
  }
}

export type ShopRepository = ReturnType<typeof createShopRepository>
