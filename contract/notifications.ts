import { z } from 'zod'
import { endpoint } from './endpoint.ts'

/** The dashboard bell shows at most this many messages in its dropdown. */
export const NOTIFICATION_DROPDOWN_MAX = 3
/** How many recent notifications the list call returns. */
export const NOTIFICATION_LIST_MAX = 50
export const NOTIFICATION_MESSAGE_MAX = 500

export const NotificationItem = z.object({
  id: z.uuid(),
  message: z.string(),
  read: z.boolean(),
  created_at: z.string(),
})

export const NotificationList = z.object({
  notifications: z.array(NotificationItem),
  unread: z.number().int(),
})

export type NotificationItem = z.output<typeof NotificationItem>
export type NotificationList = z.output<typeof NotificationList>

/** `POST /api/notifications/send`: an admin's message to every creator. */
export const BroadcastBody = z.object({
  message: z
    .string('admin.broadcast_required')
    .trim()
    .min(1, 'admin.broadcast_required')
    .max(NOTIFICATION_MESSAGE_MAX, 'validation.too_long'),
})

export const MarkedRead = z.object({ updated: z.number().int(), unread: z.literal(0) })
export const BroadcastSent = z.object({ sent: z.number().int() })

export const notificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    access: 'user',
    tag: 'notifications',
    summary: 'My notifications, newest first, with the unread count',
    response: NotificationList,
  }),
  markAsRead: endpoint({
    method: 'POST',
    path: '/api/notifications/markAsRead',
    access: 'user',
    tag: 'notifications',
    summary: 'Mark all my notifications as read',
    response: MarkedRead,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/notifications/send',
    access: 'admin',
    tag: ['notifications', 'admin'],
    summary: 'Admin: send a notification to every creator',
    body: BroadcastBody,
    response: BroadcastSent,
  }),
}
