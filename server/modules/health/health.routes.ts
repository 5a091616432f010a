import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  jobs: z.enum(['up', 'down']),
  storage: z.enum(['up', 'down']),
  /** Where mail goes: an SMTP server, or .eml files under DATA_DIR/outbox (delivered to nobody). */
  mail: z.enum(['smtp', 'outbox']),
  /** The running release's version (package.json; CHANGELOG.md says what changed). */
  version: z.string(),
})

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness for load balancers (and the benchmark's hello-world): the process answers, nothing else.
  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'The process is up (touches no database)',
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      config: { rateLimit: false },
    },
    async () => ({ ok: true as const }),
  )

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Database, job queue and file storage state, and the mail transport',
        response: { 200: Health, 503: Health },
      },
      config: { rateLimit: false },
    },
    async (_req, reply) => {
      const health = await app.services.health.check()
      return reply.code(health.status === 'ok' ? 200 : 503).send(health)
    },
  )
}
