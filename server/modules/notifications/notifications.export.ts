import type { Database } from '../../db/client.ts'
import type { AccountExport } from '../../lib/account-export.ts'
import type { NotificationsRepository } from './notifications.repository.ts'

export function createNotificationsExport({ db, repo }: { db: Database; repo: NotificationsRepository }) {
  return async (userId: string): Promise<AccountExport> => ({ json: { 'notifications.json': await repo.allOf(db, userId) } })
}
