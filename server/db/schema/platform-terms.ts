import { sql } from 'drizzle-orm'
import { boolean, check, date, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import type { Language } from '../../../contract/language.ts'
import { LEGAL_TEXT_KINDS } from '../../../contract/legal-texts.ts'
import { createdAt, isCurrencyCode, oneOf, updatedAt } from './common.ts'
import { users } from './users.ts'

/**
 * The plan prices in force (contract/plan-prices.ts), one row; no row means the specification's.
 * Running subscriptions keep their own price (subscriptions.plan_price_cents).
 */
export const planPriceSettings = pgTable(
  'plan_price_settings',
  {
    id: boolean('id').primaryKey().default(true),
    currency: text('currency').notNull(),
    basicMonthly: integer('basic_monthly').notNull(),
    basicYearly: integer('basic_yearly').notNull(),
    aiMonthly: integer('ai_monthly').notNull(),
    aiYearly: integer('ai_yearly').notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('plan_price_settings_single_row', sql`${t.id}`),
    check('plan_price_settings_currency_check', isCurrencyCode(t.currency)),
    check('plan_price_settings_amounts_check', sql`least(${t.basicMonthly}, ${t.basicYearly}, ${t.aiMonthly}, ${t.aiYearly}) > 0`),
  ],
)

/**
 * Every saved version of the privacy policy, terms of use and cookie policy: Markdown per
 * language and the date it takes effect. The highest version of a kind is in force; earlier
 * ones stay (an account's accepted terms version points at one).
 */
export const legalTexts = pgTable(
  'legal_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: LEGAL_TEXT_KINDS }).notNull(),
    version: integer('version').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    content: jsonb('content').$type<Record<Language, string>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('legal_texts_kind_version_unique').on(t.kind, t.version),
    check('legal_texts_kind_check', oneOf(t.kind, LEGAL_TEXT_KINDS)),
    check('legal_texts_version_check', sql`${t.version} > 0`),
  ],
)

export type LegalTextRow = typeof legalTexts.$inferSelect
