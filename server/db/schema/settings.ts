import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { updatedAt } from './common.ts'
import { users } from './users.ts'

export const DEFAULT_MAX_EXPIRY_DAYS = 7

/**
 * Platform-wide settings as a single row: the boolean primary key can only be true, so a second
 * row is impossible. The row is inserted by a migration; repositories update it in place.
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** Latest allowed image expiry: today + this many days. */
    maxExpiryDays: integer('max_expiry_days').notNull().default(DEFAULT_MAX_EXPIRY_DAYS),
    /** Every new look must say whether it is an ad (contract/disclosure.ts). */
    requireDisclosure: boolean('require_disclosure').notNull().default(false),
    /** When ADMIN_EMAIL's account was created: it is created once, never again after a deletion. */
    bootstrapAdminCreatedAt: timestamp('bootstrap_admin_created_at', { withTimezone: true }),
    /** Random, per database: the first-admin setup link is derived from it (decision 0066). */
    setupLinkSecret: text('setup_link_secret'),
    /** When that secret was drawn: the link expires a set time after. */
    setupLinkIssuedAt: timestamp('setup_link_issued_at', { withTimezone: true }),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('platform_settings_single_row', sql`${t.id}`),
    check('platform_settings_max_expiry_days_range', sql`${t.maxExpiryDays} between 1 and 365`),
  ],
)

export type PlatformSettings = typeof platformSettings.$inferSelect
export type NewPlatformSettings = typeof platformSettings.$inferInsert
