import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { isLanguage } from '../../../contract/language.ts'
import { legalApi } from '../../../contract/legal.ts'
import { AppError } from '../../errors.ts'
import { route } from '../../plugins/endpoints.ts'
import { renderTermsPdf } from './terms-pdf.ts'

/** Legal documents that the server renders itself: the terms of use in force as a PDF per language, with the settings in force. */
export default async function legalRoutes(app: FastifyInstance) {
  route(app.withTypeProvider<ZodTypeProvider>(), legalApi.termsPdf, {}, async (req, reply) => {
    const { lang } = req.params
    if (!isLanguage(lang)) throw new AppError('NOT_FOUND')
    const { legalTexts } = app.services
    const pdf = await renderTermsPdf(lang, await legalTexts.facts(), await legalTexts.document('terms', lang))
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="terms-of-use-${lang}.pdf"`)
      .header('Cache-Control', 'public, max-age=300')
      .send(pdf)
  })
}
