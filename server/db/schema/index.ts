/**
 * The whole database schema. drizzle.config.ts points here; `drizzle(pool, { schema })` takes
 * this module so the relational query API knows every table and relation.
 * Only repositories, migrations and seeds import it (DESIGN §2).
 */

export * from './ai.ts'
export * from './audit.ts'
export * from './auth.ts'
export * from './badges.ts'
export * from './billing.ts'
export * from './campaigns.ts'
export {
  BILLING_CYCLES,
  type BillingCycle,
  CATEGORIES,
  type Category,
  GENDERS,
  type Gender,
  type ImageVariant,
  LANGUAGES,
  LAYOUT_STYLES,
  type Language,
  type LayoutStyle,
  MAX_EMAIL_LENGTH,
  MAX_URL_LENGTH,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  type PaymentProvider,
  type PaymentStatus,
  PLAN_TYPES,
  type PlanType,
  ROLES,
  type Role,
  SHOP_CURRENCIES,
  type ShopCurrency,
  type StoredImage,
} from './common.ts'
export * from './contact.ts'
export * from './images.ts'
export * from './notifications.ts'
export * from './relations.ts'
export * from './settings.ts'
export * from './shop.ts'
export * from './tracking.ts'
export * from './users.ts'
