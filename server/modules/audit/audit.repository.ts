import { count, desc, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { type AuditLogEntry, auditLog, users } from '../../db/schema/index.ts'

export interface NewAuditEntry {
  /** Null when nobody known acted (a failed login, a lockout) or the system acted on its own (a scheduled renewal). */
  actorId: string | null
  action: string
  target?: { id: string; username: string } | null
  reason?: string | null
  details?: Record<string, unknown> | null
}

/** The only code that knows the audit_log table. */
export function createAuditRepository(db: Executor) {
  return {
    async insert(entry: NewAuditEntry, tx: Executor = db): Promise<AuditLogEntry> {
      const [row] = await tx
        .insert(auditLog)
        .values({
          actorId: entry.actorId,
          // Snapshot of the actor's name taken in the same statement, so it survives their deletion.
          actorUsername: entry.actorId ? sql`(select ${users.username} from ${users} where ${users.id} = ${entry.actorId})` : null,
          action: entry.action,
          targetUserId: entry.target?.id ?? null,
          targetUsername: entry.target?.username ?? null,
          reason: entry.reason ?? null,
          details: entry.details ?? null,
        })
        .returning()
      return row
    },
    /** Newest first (audit_log_created_at_idx). */
    async page({ limit, offset }: { limit: number; offset: number }, tx: Executor = db) {
      const [rows, [{ value: total }]] = await Promise.all([
        tx.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset),
        tx.select({ value: count() }).from(auditLog),
      ])
      return { total, rows }
    },
  }
}

export type AuditRepository = ReturnType<typeof createAuditRepository>
