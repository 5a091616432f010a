import { type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, timestamp } from 'drizzle-orm/pg-core'

/**
 * Shared column helpers and the value lists behind the CHECK constraints.
 * Enum-like columns are text + CHECK (not pg enums) so adding a value is a one-line migration
 * that never needs `ALTER TYPE`. Column names are spelled out in snake_case so the SQL is the
 * same whether or not a Drizzle instance is created with `casing: 'snake_case'`.
 *
 * Descending index columns are written `.desc().nullsFirst()`: Drizzle's `.desc()` alone emits
 * DESC NULLS LAST, which does not match a plain `ORDER BY x DESC` (PostgreSQL's default is NULLS
 * FIRST), so such an index could not serve the sort.
 */

export const ROLES = ['user', 'admin'] as const
export const PLAN_TYPES = ['basic', 'ai'] as const
export const BILLING_CYCLES = ['monthly', 'yearly'] as const
export const LAYOUT_STYLES = ['fashion', 'business'] as const
export const CATEGORIES = ['clothes', 'makeup', 'devices', 'other'] as const
export const SHOP_CURRENCIES = ['eur', 'usd', 'aed', 'gbp'] as const
export const LANGUAGES = ['en', 'de', 'ar'] as const
export const GENDERS = ['male', 'female', 'other'] as const
export const PAYMENT_STATUSES = ['pending', 'paid'] as const
export const PAYMENT_PROVIDERS = ['stripe', 'local'] as const

export type Role = (typeof ROLES)[number]
export type PlanType = (typeof PLAN_TYPES)[number]
export type BillingCycle = (typeof BILLING_CYCLES)[number]
export type LayoutStyle = (typeof LAYOUT_STYLES)[number]
export type Category = (typeof CATEGORIES)[number]
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number]
export type Language = (typeof LANGUAGES)[number]
export type Gender = (typeof GENDERS)[number]
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

/** Longest URL we store (links, story URLs, banners). */
export const MAX_URL_LENGTH = 2048
/** RFC 5321 path limit. */
export const MAX_EMAIL_LENGTH = 254

/** `column in ('a', 'b')` for a CHECK constraint; values are our own constants, quoted defensively. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')
  return sql`${column} in (${sql.raw(list)})`
}

/** `char_length(column) <= max` (NULL passes, as CHECK treats unknown as true). */
export function maxLength(column: AnyPgColumn, max: number): SQL {
  return sql`char_length(${column}) <= ${sql.raw(String(max))}`
}

/** `char_length(column) between min and max`. */
export function lengthBetween(column: AnyPgColumn, min: number, max: number): SQL {
  return sql`char_length(${column}) between ${sql.raw(String(min))} and ${sql.raw(String(max))}`
}

/** ISO 4217 code, stored lowercase like Stripe does ('eur'). */
export function isCurrencyCode(column: AnyPgColumn): SQL {
  return sql`${column} ~ '^[a-z]{3}$'`
}

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

/** One stored rendition of an uploaded image (written by the image pipeline). */
export interface ImageVariant {
  /** Storage key of this rendition. */
  key: string
  width: number
  height: number
  format: 'webp' | 'jpeg'
  bytes?: number
}

/** An uploaded image with its responsive renditions, as kept in jsonb columns. */
export interface StoredImage {
  /** Storage key of the normalized original (rotated, metadata stripped, bounded). */
  key: string
  width?: number
  height?: number
  variants: ImageVariant[]
  /** Tiny blurred data URI shown while the real image loads. */
  placeholder?: string | null
}
