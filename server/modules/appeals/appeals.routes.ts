import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { appealsApi, COMPLAINTS_PER_CLIENT_MINUTE } from '../../../contract/appeals.ts'
import { route } from '../../plugins/endpoints.ts'
import { strictLimit } from '../../plugins/security.ts'

export const appealsRoutes: FastifyPluginAsyncZod = async (app) => {
  const appeals = () => app.services.appeals
  const limited = { config: { rateLimit: strictLimit(app.config, COMPLAINTS_PER_CLIENT_MINUTE) } }

  route(app, appealsApi.statements, {}, async (req) => appeals().statements(req.user!))
  route(app, appealsApi.complain, limited, async (req) => appeals().complain(req.user!, req.params.decisionId, req.body, req.lang))
  route(app, appealsApi.notice, {}, async (req, reply) => {
    reply.header('cache-control', 'no-store')
    return appeals().noticeOutcome(req.params.token)
  })
  route(app, appealsApi.complainAsNotifier, limited, async (req) => appeals().complainAsNotifier(req.params.token, req.body, req.lang))
  route(app, appealsApi.adminList, {}, async (req) => appeals().adminList(req.user!))
  route(app, appealsApi.adminMisuse, {}, async (req) => app.services.appealsMisuse.overview(req.user!))
  route(app, appealsApi.adminSuspend, {}, async (req) => app.services.appealsMisuse.suspend(req.user!, req.params.creatorId, req.body))
  route(app, appealsApi.adminReview, {}, async (req) => appeals().review(req.user!, req.params.id, req.body))
}
