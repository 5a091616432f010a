import { z } from 'zod'
import { endpoint } from './endpoint.ts'

// A free string, not an enum: an unknown language is a missing document (404), not bad input.
export const TermsParams = z.object({ lang: z.string() })

/** Legal documents the server renders itself. */
export const legalApi = {
  termsPdf: endpoint({
    method: 'GET',
    path: '/api/legal/terms-of-use/:lang',
    access: 'public',
    tag: 'legal',
    summary: 'Terms of use as a PDF (en, de or ar)',
    params: TermsParams,
    response: null,
    produces: 'application/pdf',
  }),
}
