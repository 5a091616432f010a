import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
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
      preHandler: app.requireUser,
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
      preHandler: app.requireUser,
    },
    async (req) => app.services.badges.mine(req.user!),
  )
}
