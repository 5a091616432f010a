import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { type NewProduct, orderItems, orders, type Product, products, type User, users } from '../../db/schema/index.ts'
import { notRestricted } from '../moderation/enforcement.ts'
import { createOrderQueries } from './order.repository.ts'

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
  | 'shopMaxPerLine'
  | 'shopMaxPerCheckout'
>
export type SellerPatch = Partial<
  Pick<User, 'currency' | 'shopEnabled' | 'stripeAccountId' | 'stripeChargesEnabled' | 'shopMaxPerLine' | 'shopMaxPerCheckout'>
>

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
  shopMaxPerLine: users.shopMaxPerLine,
  shopMaxPerCheckout: users.shopMaxPerCheckout,
}

export interface ProductFilter {
  userId: string
  search?: string
  category?: Product['category']
  /** Only these products (a cart's lines). */
  ids?: readonly string[]
  /** What the public sees: not products restricted by a moderation decision (decision 0081). */
  publicOnly?: boolean
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`)

function productWhere(f: ProductFilter) {
  const search = f.search ? `%${escapeLike(f.search)}%` : undefined
  return and(
    eq(products.userId, f.userId),
    f.category ? eq(products.category, f.category) : undefined,
    f.ids ? inArray(products.id, [...f.ids]) : undefined,
    search ? or(ilike(products.name, search), ilike(products.description, search)) : undefined,
    f.publicOnly ? notRestricted('product', products.id) : undefined,
  )
}

/** The only place that knows the shop tables. Every function takes the executor (db or tx) first. */
/** Sellers, products and (through order.repository.ts) orders: the only code of the shop that knows its tables. */
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

    ...createOrderQueries(),
  }
}

export type ShopRepository = ReturnType<typeof createShopRepository>
