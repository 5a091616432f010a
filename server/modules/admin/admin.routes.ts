import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminApi } from '../../../contract/admin-api.ts'
import { route } from '../../plugins/endpoints.ts'

/**
 * The admin area's API; every service call checks the role again.
 * PUT /api/badge/{id} and POST /api/notifications/send live with their features.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = () => app.services.admin

  route(app, adminApi.overview, {}, async (req) => admin().overview(req.user!))
  route(app, adminApi.creators, {}, async (req) => admin().creators(req.user!, req.query))
  route(app, adminApi.approve, {}, async (req) => admin().setApproved(req.user!, req.params.id, req.body.approved))
  route(app, adminApi.role, {}, async (req) => admin().setRole(req.user!, req.params.id, req.body.role))
  route(app, adminApi.deleteCreator, {}, async (req) => {
    await admin().deleteCreator(req.user!, req.params.id, req.query.reference)
  })
  route(app, adminApi.creatorImages, {}, async (req) => admin().creatorImages(req.user!, req.params.id))
  route(app, adminApi.deleteImage, {}, async (req) => {
    await admin().deleteImage(req.user!, req.params.id)
  })
  route(app, adminApi.maxExpiry, {}, async (req) => admin().setMaxExpiryDays(req.user!, req.body.maxExpiryDays))
  route(app, adminApi.requireDisclosure, {}, async (req) => admin().setRequireDisclosure(req.user!, req.body.required))
  route(app, adminApi.pendingStories, {}, async (req) => admin().pendingStories(req.user!))
  route(app, adminApi.subscriptions, {}, async (req) => admin().subscriptions(req.user!))
  route(app, adminApi.failedRenewals, {}, async (req) => admin().failedRenewals(req.user!))
  route(app, adminApi.mailFailures, {}, async (req) => admin().mailFailures(req.user!))
  route(app, adminApi.auditLog, {}, async (req) => admin().auditLog(req.user!, req.query.page))
}
