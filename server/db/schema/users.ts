import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { GENDERS, PROFILE_LIMITS, PROFILE_TEXT_MAX, ROLES, USERNAME_PATTERN } from '../../../contract/auth.ts'
import { PAYMENT_STATUSES } from '../../../contract/billing.ts'
import { SHOP_CURRENCIES } from '../../../contract/currencies.ts'
import { LANGUAGES } from '../../../contract/language.ts'
import { MAX_EMAIL_LENGTH, MAX_URL_LENGTH } from '../../../contract/limits.ts'
import { BILLING_CYCLES, PLAN_TYPES } from '../../../contract/plans.ts'
import { SHOP_LIMIT_DEFAULTS, SHOP_LIMIT_MAX } from '../../../contract/shop.ts'
import { LAYOUT_STYLES } from '../../../contract/social.ts'
import { createdAt, lengthBetween, maxLength, oneOf, updatedAt } from './common.ts'

/**
 * Creators and admins.
 *
 * Account state is two independent facts rather than one status enum:
 * - `payment_status`: 'pending' while the registration checkout is unpaid, 'paid' once the first
 *   payment succeeded (the row and its argon2id hash exist before checkout — DESIGN §5);
 * - `approved`: the spec's admin switch; only paid + approved creators can log in to the
 *   dashboard and have a public page;
 * - `blocked_at`: when an admin blocked (rejected) the account, null otherwise. It tells "blocked"
 *   from "awaiting approval" (both not approved) — see `accountStatus` in contract/admin.ts.
 * `token_version` is embedded in the JWT; bumping it (block, role change, password reset) revokes
 * every session issued before.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    pageName: text('page_name').notNull(),
    phone: text('phone'),
    gender: text('gender', { enum: GENDERS }),
    birthdate: date('birthdate', { mode: 'string' }),
    country: text('country'),
    specialization: text('specialization'),
    introduction: text('introduction'),
    /** Storage key of the avatar, null when none was uploaded. */
    photo: text('photo'),
    badgeVerified: boolean('badge_verified').notNull().default(false),
    planType: text('plan_type', { enum: PLAN_TYPES }).notNull().default('basic'),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }).notNull().default('monthly'),
    layoutStyle: text('layout_style', { enum: LAYOUT_STYLES }).notNull().default('fashion'),
    approved: boolean('approved').notNull().default(false),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    publicEmail: text('public_email'),
    instagram: text('instagram'),
    facebook: text('facebook'),
    tiktok: text('tiktok'),
    /** Shop currency; products copy it when they are created. */
    currency: text('currency', { enum: SHOP_CURRENCIES }).notNull().default('eur'),
    shopEnabled: boolean('shop_enabled').notNull().default(false),
    /** Units of one product, and units in all, that one checkout may hold (the seller sets them). */
    shopMaxPerLine: integer('shop_max_per_line').notNull().default(SHOP_LIMIT_DEFAULTS.perLine),
    shopMaxPerCheckout: integer('shop_max_per_checkout').notNull().default(SHOP_LIMIT_DEFAULTS.perCheckout),
    /** Stripe Connect Express account; set when onboarding starts. */
    stripeAccountId: text('stripe_account_id').unique(),
    /** True once the connected account can take charges (onboarding finished). */
    stripeChargesEnabled: boolean('stripe_charges_enabled').notNull().default(false),
    /** Preferred language for emails and notifications. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** True once the holder picked a language on the site; until then a mail follows the request's language. */
    languageChosen: boolean('language_chosen').notNull().default(false),
    tokenVersion: integer('token_version').notNull().default(0),
    /** Latest registration checkout attempt; unpaid accounts are released a while after it (decision 0008). */
    checkoutStartedAt: timestamp('checkout_started_at', { withTimezone: true }),
    /** The terms of use version accepted at registration (legal_texts; 0: the shipped text). */
    acceptedTermsVersion: integer('accepted_terms_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // Directory search ("search by username") uses ILIKE '%…%' on lower(username).
    index('users_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    // Admin search matches username or email with the same LIKE.
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_directory_idx').on(t.approved, t.role, t.createdAt.desc().nullsFirst()),
    // The release job looks for old unpaid registrations.
    index('users_pending_payment_idx').on(t.paymentStatus, t.createdAt),
    // Usernames appear in public URLs (/{username}); uniqueness ignores case (the index above).
    check('users_username_format', sql`${t.username} ~ ${sql.raw(`'${USERNAME_PATTERN.source}'`)}`),
    check('users_email_length', lengthBetween(t.email, 3, MAX_EMAIL_LENGTH)),
    check(
      'users_shop_limits',
      sql`${t.shopMaxPerLine} between 1 and ${sql.raw(String(SHOP_LIMIT_MAX.perLine))} and ${t.shopMaxPerCheckout} between ${t.shopMaxPerLine} and ${sql.raw(String(SHOP_LIMIT_MAX.perCheckout))}`,
    ),
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_page_name_length', lengthBetween(t.pageName, 1, PROFILE_LIMITS.pageName)),
    check('users_phone_length', maxLength(t.phone, PROFILE_LIMITS.phone)),
    check('users_gender_check', oneOf(t.gender, GENDERS)),
    check('users_country_length', maxLength(t.country, PROFILE_LIMITS.country)),
    check('users_specialization_length', maxLength(t.specialization, PROFILE_TEXT_MAX)),
    check('users_introduction_length', maxLength(t.introduction, PROFILE_TEXT_MAX)),
    check('users_plan_type_check', oneOf(t.planType, PLAN_TYPES)),
    check('users_billing_cycle_check', oneOf(t.billingCycle, BILLING_CYCLES)),
    check('users_layout_style_check', oneOf(t.layoutStyle, LAYOUT_STYLES)),
    check('users_payment_status_check', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check('users_public_email_length', maxLength(t.publicEmail, MAX_EMAIL_LENGTH)),
    check('users_instagram_length', maxLength(t.instagram, MAX_URL_LENGTH)),
    check('users_facebook_length', maxLength(t.facebook, MAX_URL_LENGTH)),
    check('users_tiktok_length', maxLength(t.tiktok, MAX_URL_LENGTH)),
    check('users_currency_check', oneOf(t.currency, SHOP_CURRENCIES)),
    check('users_language_check', oneOf(t.language, LANGUAGES)),
    check('users_token_version_check', sql`${t.tokenVersion} >= 0`),
  ],
)

export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
