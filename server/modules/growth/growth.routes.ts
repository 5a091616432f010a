import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { Growth, GrowthQuery, LookNumbers } from '../../../contract/growth.ts'

const ExportQuery = z.object({ from: z.iso.date(), to: z.iso.date() })

export const growthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/growth',
    {
      schema: {
        tags: ['stats'],
        summary: "The signed-in creator's growth over 7, 30 or 90 days",
        querystring: GrowthQuery,
        response: { 200: Growth },
      },
      onRequest: app.requireUser,
    },
    async (req) => app.services.growth.get(req.user!, req.query.days),
  )

  app.get(
    '/api/growth/looks',
    {
      schema: { tags: ['stats'], summary: 'Views, clicks and CTR of each own look over the last 30 days', response: { 200: LookNumbers } },
      onRequest: app.requireUser,
    },
    async (req) => app.services.growth.looks(req.user!),
  )

  app.get(
    '/api/growth/export.csv',
    {
      schema: { tags: ['stats'], summary: 'Daily numbers of a period (at most 366 days) as CSV', querystring: ExportQuery },
      onRequest: app.requireUser,
    },
    async (req, reply) => {
      const csv = await app.services.growth.csv(req.user!, req.query)
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="growth-${req.query.from}-${req.query.to}.csv"`)
        .send(csv)
    },
  )
}
