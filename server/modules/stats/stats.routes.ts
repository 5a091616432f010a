import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Stats } from '../../../contract/stats.ts'

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stats',
    { schema: { tags: ['stats'], summary: "The signed-in creator's stats card", response: { 200: Stats } }, onRequest: app.requireUser },
    async (req) => app.services.stats.get(req.user!),
  )

  app.post(
    '/api/stats/reset',
    {
      schema: {
        tags: ['stats'],
        summary: 'Reset clicks, shares and campaign clicks to 0 (event history is kept)',
        response: { 200: Stats },
      },
      onRequest: app.requireUser,
    },
    async (req) => app.services.stats.reset(req.user!),
  )
}
