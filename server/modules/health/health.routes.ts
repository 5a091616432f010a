import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthApi } from '../../../contract/health.ts'
import { route } from '../../plugins/endpoints.ts'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const unlimited = { config: { rateLimit: false } } as const
  // Liveness for load balancers (and the benchmark's hello-world): the process answers, nothing else.
  route(app, healthApi.live, unlimited, async () => ({ ok: true as const }))
  route(app, healthApi.check, unlimited, async (_req, reply) => {
    const health = await app.services.health.check()
    return reply.code(health.status === 'ok' ? 200 : 503).send(health)
  })
}
