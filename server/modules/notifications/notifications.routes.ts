import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BroadcastBody } from '../../../contract/admin.ts'
import { NotificationList } from '../../../contract/notifications.ts'

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first, with the unread count',
        response: { 200: NotificationList },
      },
      onRequest: app.requireUser,
    },
    async (req) => app.services.notifications.list(req.user!),
  )

  app.post(
    '/api/notifications/markAsRead',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications as read',
        response: { 200: z.object({ updated: z.number().int(), unread: z.literal(0) }) },
      },
      onRequest: app.requireUser,
    },
    async (req) => app.services.notifications.markAllRead(req.user!),
  )

  app.post(
    '/api/notifications/send',
    {
      schema: {
        tags: ['notifications', 'admin'],
        summary: 'Admin: send a notification to every creator',
        body: BroadcastBody,
        response: { 200: z.object({ sent: z.number().int() }) },
      },
      onRequest: app.requireAdmin,
    },
    async (req) => app.services.notifications.broadcast(req.user!, req.body.message),
  )
}
