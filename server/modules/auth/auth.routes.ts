import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authApi } from '../../../contract/auth-api.ts'
import { LANGUAGE_COOKIE } from '../../../contract/language.ts'
import { route } from '../../plugins/endpoints.ts'
import { strictLimit } from '../../plugins/security.ts'
import { clearSessionCookies, SESSION_COOKIE, setSessionCookies, tokenFrom } from './session.ts'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.publicUrl.startsWith('https:')
  const limit = (max: number) => ({ config: { rateLimit: strictLimit(app.config, max) } })

  route(app, authApi.register, limit(10), async (req) => app.services.auth.register(req.body, req.lang))

  route(app, authApi.login, limit(20), async (req, reply) => {
    // The language the holder uses the site in; an API client that names none keeps the stored one.
    const named = req.cookies?.[LANGUAGE_COOKIE] || req.headers['accept-language']
    const result = await app.services.auth.login(req.body, {
      ip: req.ip,
      lang: named ? req.lang : undefined,
      langChosen: Boolean(req.cookies?.[LANGUAGE_COOKIE]),
    })
    setSessionCookies(reply, { token: result.token, role: result.user.role }, secure)
    return result
  })

  route(app, authApi.logout, {}, async (req, reply) => {
    await app.services.auth.logout(tokenFrom(req.headers.authorization, req.cookies[SESSION_COOKIE]))
    clearSessionCookies(reply)
  })

  route(app, authApi.requestPasswordReset, limit(5), async (req) => {
    const named = req.cookies?.[LANGUAGE_COOKIE] || req.headers['accept-language']
    await app.services.auth.requestPasswordReset(req.body.email, { ip: req.ip, lang: named ? req.lang : undefined })
    return { message: req.t('auth.reset_sent') }
  })

  route(app, authApi.resetPassword, limit(10), async (req) => {
    await app.services.auth.resetPassword(req.body)
    return { message: req.t('auth.reset_success') }
  })
}
