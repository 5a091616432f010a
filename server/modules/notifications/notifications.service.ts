import { NOTIFICATION_LIST_MAX, NOTIFICATION_MESSAGE_MAX, type NotificationList } from '../../../contract/notifications.ts'
import type { Database, Executor } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { Actor } from '../users/users.service.ts'
import { createNotificationsRepository, type NotificationsRepository } from './notifications.repository.ts'

export interface NotificationsDeps {
  db: Database
  /** Records admin broadcasts. */
  audit?: AuditRecorder
  repo?: NotificationsRepository
}

/** A message must be non-empty after trimming and fit the column. */
function checkedMessage(message: string) {
  const text = message.trim()
  if (!text) throw new AppError('VALIDATION_FAILED', [{ field: 'message', key: 'validation.required' }])
  if (text.length > NOTIFICATION_MESSAGE_MAX) {
    throw new AppError('VALIDATION_FAILED', [{ field: 'message', key: 'validation.too_long', params: { max: NOTIFICATION_MESSAGE_MAX } }])
  }
  return text
}

/**
 * In-app messages. Other features create them through `notify` (inside their transaction when
 * they pass `tx`) and `notifyAllCreators` (admin broadcasts); creators read their own.
 */
export function createNotificationsService({ db, audit, repo = createNotificationsRepository() }: NotificationsDeps) {
  return {
    async notify(userId: string, message: string, options: { tx?: Executor } = {}) {
      return repo.insert(options.tx ?? db, userId, checkedMessage(message))
    },

    /** One notification per approved non-admin creator; returns how many were created. */
    async notifyAllCreators(message: string, options: { tx?: Executor } = {}) {
      return repo.insertForAllCreators(options.tx ?? db, checkedMessage(message))
    },

    /**
     * Admin broadcast: one notification per creator in a single INSERT … SELECT, audited in the
     * same transaction. The text is stored as typed; every client renders it as plain text.
     */
    async broadcast(actor: Actor, message: string) {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      const text = checkedMessage(message)
      const sent = await db.transaction(async (tx) => {
        const count = await repo.insertForAllCreators(tx, text)
        await audit?.record(tx, { actorId: actor.id, action: 'notification.broadcast', details: { message: text, sent: count } })
        return count
      })
      return { sent }
    },

    async list(actor: Actor): Promise<NotificationList> {
      const [rows, unread] = await Promise.all([repo.latest(db, actor.id, NOTIFICATION_LIST_MAX), repo.countUnread(db, actor.id)])
      return {
        notifications: rows.map((n) => ({ id: n.id, message: n.message, read: n.read, created_at: n.createdAt.toISOString() })),
        unread,
      }
    },

    /** Opening the bell's dropdown marks every message read. */
    async markAllRead(actor: Actor) {
      return { updated: await repo.markAllRead(db, actor.id), unread: 0 as const }
    },
  }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>
