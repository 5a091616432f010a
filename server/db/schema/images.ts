import { sql } from 'drizzle-orm'
import { bigint, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { DISCLOSURE_BRAND_MAX, DISCLOSURES } from '../../../contract/disclosure.ts'
import { IMAGE_ALT_TEXT_MAX, IMAGE_CATEGORIES, IMAGE_DESCRIPTION_MAX, IMAGE_DISCOUNT_MAX } from '../../../contract/images.ts'
import { MAX_URL_LENGTH } from '../../../contract/limits.ts'
import { AVAILABILITIES, PRODUCT_BRAND_MAX, PRODUCT_FIELDS, PRODUCT_NAME_MAX, type ProductField } from '../../../contract/tag-products.ts'
import { createdAt, type ImageVariant, lengthBetween, maxLength, oneOf, updatedAt } from './common.ts'
import { users } from './users.ts'

/** A look visitors may see: not a draft (decision 0087). Every public read says it. */
export const PUBLISHED = sql`published_at is not null`

/**
 * The predicate of the trends indexes (tagged and published); queries must say it the same way
 * for the planner to use them.
 */
export const TAGGED = sql`tag_count > 0 and published_at is not null`

/**
 * Photos stored before AVIF renditions existed (decision 0048), which the backfill job gives them.
 * The partial index over it is empty once that is done; queries must say it the same way.
 */
export const WITHOUT_AVIF = sql`variants @> '[{"format":"webp"}]' and not variants @> '[{"format":"avif"}]'`

/**
 * A creator's tagged product photo. `storage_key` is the normalized original; `variants` lists
 * the responsive renditions (AVIF + WebP + JPEG) written by the image job; `placeholder` is a tiny data
 * URI. `expiry_date` is a calendar date compared with the current UTC date: expired images stay
 * here for the owner and leave public listings (DESIGN §5).
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
    placeholder: text('placeholder'),
    width: integer('width'),
    height: integer('height'),
    category: text('category', { enum: IMAGE_CATEGORIES }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    description: text('description'),
    /**
     * The description lowercased and without accents, kept by PostgreSQL: searches compare
     * against it directly instead of running unaccent() on every row they look at, which made
     * deep searched trends pages several times slower (docs/performance.md, "Trends at 1,000,000 images").
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(unaccent_immutable(description))`),
    /** Coupon / discount code text shown on the card. */
    discount: text('discount'),
    /**
     * Number of tags visitors see on the image (hidden tags do not count), kept by triggers on
     * tags and hidden_tags (migrations 0011, 0027): trends list only tagged images and find them
     * through partial indexes on `tag_count > 0`.
     */
    tagCount: integer('tag_count').notNull().default(0),
    pinned: boolean('pinned').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    /** Published from the AI studio; the public page labels it "AI-generated". */
    aiGenerated: boolean('ai_generated').notNull().default(false),
    /** The ad disclosure the creator chose (contract/disclosure.ts); `disclosure_brand` only for `paid`. */
    disclosure: text('disclosure', { enum: DISCLOSURES }).notNull().default('none'),
    disclosureBrand: text('disclosure_brand'),
    /** What a screen reader says for the photo; the description stands in when it is empty. */
    altText: text('alt_text'),
    /**
     * Null while the look is a draft (batch uploads, imports): drafts never reach a public
     * surface. Defaults to now so every writer that predates drafts publishes (decision 0087).
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // Dashboard and public page order: pinned first, newest first.
    index('images_user_listing_idx').on(t.userId, t.pinned.desc().nullsFirst(), t.createdAt.desc().nullsFirst()),
    // Trends: all creators' tagged images, newest first (id breaks ties), optionally by category.
    // The trailing columns let the page's ids be found by an index-only scan, searches included;
    // partial on tagged images, which is all trends ever read (scripts/bench/trends.ts,
    // docs/performance.md).
    index('images_trends_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.expiryDate, t.userId, t.searchText)
      .where(TAGGED),
    index('images_category_trends_idx')
      .on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.expiryDate, t.userId)
      .where(TAGGED),
    index('images_expiry_date_idx').on(t.expiryDate),
    index('images_without_avif_idx').on(t.id).where(WITHOUT_AVIF),
    // Accent- and case-insensitive substring search on descriptions (unaccent_immutable is
    // created by the extensions migration).
    index('images_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('images_category_check', oneOf(t.category, IMAGE_CATEGORIES)),
    check('images_description_length', maxLength(t.description, IMAGE_DESCRIPTION_MAX)),
    check('images_discount_length', maxLength(t.discount, IMAGE_DISCOUNT_MAX)),
    check('images_alt_text_length', maxLength(t.altText, IMAGE_ALT_TEXT_MAX)),
    check('images_dimensions_check', sql`${t.width} > 0 and ${t.height} > 0`),
    check('images_variants_array', sql`jsonb_typeof(${t.variants}) = 'array'`),
    check('images_tag_count_check', sql`${t.tagCount} >= 0`),
    check('images_disclosure_check', oneOf(t.disclosure, DISCLOSURES)),
    check('images_disclosure_brand_length', maxLength(t.disclosureBrand, DISCLOSURE_BRAND_MAX)),
  ],
)

/** A shoppable link placed on an image, positioned in percent of the image size. */
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    xPercent: doublePrecision('x_percent').notNull(),
    yPercent: doublePrecision('y_percent').notNull(),
    link: text('link').notNull(),
    /** The product its page describes (decision 0083): filled from the page, corrected by the creator. */
    productName: text('product_name'),
    productBrand: text('product_brand'),
    /** Minor units of `currency` (lowercase ISO 4217); both or neither. */
    priceMinor: bigint('price_minor', { mode: 'number' }),
    currency: text('currency'),
    availability: text('availability', { enum: AVAILABILITIES }),
    /** The page's picture, stored small under `products/` (never the shop's own address). */
    productImageKey: text('product_image_key'),
    productFetchedAt: timestamp('product_fetched_at', { withTimezone: true }),
    /** Fields the creator typed or corrected: a later read of the page leaves them alone. */
    productEdited: text('product_edited').array().$type<ProductField[]>().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tags_image_idx').on(t.imageId),
    // A link's tags, refreshed with each check of the link.
    index('tags_link_idx').on(t.link),
    check('tags_x_percent_range', sql`${t.xPercent} between 0 and 100`),
    check('tags_y_percent_range', sql`${t.yPercent} between 0 and 100`),
    check('tags_link_length', lengthBetween(t.link, 1, MAX_URL_LENGTH)),
    check('tags_product_name_length', maxLength(t.productName, PRODUCT_NAME_MAX)),
    check('tags_product_brand_length', maxLength(t.productBrand, PRODUCT_BRAND_MAX)),
    check('tags_price_minor_range', sql`${t.priceMinor} >= 0`),
    check('tags_currency_code', sql`${t.currency} ~ '^[a-z]{3}$'`),
    check('tags_price_with_currency', sql`(${t.priceMinor} is null) = (${t.currency} is null)`),
    check('tags_availability_check', oneOf(t.availability, AVAILABILITIES)),
    check(
      'tags_product_edited_fields',
      sql`${t.productEdited} <@ array[${sql.raw(PRODUCT_FIELDS.map((f) => `'${f}'`).join(', '))}]::text[]`,
    ),
  ],
)

export type Image = typeof images.$inferSelect
export type NewImage = typeof images.$inferInsert
export type Tag = typeof tags.$inferSelect
export type NewTag = typeof tags.$inferInsert
