import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LEGAL_TEXT_KINDS, LegalTextInput, LegalTextsView } from '../../../contract/legal-texts.ts'

const KindParams = z.object({ kind: z.enum(LEGAL_TEXT_KINDS) })

/** The legal texts in the admin area; the public legal pages and the terms PDF read the version in force. */
export const legalTextsRoutes: FastifyPluginAsyncZod = async (app) => {
  const texts = () => app.services.legalTexts
  const guard = { onRequest: app.requireAdmin }

  app.get(
    '/api/admin/legal-texts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Privacy policy, terms of use and cookie policy (Markdown) with their versions',
        response: { 200: LegalTextsView },
      },
      ...guard,
    },
    async (req) => texts().view(req.user!),
  )

  app.put(
    '/api/admin/legal-texts/:kind',
    {
      schema: {
        tags: ['admin'],
        summary: 'Save a new version of a legal text (every language at once; earlier versions are kept)',
        params: KindParams,
        body: LegalTextInput,
        response: { 200: LegalTextsView },
      },
      ...guard,
    },
    async (req) => texts().update(req.user!, req.params.kind, req.body),
  )
}
