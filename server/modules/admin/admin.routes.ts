import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { RequestReferenceQuery } from '../../../contract/account.ts'
import {
  AdminFailedRenewalList,
  AdminImageList,
  AdminInfluencerList,
  AdminListQuery,
  AdminMailFailureList,
  AdminOverview,
  AdminSubscriptionList,
  ApprovalBody,
  ApprovalResult,
  AuditLogPage,
  AuditLogQuery,
  MaxExpiryBody,
  PendingStoryList,
  RequireDisclosureBody,
  RoleBody,
} from '../../../contract/admin.ts'

const IdParams = z.object({ id: z.uuid() })

/**
 * The admin area's API. Every route is guarded by requireAdmin and every service call checks the
 * role again. PUT /api/badge/{id} and POST /api/notifications/send live with their features.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = () => app.services.admin
  const guard = { onRequest: app.requireAdmin }

  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Active creators (total_influencers) and creators by other status, max expiry days, pending badge requests',
        response: { 200: AdminOverview },
      },
      ...guard,
    },
    async (req) => admin().overview(req.user!),
  )

  app.get(
    '/api/admin/influencers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Creators and admins, newest first (search by username or email)',
        querystring: AdminListQuery,
        response: { 200: AdminInfluencerList },
      },
      ...guard,
    },
    async (req) => admin().influencers(req.user!, req.query),
  )

  app.put(
    '/api/admin/influencers/:id/block',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve (Active) or block an account; an unpaid account cannot be approved (409 ACCOUNT_UNPAID)',
        params: IdParams,
        body: ApprovalBody,
        response: { 200: ApprovalResult },
      },
      ...guard,
    },
    async (req) => admin().setApproved(req.user!, req.params.id, req.body.approved),
  )

  app.put(
    '/api/admin/influencers/:id/role',
    {
      schema: {
        tags: ['admin'],
        summary: 'Make or revoke admin (not yourself, never the last admin)',
        params: IdParams,
        body: RoleBody,
        response: { 200: RoleBody },
      },
      ...guard,
    },
    async (req) => admin().setRole(req.user!, req.params.id, req.body.role),
  )

  app.delete(
    '/api/admin/influencers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an account with its images, files, tags and sessions (audited with the request reference)',
        params: IdParams,
        querystring: RequestReferenceQuery,
        response: { 204: z.null() },
      },
      ...guard,
    },
    async (req, reply) => {
      await admin().deleteInfluencer(req.user!, req.params.id, req.query.reference)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/api/admin/influencers/:id/images',
    {
      schema: {
        tags: ['admin'],
        summary: "All of a creator's images, expired ones too, newest first",
        params: IdParams,
        response: { 200: AdminImageList },
      },
      ...guard,
    },
    async (req) => admin().influencerImages(req.user!, req.params.id),
  )

  app.delete(
    '/api/admin/images/:id',
    {
      schema: { tags: ['admin'], summary: "Delete any creator's image and its files", params: IdParams, response: { 204: z.null() } },
      ...guard,
    },
    async (req, reply) => {
      await admin().deleteImage(req.user!, req.params.id)
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/api/admin/max-expiry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the max expiry days of uploads (whole number 1–365)',
        body: MaxExpiryBody,
        response: { 200: z.object({ maxExpiryDays: z.number().int() }) },
      },
      ...guard,
    },
    async (req) => admin().setMaxExpiryDays(req.user!, req.body.maxExpiryDays),
  )

  app.put(
    '/api/admin/require-disclosure',
    {
      schema: {
        tags: ['admin'],
        summary: 'Require an ad disclosure choice on every new look',
        body: RequireDisclosureBody,
        response: { 200: RequireDisclosureBody },
      },
      ...guard,
    },
    async (req) => admin().setRequireDisclosure(req.user!, req.body.required),
  )

  app.get(
    '/api/admin/pending-stories',
    { schema: { tags: ['admin'], summary: 'Pending badge requests, oldest first', response: { 200: PendingStoryList } }, ...guard },
    async (req) => admin().pendingStories(req.user!),
  )

  app.get(
    '/api/admin/subscriptions',
    { schema: { tags: ['admin'], summary: 'Latest subscriptions, newest first', response: { 200: AdminSubscriptionList } }, ...guard },
    async (req) => admin().subscriptions(req.user!),
  )

  app.get(
    '/api/admin/failed-renewals',
    {
      schema: {
        tags: ['admin'],
        summary: 'Failed renewal payments, newest first (amount in cents)',
        response: { 200: AdminFailedRenewalList },
      },
      ...guard,
    },
    async (req) => admin().failedRenewals(req.user!),
  )

  app.get(
    '/api/admin/mail-failures',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mail not handed to the mail server yet: retrying (with the next attempt) or failed, newest first',
        response: { 200: AdminMailFailureList },
      },
      ...guard,
    },
    async (req) => admin().mailFailures(req.user!),
  )

  app.get(
    '/api/admin/audit-log',
    {
      schema: { tags: ['admin'], summary: 'Admin actions, newest first', querystring: AuditLogQuery, response: { 200: AuditLogPage } },
      ...guard,
    },
    async (req) => admin().auditLog(req.user!, req.query.page),
  )
}
