import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notificationsApi } from '../../../contract/notifications.ts'
import { route } from '../../plugins/endpoints.ts'

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = () => app.services.notifications
  route(app, notificationsApi.list, {}, async (req) => notifications().list(req.user!))
  route(app, notificationsApi.markAsRead, {}, async (req) => notifications().markAllRead(req.user!))
  route(app, notificationsApi.send, {}, async (req) => notifications().broadcast(req.user!, req.body.message))
}
