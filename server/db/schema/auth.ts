import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './common.ts'
import { users } from './users.ts'

/**
 * Password reset tokens. Only the SHA-256 of the token is stored, so a database leak cannot be
 * turned into account takeovers; the emailed link carries the raw token. Single use (`used_at`).
 * Sessions are stateless JWTs revoked through `users.token_version`, so there is no session table.
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
 * Failed logins and reset requests per account (email hashed), so brute force is slowed per
 * account and not only per IP. Shared by every app instance; old rows are purged by a job.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['login', 'reset'] }).notNull(),
    /** sha256 hex of the lower-cased email. */
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_attempts_lookup_idx').on(t.kind, t.subject, t.createdAt),
    check('auth_attempts_kind_check', sql`${t.kind} in ('login', 'reset')`),
  ],
)

export type AuthAttempt = typeof authAttempts.$inferSelect
