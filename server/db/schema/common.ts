import { type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, timestamp } from 'drizzle-orm/pg-core'

/**
 * Shared column helpers. The value lists and limits behind the CHECK constraints come from
 * contract/ (one definition for the forms, the API and the database). Enum-like columns are
 * text + CHECK (not pg enums) so adding a value is a one-line migration that never needs
 * `ALTER TYPE`. Column names are spelled out in snake_case so the SQL is the
 * same whether or not a Drizzle instance is created with `casing: 'snake_case'`.
 *
 * Descending index columns are written `.desc().nullsFirst()`: Drizzle's `.desc()` alone emits
 * DESC NULLS LAST, which does not match a plain `ORDER BY x DESC` (PostgreSQL's default is NULLS
 * FIRST), so such an index could not serve the sort.
 */

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
  format: 'avif' | 'webp' | 'jpeg'
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
