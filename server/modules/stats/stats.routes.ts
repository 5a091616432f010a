import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { statsApi } from '../../../contract/stats.ts'
import { route } from '../../plugins/endpoints.ts'

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, statsApi.get, {}, async (req) => app.services.stats.get(req.user!))
  route(app, statsApi.reset, {}, async (req) => app.services.stats.reset(req.user!))
}
