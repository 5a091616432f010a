import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthApi } from '../../../contract/health.ts'
import { route } from '../../plugins/endpoints.ts'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const unlimited = { config: { rateLimit: false } } as const
  // Liveness for load balancers (and the benchmark's hello-world): the process answers and can still
  // serve pages; 503 once its release's files are gone, which only a restart cures.
  route(app, healthApi.live, unlimited, async (_req, reply) => {
    const live = app.services.health.live()
    return reply.code(live.ok ? 200 : 503).send(live)
  })
  route(app, healthApi.check, unlimited, async (_req, reply) => {
    const health = await app.services.health.check()
    return reply.code(health.status === 'ok' ? 200 : 503).send(health)
  })
}
