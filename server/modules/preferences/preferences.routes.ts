import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LANGUAGE_COOKIE, LANGUAGES } from '../../../contract/language.ts'
import { site } from '../../../web/content/site.ts'
import { CONSENT_COOKIE } from '../../plugins/web.ts'

const YEAR = 365 * 24 * 3600
const Next = z
  .string()
  .optional()
  // Only same-site paths: `//evil.example` or `https://…` would be an open redirect.
  .transform((v) => (v?.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\') ? v : '/'))

/**
 * Language and cookie-consent choices. The web app sets these cookies itself with JavaScript; these
 * endpoints make the same choices work without it (plain links and forms), then redirect back.
 */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookie = { path: '/', sameSite: 'lax' as const, secure: app.config.publicUrl.startsWith('https:') }

  app.get(
    '/api/language',
    { schema: { tags: ['preferences'], querystring: z.object({ lang: z.enum(LANGUAGES), next: Next }) } },
    async (req, reply) => {
      reply.setCookie(LANGUAGE_COOKIE, req.query.lang, { ...cookie, maxAge: YEAR })
      return reply.redirect(req.query.next, 303)
    },
  )

  app.post('/api/consent', { schema: { tags: ['preferences'], body: z.object({ next: Next }).optional() } }, async (req, reply) => {
    reply.setCookie(CONSENT_COOKIE, '1', { ...cookie, maxAge: site.consentCookieDays * 24 * 3600 })
    return reply.redirect(req.body?.next ?? '/', 303)
  })
}
