import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { site } from '../../../content/site.ts'
import { CONSENT_COOKIE } from '../../../contract/http.ts'
import { LANGUAGE_COOKIE, withoutLanguageParam } from '../../../contract/language.ts'
import { preferencesApi } from '../../../contract/preferences.ts'
import { route } from '../../plugins/endpoints.ts'
import { sameSitePath } from './same-site-path.ts'

const YEAR = 365 * 24 * 3600

/**
 * Language and cookie-consent choices. The web app sets these cookies itself with JavaScript; these
 * endpoints make the same choices work without it (plain links and forms), then redirect back.
 */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookie = { path: '/', sameSite: 'lax' as const, secure: app.config.publicUrl.startsWith('https:') }

  route(app, preferencesApi.language, {}, async (req, reply) => {
    await app.services.preferences.chooseLanguage(req.user, req.query.lang)
    reply.setCookie(LANGUAGE_COOKIE, req.query.lang, { ...cookie, maxAge: YEAR })
    // Back to the page without its `?lang=`, which would otherwise beat the choice just made.
    const next = new URL(sameSitePath(req.query.next, app.config.publicUrl), 'http://next.invalid')
    return reply.redirect(`${next.pathname}${withoutLanguageParam(next.search)}${next.hash}`, 303)
  })

  route(app, preferencesApi.consent, {}, async (req, reply) => {
    reply.setCookie(CONSENT_COOKIE, '1', { ...cookie, maxAge: site.consentCookieDays * 24 * 3600 })
    return reply.redirect(sameSitePath(req.body?.next, app.config.publicUrl), 303)
  })
}
