import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { LANGUAGES } from './language.ts'
import { MAX_URL_LENGTH } from './limits.ts'
import { siteLinks } from './site-links.ts'

/**
 * Language and cookie-consent choices without JavaScript (plain links and forms); each redirects
 * back to the page it was made on.
 */

// Where to go back to; the server turns anything not on its own origin into `/`.
const Next = z.string().max(MAX_URL_LENGTH).optional()

export const LanguageChoice = z.object({ lang: z.enum(LANGUAGES), next: Next })
export const ConsentChoice = z.object({ next: Next }).optional()

export const preferencesApi = {
  language: endpoint({ ...siteLinks.language, query: LanguageChoice }),
  consent: endpoint({ ...siteLinks.consent, body: ConsentChoice }),
}
