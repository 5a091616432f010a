import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './common.ts'

/**
 * Admin actions (approve/block, role changes, deletions, badge reviews, settings, broadcasts).
 * actor_id and target_user_id deliberately have no foreign keys and the usernames are snapshots,
 * so entries about deleted users — including the deletion itself — stay readable.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorUsername: text('actor_username'),
    /** Dotted verb, e.g. 'user.approve', 'user.delete', 'badge.reject', 'settings.update'. */
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id'),
    targetUsername: text('target_username'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('audit_log_target_user_idx').on(t.targetUserId, t.createdAt.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc().nullsFirst()),
  ],
)

export type AuditLogEntry = typeof auditLog.$inferSelect
export type NewAuditLogEntry = typeof auditLog.$inferInsert
