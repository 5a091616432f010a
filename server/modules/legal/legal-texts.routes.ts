import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { legalTextsApi } from '../../../contract/legal-texts.ts'
import { route } from '../../plugins/endpoints.ts'

/** The legal texts in the admin area; the public legal pages and the terms PDF read the version in force. */
export const legalTextsRoutes: FastifyPluginAsyncZod = async (app) => {
  const texts = () => app.services.legalTexts

  route(app, legalTextsApi.view, {}, async (req) => texts().view(req.user!))
  route(app, legalTextsApi.update, {}, async (req) => texts().update(req.user!, req.params.kind, req.body))
}
