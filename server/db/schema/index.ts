/**
 * The whole database schema; drizzle.config.ts points here. Queries use the table objects (the
 * relational `db.query` API is not used, so no relations are declared). Only repositories,
 * migrations and seeds query these tables (DESIGN §2); services and routes may import row types.
 * Value lists and limits of the CHECK constraints come from contract/.
 */

export * from './ai.ts'
export * from './appeals.ts'
export * from './audit.ts'
export * from './auth.ts'
export * from './badges.ts'
export * from './billing.ts'
export * from './campaigns.ts'
export type { ImageVariant, StoredImage } from './common.ts'
export * from './contact.ts'
export * from './followers.ts'
export * from './growth.ts'
export * from './images.ts'
export * from './imports.ts'
export * from './instances.ts'
export * from './link-health.ts'
export * from './moderation.ts'
export * from './notifications.ts'
export * from './platform-terms.ts'
export * from './rate-limits.ts'
export * from './settings.ts'
export * from './shop.ts'
export * from './site-settings.ts'
export * from './tracking.ts'
export * from './traders.ts'
export * from './users.ts'
