import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { badgesApi } from '../../../contract/badges.ts'
import { route } from '../../plugins/endpoints.ts'

export const badgesRoutes: FastifyPluginAsyncZod = async (app) => {
  const badges = () => app.services.badges
  route(app, badgesApi.submit, {}, async (req) => {
    const request = await badges().submit(req.user!, req.body.storyUrl)
    return { message: req.t('badges.submitted'), request }
  })
  route(app, badgesApi.mine, {}, async (req) => badges().mine(req.user!))
  route(app, badgesApi.review, {}, async (req) => badges().review(req.user!, req.params.id, req.body.action, req.body.rejectionReason))
}
