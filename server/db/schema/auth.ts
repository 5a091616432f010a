import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './common.ts'
import { users } from './users.ts'

/**
 * Password reset tokens. Only the SHA-256 of the token is stored, so a database leak cannot be
 * turned into account takeovers; the emailed link carries the raw token. Single use (`used_at`).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.userId),
    index('password_reset_tokens_expires_idx').on(t.expiresAt),
    check('password_reset_tokens_hash_format', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
)

export type PasswordResetToken = typeof passwordResetTokens.$inferSelect
export type NewPasswordResetToken = typeof passwordResetTokens.$inferInsert

/**
 * Failed logins and reset requests per account (email hashed) and client (address hashed), so
 * brute force is slowed per account-and-client: an attacker's failures from elsewhere never lock
 * the owner's own client out. Shared by every app instance; old rows are purged by a job.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `login_notice`: the owner was told of repeated failures (at most once per window). */
    kind: text('kind', { enum: ['login', 'reset', 'login_notice'] }).notNull(),
    /** sha256 hex of the lower-cased email. */
    subject: text('subject').notNull(),
    /** sha256 hex of the client's address; null for rows written before clients were told apart. */
    client: text('client'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_attempts_lookup_idx').on(t.kind, t.subject, t.createdAt),
    index('auth_attempts_created_at_idx').on(t.createdAt),
    check('auth_attempts_kind_check', sql`${t.kind} in ('login', 'reset', 'login_notice')`),
  ],
)

/**
 * Clients (address hashed) that signed in to an account successfully: the account-wide cap on
 * failed logins does not refuse them, so an attack from elsewhere never locks the owner's own
 * devices out (decision 0008). Rows unused for a while are purged by the cleanup job.
 */
export const authKnownClients = pgTable(
  'auth_known_clients',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 hex of the client's address. */
    client: text('client').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.client] }), index('auth_known_clients_last_idx').on(t.lastSignedInAt)],
)

export type AuthAttempt = typeof authAttempts.$inferSelect

/**
 * One row per login (the token's `sid`): logout revokes only that session, other devices stay
 * signed in. `token_version` on users still revokes every session at once (reset, block, role).
 * A session ends at `expires_at` (absolute) or after a while without use (`last_seen_at`, slid
 * forward by requests — decision 0008). Expired and revoked rows are purged by a job.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

export type Session = typeof sessions.$inferSelect
