import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { growthApi } from '../../../contract/growth.ts'
import { route } from '../../plugins/endpoints.ts'

export const growthRoutes: FastifyPluginAsyncZod = async (app) => {
  const growth = () => app.services.growth
  route(app, growthApi.get, {}, async (req) => growth().get(req.user!, req.query.days))
  route(app, growthApi.looks, {}, async (req) => growth().looks(req.user!))
  route(app, growthApi.exportCsv, {}, async (req, reply) => {
    const csv = await growth().csv(req.user!, req.query)
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="growth-${req.query.from}-${req.query.to}.csv"`)
      .send(csv)
  })
}
