import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { type Notification, notifications, users } from '../../db/schema/index.ts'

export function createNotificationsRepository() {
  return {
    latest(db: Executor, userId: string, limit: number): Promise<Notification[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
    },
    /** Every notification of the account, oldest first (data export). */
    allOf(db: Executor, userId: string): Promise<Notification[]> {
      return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt, notifications.id)
    },
    async countUnread(db: Executor, userId: string) {
      const [row] = await db
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
      return row?.value ?? 0
    },
    async markAllRead(db: Executor, userId: string) {
      const rows = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
        .returning({ id: notifications.id })
      return rows.length
    },
    async insert(db: Executor, userId: string, message: string): Promise<Notification> {
      const [row] = await db.insert(notifications).values({ userId, message }).returning()
      return row
    },
    /**
     * One row per approved creator (role user) in a single INSERT … SELECT, so a broadcast to many
     * creators is one statement, not a loop.
     */
    async insertForAllCreators(db: Executor, message: string) {
      const result = await db.execute(sql`
        insert into ${notifications} (user_id, message)
        select ${users.id}, ${message} from ${users}
        where ${users.role} = 'user' and ${users.approved} = true`)
      return result.rowCount ?? 0
    },
  }
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>
