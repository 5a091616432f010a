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
