/**
 * The whole database schema. drizzle.config.ts points here; `drizzle(pool, { schema })` takes
 * this module so the relational query API knows every table and relation.
 * Only repositories, migrations and seeds import it (DESIGN §2).
 */
export {
  BILLING_CYCLES,
  CATEGORIES,
  GENDERS,
  LANGUAGES,
  LAYOUT_STYLES,
  MAX_EMAIL_LENGTH,
  MAX_URL_LENGTH,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PLAN_TYPES,
  ROLES,
  SHOP_CURRENCIES,
  type BillingCycle,
  type Category,
  type Gender,
  type ImageVariant,
  type Language,
  type LayoutStyle,
  type PaymentProvider,
  type PaymentStatus,
  type PlanType,
  type Role,
  type ShopCurrency,
  type StoredImage,
} from './common.ts'
export * from './users.ts'
export * from './auth.ts'
export * from './images.ts'
export * from './tracking.ts'
export * from './notifications.ts'
export * from './badges.ts'
export * from './billing.ts'
export * from './shop.ts'
export * from './campaigns.ts'
export * from './ai.ts'
export * from './contact.ts'
export * from './settings.ts'
export * from './audit.ts'
export * from './relations.ts'
