import { z } from 'zod'

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
