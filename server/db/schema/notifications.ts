import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { NOTIFICATION_MESSAGE_MAX } from '../../../contract/notifications.ts'
import { createdAt, lengthBetween } from './common.ts'
import { users } from './users.ts'

/** In-app messages; an admin broadcast inserts one row per creator. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // Unread count and "mark all as read".
    index('notifications_user_read_created_at_idx').on(t.userId, t.read, t.createdAt.desc().nullsFirst()),
    // Dropdown / list: newest first regardless of read state.
    index('notifications_user_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('notifications_message_length', lengthBetween(t.message, 1, NOTIFICATION_MESSAGE_MAX)),
  ],
)

export type Notification = typeof notifications.$inferSelect
export type NewNotification = typeof notifications.$inferInsert
