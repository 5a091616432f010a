import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  jobs: z.enum(['up', 'down']),
})

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: { tags: ['system'], summary: 'Database and job queue state', response: { 200: Health, 503: Health } },
      config: { rateLimit: false },
    },
    async (_req, reply) => {
      const health = await app.services.health.check()
      return reply.code(health.status === 'ok' ? 200 : 503).send(health)
    },
  )
}
