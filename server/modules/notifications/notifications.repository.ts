import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { type Notification, notifications, users } from '../../db/schema/index.ts'

export function createNotificationsRepository(db: Executor) {
  return {
    latest(userId: string, limit: number, tx: Executor = db): Promise<Notification[]> {
      return tx
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
    },
    async countUnread(userId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
      return row?.value ?? 0
    },
    async markAllRead(userId: string, tx: Executor = db) {
      const rows = await tx
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
        .returning({ id: notifications.id })
      return rows.length
    },
    async insert(userId: string, message: string, tx: Executor = db): Promise<Notification> {
      const [row] = await tx.insert(notifications).values({ userId, message }).returning()
      return row
    },
    /**
     * One row per approved creator (role user) in a single INSERT … SELECT, so a broadcast to many
     * creators is one statement, not a loop.
     */
    async insertForAllCreators(message: string, tx: Executor = db) {
      const result = await tx.execute(sql`
        insert into ${notifications} (user_id, message)
        select ${users.id}, ${message} from ${users}
        where ${users.role} = 'user' and ${users.approved} = true`)
      return result.rowCount ?? 0
    },
  }
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>
