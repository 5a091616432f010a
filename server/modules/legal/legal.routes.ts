import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isLanguage } from '../../../contract/language.ts'
import { AppError } from '../../errors.ts'
import { renderTermsPdf } from './terms-pdf.ts'

// A free string, not an enum: an unknown language is a missing document (404), not bad input.
const TermsParams = z.object({ lang: z.string() })

/** Legal documents that the server renders itself: the terms of use in force as a PDF per language, with the settings in force. */
export default async function legalRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/legal/terms-of-use/:lang',
    {
      schema: {
        tags: ['legal'],
        summary: 'Terms of use as a PDF (en, de or ar)',
        params: TermsParams,
      },
    },
    async (req, reply) => {
      const { lang } = req.params
      if (!isLanguage(lang)) throw new AppError('NOT_FOUND')
      const { legalTexts } = app.services
      const pdf = await renderTermsPdf(lang, await legalTexts.facts(), await legalTexts.document('terms', lang))
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="terms-of-use-${lang}.pdf"`)
        .header('Cache-Control', 'public, max-age=300')
        .send(pdf)
    },
  )
}
