import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contactApi } from '../../../contract/contact.ts'
import { route } from '../../plugins/endpoints.ts'
import { strictLimit } from '../../plugins/security.ts'

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // Stricter than the global limit: the form is public and each message sends an email.
  route(app, contactApi.send, { config: { rateLimit: strictLimit(app.config, 5) } }, async (req) => {
    await app.services.contact.submit(req.body, req.lang)
    return { message: req.t('contact.success') }
  })
}
