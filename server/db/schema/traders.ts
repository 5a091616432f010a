import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { MAX_EMAIL_LENGTH } from '../../../contract/limits.ts'
import { TRADER_LIMITS, TRADER_STATUSES } from '../../../contract/traders.ts'
import { createdAt, lengthBetween, maxLength, oneOf, updatedAt } from './common.ts'
import { users } from './users.ts'

/**
 * A seller's trader details (DSA Art. 30), one row per seller: no row means the details were
 * never given, and the shop takes no orders (docs/decisions/0082). Kept while the account exists.
 */
export const traders = pgTable(
  'traders',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    tradeRegister: text('trade_register'),
    registrationNumber: text('registration_number'),
    vatNumber: text('vat_number'),
    /** When the seller last certified that they offer only products that comply with EU law. */
    selfCertifiedAt: timestamp('self_certified_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: TRADER_STATUSES }).notNull().default('unverified'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('traders_status_updated_at_idx').on(t.status, t.updatedAt),
    check('traders_status_check', oneOf(t.status, TRADER_STATUSES)),
    check('traders_name_length', lengthBetween(t.name, 1, TRADER_LIMITS.name)),
    check('traders_address_length', lengthBetween(t.address, 1, TRADER_LIMITS.address)),
    check('traders_email_length', lengthBetween(t.email, 3, MAX_EMAIL_LENGTH)),
    check('traders_phone_length', lengthBetween(t.phone, 1, TRADER_LIMITS.phone)),
    check('traders_trade_register_length', maxLength(t.tradeRegister, TRADER_LIMITS.tradeRegister)),
    check('traders_registration_number_length', maxLength(t.registrationNumber, TRADER_LIMITS.registrationNumber)),
    check('traders_vat_number_length', maxLength(t.vatNumber, TRADER_LIMITS.vatNumber)),
    check('traders_suspension_reason_length', maxLength(t.suspensionReason, TRADER_LIMITS.reason)),
    // A suspended trader always has the reason they were told.
    check(
      'traders_suspension_check',
      sql`${t.status} <> 'suspended' or (${t.suspendedAt} is not null and ${t.suspensionReason} is not null)`,
    ),
  ],
)

export type Trader = typeof traders.$inferSelect
export type NewTrader = typeof traders.$inferInsert
