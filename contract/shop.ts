import { z } from 'zod'
import { SHOP_CURRENCIES, type ShopCurrency } from './currencies.ts'
import { IMAGE_CATEGORIES, ImageVariantJson } from './images.ts'
import { CURRENCY_SIGNS } from './intl.ts'
import { safeHttpUrl } from './links.ts'
import { PAGE_MAX, SEARCH_MAX } from './public.ts'
import { isSingleLine, NOT_SINGLE_LINE_KEY, storableText } from './text.ts'
import { TRADER_STATUSES, TraderPublic } from './traders.ts'

/**
 * The creator shop (issue #14). Money is always integer minor units (cents, fils, pence) of the
 * shop's currency; the form converts with `parsePriceInput` / `formatMinor`.
 *
 * The calls are `shopApi` (contract/shop-api.ts).
 *
 * Local test checkout: the session id starts with LOCAL_SHOP_SESSION_PREFIX and its url is
 * `/checkout/{sessionId}` (the registration test checkout page); that page reads and pays shop
 * sessions through the two `checkout/local` calls. 4242… pays and redirects to
 * `/thank-you?u={username}`; 4000 0000 0000 0002 answers 402 CARD_DECLINED and releases the stock.
 */

// The list is defined with the other value lists; shop code takes it from here with its details.
export { SHOP_CURRENCIES, type ShopCurrency }
export const DEFAULT_SHOP_CURRENCY: ShopCurrency = 'eur'

/** My Shop is an AI-plan feature: a seller who leaves the plan closes the shop (products and orders stay). */
export const shopIsOffered = (seller: { planType: string; shopEnabled: boolean }) => seller.planType === 'ai' && seller.shopEnabled

/**
 * Symbol and the smallest total a card payment may have (Stripe's minimum charge amounts, in
 * minor units); every shop currency has two decimals.
 */
export const SHOP_CURRENCY_INFO: Record<ShopCurrency, { symbol: string; minimumCharge: number }> = {
  eur: { symbol: CURRENCY_SIGNS.EUR, minimumCharge: 50 },
  usd: { symbol: CURRENCY_SIGNS.USD, minimumCharge: 50 },
  aed: { symbol: CURRENCY_SIGNS.AED, minimumCharge: 200 },
  gbp: { symbol: CURRENCY_SIGNS.GBP, minimumCharge: 30 },
}

export const PRODUCT_CATEGORIES = IMAGE_CATEGORIES
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

export const PRODUCT_NAME_MAX = 120
export const PRODUCT_DESCRIPTION_MAX = 500
export const PRODUCT_DISCOUNT_MAX = 300
export const PRODUCT_MAX_IMAGES = 4
/** Highest price in minor units (1,000,000.00). */
export const PRODUCT_PRICE_MAX = 100_000_000
export const PRODUCT_STOCK_MAX = 1_000_000
/** Most units of one product in one checkout, and most lines in one cart. */
export const CART_QUANTITY_MAX = 100
export const CART_LINES_MAX = 50
export const SHOP_PAGE_SIZE = 12
/** Units of one product and units in all that one checkout may hold: the defaults, and the most a seller may set. */
export const SHOP_LIMIT_DEFAULTS = { perLine: 10, perCheckout: 20 } as const
export const SHOP_LIMIT_MAX = { perLine: CART_QUANTITY_MAX, perCheckout: 500 } as const
/** Open (unpaid, unexpired) checkouts one address, and one email, may hold at once, over all shops. */
export const OPEN_CHECKOUTS_MAX = 3
/** An unpaid checkout holds its stock this long, then the reservation is released; shorter when the buyer gave no email. */
export const CHECKOUT_EXPIRY_MINUTES = 30
export const CHECKOUT_EXPIRY_MINUTES_WITHOUT_EMAIL = 10
export const LOCAL_SHOP_SESSION_PREFIX = 'lshop_'

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** "12.50" or "12,50" → 1250; null when not a non-negative amount with at most 2 decimals. */
export function parsePriceInput(value: string): number | null {
  const m = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value.trim())
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** Integer from a JSON number or a multipart text field; anything else stays as is (and fails). */
const intField = (schema: z.ZodNumber) => z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v), schema)

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.too_long')
    .refine((v) => storableText(v) === v, 'validation.invalid_characters')

/** Add/edit product fields (JSON for edit; text parts of the multipart add). */
export const ProductInput = z.object({
  name: text(PRODUCT_NAME_MAX).refine(isSingleLine, NOT_SINGLE_LINE_KEY).pipe(z.string().min(1, 'validation.required')),
  /** Minor units. */
  price: intField(
    z
      .number('errors.shop.price_invalid')
      .int('errors.shop.price_invalid')
      .min(0, 'errors.shop.price_invalid')
      .max(PRODUCT_PRICE_MAX, 'errors.shop.price_invalid'),
  ),
  description: text(PRODUCT_DESCRIPTION_MAX).pipe(z.string().min(1, 'validation.required')),
  discount: text(PRODUCT_DISCOUNT_MAX)
    .refine(isSingleLine, NOT_SINGLE_LINE_KEY)
    .nullish()
    .transform((v) => v || null),
  /** Empty is treated as other (spec §3). */
  category: z.preprocess((v) => (v === '' || v == null ? 'other' : v), z.enum(PRODUCT_CATEGORIES, 'errors.shop.category_invalid')),
  stock: intField(
    z
      .number('errors.shop.stock_invalid')
      .int('errors.shop.stock_invalid')
      .min(0, 'errors.shop.stock_invalid')
      .max(PRODUCT_STOCK_MAX, 'errors.shop.stock_invalid'),
  ),
  banner_url: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || safeHttpUrl(v) !== null, 'errors.shop.banner_url_invalid'),
})
export type ProductInput = z.output<typeof ProductInput>
export type ProductFormValues = z.input<typeof ProductInput>

export const ProductIdParams = z.object({ id: z.uuid('errors.shop.product_not_found') })
export const ProductImageParams = ProductIdParams.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(PRODUCT_MAX_IMAGES - 1),
})

export const ProductImage = z.object({
  url: z.string(),
  variants: z.array(ImageVariantJson),
  placeholder: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
})
export type ProductImage = z.output<typeof ProductImage>

/** A product as its seller and visitors see it (spec §3 names plus the image renditions). */
export const Product = z.object({
  id: z.string(),
  name: z.string(),
  /** Minor units of `currency`. */
  price: z.number().int(),
  currency: z.enum(SHOP_CURRENCIES),
  description: z.string(),
  discount: z.string().nullable(),
  category: z.enum(PRODUCT_CATEGORIES),
  /** Units that can still be bought (reserved units of open checkouts are not counted). */
  stock: z.number().int(),
  /** Units held by open checkouts (the seller's own list only). */
  held: z.number().int().optional(),
  banner_url: z.string().nullable(),
  /** The first image's largest WebP, or null. */
  image_url: z.string().nullable(),
  /** Every image's largest WebP, first included. */
  gallery_urls: z.array(z.string()),
  images: z.array(ProductImage),
  created_at: z.string(),
})
export type Product = z.output<typeof Product>

const page = z.coerce.number().int().min(1).max(PAGE_MAX).catch(1).default(1)
export const PageQuery = z.object({ page })

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), total: z.number().int(), total_pages: z.number().int() })

export const ProductPage = paged(Product)
export type ProductPage = z.output<typeof ProductPage>

export const OrderItem = z.object({
  product_id: z.string().nullable(),
  product_name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  total_price: z.number().int(),
})

/** An order in the seller's history (spec §3 Order fields; product_name joins the lines). */
export const Order = z.object({
  id: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  customer_email: z.string().nullable(),
  product_name: z.string(),
  quantity: z.number().int(),
  total_price: z.number().int(),
  currency: z.enum(SHOP_CURRENCIES),
  status: z.enum(ORDER_STATUSES),
  /** Our receipt page `/shop/receipt/{id}` (spec's stripe_session_url). */
  receipt_url: z.string(),
  items: z.array(OrderItem),
})
export type Order = z.output<typeof Order>
export const OrderPage = paged(Order)
export type OrderPage = z.output<typeof OrderPage>

export const ShopEnabledInput = z.object({ enabled: z.boolean('validation.invalid') })
const limit = (max: number) =>
  z
    .number('errors.shop.limit_invalid')
    .int('errors.shop.limit_invalid')
    .min(1, 'errors.shop.limit_invalid')
    .max(max, 'errors.shop.limit_invalid')
export const ShopLimitsInput = z
  .object({ max_per_line: limit(SHOP_LIMIT_MAX.perLine), max_per_checkout: limit(SHOP_LIMIT_MAX.perCheckout) })
  .refine((v) => v.max_per_checkout >= v.max_per_line, { path: ['max_per_checkout'], message: 'errors.shop.limit_below_line' })
export type ShopLimitsInput = z.output<typeof ShopLimitsInput>
export const CurrencyInput = z.object({ currency: z.enum(SHOP_CURRENCIES, 'errors.shop.currency_invalid') })
export type CurrencyInput = z.output<typeof CurrencyInput>

/** `GET /api/shop/status`: everything the /shop page header needs. */
export const SellerStatus = z.object({
  username: z.string(),
  shop_enabled: z.boolean(),
  currency: z.enum(SHOP_CURRENCIES),
  provider: z.enum(['local', 'stripe']),
  /** Onboarding was started (a connected account exists). */
  connected: z.boolean(),
  /** The seller can take payments: show "View Stripe Dashboard" instead of "Connect Stripe". */
  ready: z.boolean(),
  /** Most units of one product, and in all, that one checkout may take. */
  max_per_line: z.number().int(),
  max_per_checkout: z.number().int(),
})
export type SellerStatus = z.output<typeof SellerStatus>

/** The local adapter's seller "dashboard": sales and payouts so far, per currency. */
export const SellerDashboard = z.object({
  totals: z.array(
    z.object({
      currency: z.enum(SHOP_CURRENCIES),
      orders: z.number().int(),
      gross: z.number().int(),
      fees: z.number().int(),
      /** What the seller receives (gross − platform fee). */
      net: z.number().int(),
    }),
  ),
  recent_orders: z.array(Order),
})
export type SellerDashboard = z.output<typeof SellerDashboard>

export const StorefrontQuery = z.object({
  page,
  search: z
    .string()
    .catch('')
    .transform((v) => storableText(v).trim().slice(0, SEARCH_MAX))
    .optional()
    .transform((v) => (v ? v : undefined)),
  category: z.enum(PRODUCT_CATEGORIES).optional().catch(undefined),
})
export type StorefrontQuery = z.output<typeof StorefrontQuery>

/** `GET /api/shop/public/{username}/shop`. */
export const Storefront = z.object({
  seller: z.object({
    username: z.string(),
    page_name: z.string(),
    photo: z.string().nullable(),
    badge_verified: z.boolean(),
    introduction: z.string().nullable(),
    specialization: z.string().nullable(),
    layout_style: z.enum(['fashion', 'business']),
  }),
  currency: z.enum(SHOP_CURRENCIES),
  /** The seller can take payments; when false checkout answers SHOP_SELLER_NOT_READY. */
  can_checkout: z.boolean(),
  /** The first product's banner (newest first, unfiltered). */
  banner_url: z.string().nullable(),
  products: z.array(Product),
  page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
})
export type Storefront = z.output<typeof Storefront>

/**
 * The storefront as the API and the page get it: with the seller's trader details for buyers (DSA
 * Art. 30(7), decision 0082). `can_checkout` is false too while they are missing or suspended.
 */
export const TradedStorefront = Storefront.extend({
  trader: TraderPublic.nullable(),
  trader_state: z.enum([...TRADER_STATUSES, 'missing']),
})
export type TradedStorefront = z.output<typeof TradedStorefront>

/** The seller name an order keeps once its seller deleted their account: never a valid username (decision 0026). */
export const DELETED_SELLER = '[deleted]'
