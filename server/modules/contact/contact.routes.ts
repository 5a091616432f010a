import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ContactInput } from '../../../contract/contact.ts'
import { strictLimit } from '../../plugins/security.ts'

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Looktag team',
        body: ContactInput,
        response: { 201: z.object({ message: z.string() }) },
      },
      // Stricter than the global limit: the form is public and each message sends an email.
      config: { rateLimit: strictLimit(app.config, 5) },
    },
    async (req, reply) => {
      await app.services.contact.submit(req.body, req.lang)
      return reply.code(201).send({ message: req.t('contact.success') })
    },
  )
}
