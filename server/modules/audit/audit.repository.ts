import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
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
export function createAuditRepository() {
  return {
    async insert(db: Executor, entry: NewAuditEntry): Promise<AuditLogEntry> {
      const [row] = await db
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
    /**
     * When the newest entry of this action on this account was written after `since`, or null.
     * Call inside a transaction: a transaction-scoped advisory lock on the pair makes concurrent
     * callers take turns, so a check followed by `insert` lets only one of them through.
     */
    async lockLatestSince(tx: Executor, action: string, targetUserId: string, since: Date): Promise<Date | null> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${action}:${targetUserId}`}))`)
      const [row] = await tx
        .select({ at: auditLog.createdAt })
        .from(auditLog)
        .where(and(eq(auditLog.targetUserId, targetUserId), eq(auditLog.action, action), gt(auditLog.createdAt, since)))
        .orderBy(desc(auditLog.createdAt))
        .limit(1)
      return row?.at ?? null
    },
    /** Newest first (audit_log_created_at_idx). */
    async page(db: Executor, { limit, offset }: { limit: number; offset: number }) {
      const [rows, [{ value: total }]] = await Promise.all([
        db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset),
        db.select({ value: count() }).from(auditLog),
      ])
      return { total, rows }
    },
  }
}

export type AuditRepository = ReturnType<typeof createAuditRepository>
