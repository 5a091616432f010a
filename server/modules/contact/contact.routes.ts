import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ContactInput } from '../../../contract/contact.ts'

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
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      await app.services.contact.submit(req.body, req.lang)
      return reply.code(201).send({ message: req.t('contact.success') })
    },
  )
}
