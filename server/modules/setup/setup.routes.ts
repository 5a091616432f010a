import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { setupApi } from '../../../contract/setup.ts'
import { route } from '../../plugins/endpoints.ts'
import { strictLimit } from '../../plugins/security.ts'

export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const setup = () => app.services.setup

  route(app, setupApi.firstAdmin, { config: { rateLimit: strictLimit(app.config, 10) } }, async (req) =>
    setup().firstAdmin.create(req.body),
  )

  route(app, setupApi.checklist, {}, async (req) => setup().checklist.get(req.user!))
}
