import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { PAYMENT_PROVIDERS } from '../../../contract/billing.ts'
import { SHOP_CURRENCIES } from '../../../contract/currencies.ts'
import { IMAGE_CATEGORIES } from '../../../contract/images.ts'
import { LANGUAGES } from '../../../contract/language.ts'
import { MAX_EMAIL_LENGTH, MAX_URL_LENGTH } from '../../../contract/limits.ts'
import {
  ORDER_STATUSES,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_DISCOUNT_MAX,
  PRODUCT_MAX_IMAGES,
  PRODUCT_NAME_MAX,
} from '../../../contract/shop.ts'
import { createdAt, lengthBetween, maxLength, oneOf, type StoredImage, updatedAt } from './common.ts'
import { users } from './users.ts'

export { ORDER_STATUSES, PRODUCT_DESCRIPTION_MAX, PRODUCT_DISCOUNT_MAX, PRODUCT_MAX_IMAGES, PRODUCT_NAME_MAX }

/** Products with a photo stored before AVIF renditions existed (see images' WITHOUT_AVIF). */
export const PRODUCT_WITHOUT_AVIF = sql`jsonb_path_exists(images, '$[*] ? (exists (@.variants[*] ? (@.format == "webp")) && !(exists (@.variants[*] ? (@.format == "avif"))))')`

/** A product in a creator's shop. Prices are in the product's currency (the seller's at creation). */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency', { enum: SHOP_CURRENCIES }).notNull().default('eur'),
    description: text('description').notNull().default(''),
    discount: text('discount'),
    category: text('category', { enum: IMAGE_CATEGORIES }).notNull().default('other'),
    stock: integer('stock').notNull().default(0),
    bannerUrl: text('banner_url'),
    /** Up to 4 uploaded images with their renditions; the first is the main image. */
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_user_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('products_without_avif_idx').on(t.id).where(PRODUCT_WITHOUT_AVIF),
    check('products_name_length', lengthBetween(t.name, 1, PRODUCT_NAME_MAX)),
    check('products_price_check', sql`${t.priceCents} >= 0`),
    check('products_currency_check', oneOf(t.currency, SHOP_CURRENCIES)),
    check('products_description_length', maxLength(t.description, PRODUCT_DESCRIPTION_MAX)),
    check('products_discount_length', maxLength(t.discount, PRODUCT_DISCOUNT_MAX)),
    check('products_category_check', oneOf(t.category, IMAGE_CATEGORIES)),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_banner_url_length', maxLength(t.bannerUrl, MAX_URL_LENGTH)),
    check(
      'products_images_max',
      sql`jsonb_typeof(${t.images}) = 'array' and jsonb_array_length(${t.images}) <= ${sql.raw(String(PRODUCT_MAX_IMAGES))}`,
    ),
  ],
)

export type { OrderStatus } from '../../../contract/shop.ts'

/**
 * One shop checkout (one provider session, many items). Orders are the seller's and the buyer's
 * purchase history and accounting records, so deleting the seller must neither fail (RESTRICT would
 * block an admin deleting a creator) nor erase them: seller_id is set null and seller_username
 * keeps who sold.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    sellerUsername: text('seller_username').notNull(),
    /** Filled from the provider when the checkout completes. */
    customerEmail: text('customer_email'),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency', { enum: SHOP_CURRENCIES }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSessionId: text('provider_session_id').notNull().unique(),
    providerPaymentId: text('provider_payment_id'),
    /** Receipt link shown in the seller's order history. */
    receiptUrl: text('receipt_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A pending order's stock is held until then; the sweeper releases it afterwards. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The platform's application fee on this order, in minor units. */
    platformFeeCents: integer('platform_fee_cents').notNull().default(0),
    /** Language of the checkout, for the buyer's receipt email. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** sha256 hex of the address that opened the checkout: open holds are capped per client. */
    client: text('client'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_seller_created_at_idx').on(t.sellerId, t.createdAt.desc().nullsFirst()),
    index('orders_pending_client_idx').on(t.client).where(sql`${t.status} = 'pending'`),
    index('orders_pending_email_idx').on(sql`lower(${t.customerEmail})`).where(sql`${t.status} = 'pending'`),
    index('orders_status_created_at_idx').on(t.status, t.createdAt),
    index('orders_pending_expires_at_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    check('orders_platform_fee_check', sql`${t.platformFeeCents} >= 0`),
    check('orders_language_check', oneOf(t.language, LANGUAGES)),
    check('orders_total_check', sql`${t.totalCents} >= 0`),
    check('orders_currency_check', oneOf(t.currency, SHOP_CURRENCIES)),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('orders_customer_email_length', maxLength(t.customerEmail, MAX_EMAIL_LENGTH)),
    check('orders_receipt_url_length', maxLength(t.receiptUrl, MAX_URL_LENGTH)),
  ],
)

/**
 * A line of an order with a snapshot of the product at purchase time; product_id is set null when
 * the product is deleted so history stays readable.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency', { enum: SHOP_CURRENCIES }).notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId).where(sql`${t.productId} is not null`),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_unit_price_check', sql`${t.unitPriceCents} >= 0`),
    check('order_items_total_check', sql`${t.totalCents} >= 0`),
    check('order_items_currency_check', oneOf(t.currency, SHOP_CURRENCIES)),
  ],
)

/**
 * Payment-provider events the shop has acted on (Connect and shop checkout events, local test
 * checkout outcomes): claimed in the same transaction as their effect, so a replay is a no-op.
 */
export const shopPaymentEvents = pgTable('shop_payment_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
})

export type Product = typeof products.$inferSelect
export type NewProduct = typeof products.$inferInsert
export type Order = typeof orders.$inferSelect
export type NewOrder = typeof orders.$inferInsert
export type OrderItem = typeof orderItems.$inferSelect
export type NewOrderItem = typeof orderItems.$inferInsert
