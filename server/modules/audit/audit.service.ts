import { ADMIN_PAGE_SIZE, type AuditLogPage } from '../../../contract/admin.ts'
import type { Database, Executor } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { Actor } from '../users/users.service.ts'
import { type AuditRepository, createAuditRepository, type NewAuditEntry } from './audit.repository.ts'

/**
 * The admin audit trail: who did what to whom, when and why. Every admin action calls `record`
 * inside its own transaction, so an entry exists exactly when the action happened (a deletion's
 * entry is written before the row goes, in the same transaction).
 */
export function createAuditService({ db, repo = createAuditRepository() }: { db: Database; repo?: AuditRepository }) {
  return {
    record(tx: Executor, entry: NewAuditEntry) {
      return repo.insert(tx, entry)
    },

    /**
     * Records the entry unless the same action on the same account was recorded within
     * `minutes` (a rate limit kept where the actions are counted anyway). Answers when the next
     * one is allowed, or null when this one was recorded.
     */
    async recordUnlessWithin(entry: NewAuditEntry & { target: { id: string; username: string } }, minutes: number, now = new Date()) {
      return db.transaction(async (tx) => {
        const last = await repo.lockLatestSince(tx, entry.action, entry.target.id, new Date(now.getTime() - minutes * 60_000))
        if (last) return new Date(last.getTime() + minutes * 60_000)
        await repo.insert(tx, entry)
        return null
      })
    },

    async list(actor: Actor, page: number): Promise<AuditLogPage> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      const { total, rows } = await repo.page(db, { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE })
      return {
        total,
        entries: rows.map((r) => ({
          id: r.id,
          actor_username: r.actorUsername,
          action: r.action,
          target_username: r.targetUsername,
          reason: r.reason,
          details: r.details ?? null,
          created_at: r.createdAt.toISOString(),
        })),
      }
    },
  }
}

export type AuditService = ReturnType<typeof createAuditService>
export type AuditRecorder = Pick<AuditService, 'record'>
