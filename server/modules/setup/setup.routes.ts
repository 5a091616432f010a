import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SetupChecklist } from '../../../contract/setup.ts'
import { strictLimit } from '../../plugins/security.ts'

/** The token first, so a request without the link learns nothing about the rest of its body. */
const FirstAdminBody = z.looseObject({ token: z.string().max(200).optional() })

export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const setup = () => app.services.setup

  app.post(
    '/api/setup/first-admin',
    {
      schema: {
        tags: ['setup'],
        summary: "Create the first admin with the one-time link printed at a production instance's first start",
        body: FirstAdminBody,
        response: { 201: z.object({ email: z.string() }) },
      },
      config: { rateLimit: strictLimit(app.config, 10) },
    },
    async (req, reply) => reply.status(201).send(await setup().firstAdmin.create(req.body)),
  )

  app.get(
    '/api/admin/setup-checklist',
    {
      schema: { tags: ['admin'], summary: 'What a production instance still needs', response: { 200: SetupChecklist } },
      onRequest: app.requireAdmin,
    },
    async (req) => setup().checklist.get(req.user!),
  )
}
