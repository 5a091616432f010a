import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { INVOICE_KINDS, PAYMENT_PROVIDERS, SUBSCRIPTION_STATUSES } from '../../../contract/billing.ts'
import { MAX_EMAIL_LENGTH } from '../../../contract/limits.ts'
import { BILLING_CYCLES, PLAN_TYPES } from '../../../contract/plans.ts'
import { createdAt, isCurrencyCode, maxLength, oneOf, updatedAt } from './common.ts'
import { users } from './users.ts'

/**
 * A creator's plan subscription (one row per subscription; renewals move the period).
 *
 * Billing records are accounting records: deleting a user sets user_id null and the username /
 * user_email snapshots keep the row meaningful for the admin lists and bookkeeping.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    userEmail: text('user_email').notNull(),
    planType: text('plan_type', { enum: PLAN_TYPES }).notNull(),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    /** Price per cycle after any promo, in cents. */
    amountCents: integer('amount_cents').notNull(),
    /**
     * The plan's price per cycle (before a first-payment promo) this subscription was taken out or
     * last changed at, in minor units of `currency`: renewals charge it, whatever the admin sets
     * later. Null on rows from before prices were settings: they pay the specification's prices.
     */
    planPriceCents: integer('plan_price_cents'),
    currency: text('currency').notNull().default('eur'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** e.g. 'card' — the spec's "method". */
    paymentMethod: text('payment_method'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    /** The registration / upgrade checkout that created this row (webhook lookup). */
    providerCheckoutSessionId: text('provider_checkout_session_id').unique(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /**
     * Provider time of the state (status, cancel flag, amount) the row shows. Webhooks can arrive
     * out of order; an older state never overwrites a newer one.
     */
    providerStateAt: timestamp('provider_state_at', { withTimezone: true }),
    /** Code as entered (snapshot; the promo may be edited or deleted later). */
    promoCode: text('promo_code'),
    /** Storage key of the latest invoice PDF (all invoices are in `invoices`). */
    invoicePdf: text('invoice_pdf'),
    note: text('note'),
    /** A downgrade or cycle switch chosen by the creator, applied when the current period ends. */
    nextPlanType: text('next_plan_type', { enum: PLAN_TYPES }),
    nextBillingCycle: text('next_billing_cycle', { enum: BILLING_CYCLES }),
    /**
     * The saved card renewals charge: a provider payment method id (local adapter: `lpm_…`) and
     * the last four digits shown to the creator. Never the card number.
     */
    paymentMethodRef: text('payment_method_ref'),
    cardLast4: text('card_last4'),
    /** Failed charges of the current renewal; reset when a renewal is paid. */
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    /** When the local adapter retries a failed renewal (null when nothing is due). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Set when the subscription ended for good (final failed renewal, cancellation took effect). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('subscriptions_status_period_end_idx').on(t.status, t.currentPeriodEnd),
    check('subscriptions_plan_type_check', oneOf(t.planType, PLAN_TYPES)),
    check('subscriptions_billing_cycle_check', oneOf(t.billingCycle, BILLING_CYCLES)),
    check('subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
    check('subscriptions_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('subscriptions_amount_check', sql`${t.amountCents} >= 0`),
    check('subscriptions_plan_price_check', sql`${t.planPriceCents} >= 0`),
    check('subscriptions_currency_check', isCurrencyCode(t.currency)),
    check('subscriptions_user_email_length', maxLength(t.userEmail, MAX_EMAIL_LENGTH)),
    check('subscriptions_note_length', maxLength(t.note, 1000)),
    check('subscriptions_next_plan_type_check', oneOf(t.nextPlanType, PLAN_TYPES)),
    check('subscriptions_next_billing_cycle_check', oneOf(t.nextBillingCycle, BILLING_CYCLES)),
    check('subscriptions_renewal_attempts_check', sql`${t.renewalAttempts} >= 0`),
  ],
)

/**
 * Gapless invoice numbers: one counter per issuer prefix and year, incremented in the transaction
 * that records the payment, so a rolled-back payment gives its number back.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  series: text('series').primaryKey(),
  last: integer('last').notNull().default(0),
})

/**
 * Issued invoices (PDF in storage). Numbers are unique and assigned by the billing service in
 * sequence; rows survive user deletion like subscriptions (snapshots + set null).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    userEmail: text('user_email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    /** Provider invoice / payment id, unique so a replayed webhook cannot issue twice. */
    providerInvoiceId: text('provider_invoice_id').unique(),
    /**
     * File name under DATA_DIR/invoices (random, not guessable); served only to the owner and
     * admins by GET /api/secure-invoice/{file}.
     */
    storageKey: text('storage_key').unique(),
    /** first payment, renewal or the prorated difference of an upgrade. */
    kind: text('kind', { enum: INVOICE_KINDS }).notNull().default('initial'),
    planType: text('plan_type', { enum: PLAN_TYPES }),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }),
    netCents: integer('net_cents'),
    vatCents: integer('vat_cents'),
    /** VAT rate in basis points (1900 = 19 %); null with an exemption note. */
    vatRateBp: integer('vat_rate_bp'),
    language: text('language'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_user_issued_at_idx').on(t.userId, t.issuedAt.desc().nullsFirst()),
    index('invoices_subscription_idx').on(t.subscriptionId),
    check('invoices_amount_check', sql`${t.amountCents} >= 0`),
    check('invoices_currency_check', isCurrencyCode(t.currency)),
    check('invoices_kind_check', oneOf(t.kind, INVOICE_KINDS)),
  ],
)

/** Renewal payments that failed, listed for admins (snapshots survive user deletion). */
export const failedRenewals = pgTable(
  'failed_renewals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    username: text('username').notNull(),
    userEmail: text('user_email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    note: text('note'),
    /** Provider invoice id of the failed attempt; unique so webhook retries record it once. */
    providerInvoiceId: text('provider_invoice_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('failed_renewals_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('failed_renewals_user_idx').on(t.userId),
    check('failed_renewals_amount_check', sql`${t.amountCents} >= 0`),
    check('failed_renewals_currency_check', isCurrencyCode(t.currency)),
    check('failed_renewals_note_length', maxLength(t.note, 1000)),
  ],
)

/**
 * Promo codes for the registration checkout: either a percentage or a fixed amount off, never both.
 * Codes compare case-insensitively.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    /** Currency of amount_off_cents; required with it. */
    currency: text('currency'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    timesUsed: integer('times_used').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Matching coupon at the payment provider, when one was created there. */
    providerCouponId: text('provider_coupon_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_lower_key').on(sql`lower(${t.code})`),
    check('promo_codes_code_format', sql`${t.code} ~ '^[A-Za-z0-9_-]{2,64}$'`),
    check('promo_codes_percent_off_range', sql`${t.percentOff} between 1 and 100`),
    check('promo_codes_amount_off_positive', sql`${t.amountOffCents} > 0`),
    check('promo_codes_exactly_one_discount', sql`(${t.percentOff} is null) <> (${t.amountOffCents} is null)`),
    check('promo_codes_amount_currency', sql`${t.amountOffCents} is null or ${t.currency} is not null`),
    check('promo_codes_currency_check', isCurrencyCode(t.currency)),
    check('promo_codes_max_uses_positive', sql`${t.maxUses} > 0`),
    check('promo_codes_times_used_check', sql`${t.timesUsed} >= 0`),
  ],
)

/**
 * Webhook deliveries already handled, keyed by the provider's event id: inserting first (in the
 * same transaction as the effect) makes redelivered events no-ops.
 */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type'),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'processed_webhook_events_pkey', columns: [t.provider, t.eventId] }),
    index('processed_webhook_events_processed_at_idx').on(t.processedAt),
  ],
)

export type Subscription = typeof subscriptions.$inferSelect
export type NewSubscription = typeof subscriptions.$inferInsert
export type Invoice = typeof invoices.$inferSelect
export type NewInvoice = typeof invoices.$inferInsert
export type FailedRenewal = typeof failedRenewals.$inferSelect
export type NewFailedRenewal = typeof failedRenewals.$inferInsert
export type PromoCode = typeof promoCodes.$inferSelect
export type NewPromoCode = typeof promoCodes.$inferInsert
export type ProcessedWebhookEvent = typeof processedWebhookEvents.$inferSelect
export type NewProcessedWebhookEvent = typeof processedWebhookEvents.$inferInsert
