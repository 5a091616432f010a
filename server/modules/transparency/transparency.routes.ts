import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { transparencyApi } from '../../../contract/transparency.ts'
import { route } from '../../plugins/endpoints.ts'
import type { TransparencyService } from './transparency.service.ts'

/** The admin's transparency figures and their downloads (contract/transparency.ts). */
export function transparencyRoutes(transparency: TransparencyService): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, transparencyApi.report, {}, (req) => transparency.report(req.user!, req.query))
    route(app, transparencyApi.csv, {}, async (req, reply) => {
      const csv = await transparency.csv(req.user!, req.query)
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="transparency-${req.query.from}-${req.query.to}.csv"`)
        .send(csv)
    })
    route(app, transparencyApi.statements, {}, async (req, reply) => {
      const statements = await transparency.statements(req.user!, req.query)
      reply.header('cache-control', 'no-store')
      reply.header('content-disposition', `attachment; filename="statements-of-reasons-${req.query.from}-${req.query.to}.json"`)
      return statements
    })
  }
}
