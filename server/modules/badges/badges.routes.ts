import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BadgeReviewBody } from '../../../contract/admin.ts'
import { BadgeRequestView, MyBadgeRequest, StorySubmit } from '../../../contract/badges.ts'

export const badgesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/stories/submit',
    {
      schema: {
        tags: ['badges'],
        summary: 'Request the verified badge with a post URL carrying the caption code',
        body: StorySubmit,
        response: { 201: z.object({ message: z.string(), request: BadgeRequestView }) },
      },
      onRequest: app.requireUser,
    },
    async (req, reply) => {
      const request = await app.services.badges.submit(req.user!, req.body.storyUrl)
      return reply.code(201).send({ message: req.t('badges.submitted'), request })
    },
  )

  app.get(
    '/api/stories/mine',
    {
      schema: { tags: ['badges'], summary: 'My latest badge request and the caption code', response: { 200: MyBadgeRequest } },
      onRequest: app.requireUser,
    },
    async (req) => app.services.badges.mine(req.user!),
  )

  app.put(
    '/api/badge/:id',
    {
      schema: {
        tags: ['badges', 'admin'],
        summary: 'Admin: approve or reject a pending badge request (optional rejection reason)',
        params: z.object({ id: z.uuid() }),
        body: BadgeReviewBody,
        response: { 200: z.object({ status: z.enum(['approved', 'rejected']) }) },
      },
      onRequest: app.requireAdmin,
    },
    async (req) => app.services.badges.review(req.user!, req.params.id, req.body.action, req.body.rejectionReason),
  )
}
