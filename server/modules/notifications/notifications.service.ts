import { NOTIFICATION_LIST_MAX, NOTIFICATION_MESSAGE_MAX, type NotificationList } from '../../../contract/notifications.ts'
import type { Database, Executor } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { Actor } from '../users/users.service.ts'
import { createNotificationsRepository, type NotificationsRepository } from './notifications.repository.ts'

export interface NotificationsDeps {
  db: Database
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
export function createNotificationsService({ db, repo = createNotificationsRepository(db) }: NotificationsDeps) {
  return {
    async notify(userId: string, message: string, options: { tx?: Executor } = {}) {
      return repo.insert(userId, checkedMessage(message), options.tx)
    },

    /** One notification per approved non-admin creator; returns how many were created. */
    async notifyAllCreators(message: string, options: { tx?: Executor } = {}) {
      return repo.insertForAllCreators(checkedMessage(message), options.tx)
    },

    async list(actor: Actor): Promise<NotificationList> {
      const [rows, unread] = await Promise.all([repo.latest(actor.id, NOTIFICATION_LIST_MAX), repo.countUnread(actor.id)])
      return {
        notifications: rows.map((n) => ({ id: n.id, message: n.message, read: n.read, created_at: n.createdAt.toISOString() })),
        unread,
      }
    },

    /** Opening the bell's dropdown marks every message read. */
    async markAllRead(actor: Actor) {
      return { updated: await repo.markAllRead(actor.id), unread: 0 as const }
    },
  }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>
