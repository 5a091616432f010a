import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CheckoutResponse, LoginInput, LoginResponse, PasswordReset, PasswordResetRequest, RegisterInput } from '../../../contract/auth.ts'
import { LANGUAGE_COOKIE } from '../../../contract/language.ts'
import { strictLimit } from '../../plugins/security.ts'
import { clearSessionCookies, SESSION_COOKIE, setSessionCookies, tokenFrom } from './session.ts'

const Message = z.object({ message: z.string() })

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.publicUrl.startsWith('https:')

  app.post(
    '/api/auth/create-checkout-session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a pending account and start the plan checkout',
        body: RegisterInput,
        response: { 200: CheckoutResponse },
      },
      config: { rateLimit: strictLimit(app.config, 10) },
    },
    async (req) => app.services.auth.register(req.body, req.lang),
  )

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in; sets the session cookie and returns the token for API clients',
        body: LoginInput,
        response: { 200: LoginResponse },
      },
      config: { rateLimit: strictLimit(app.config, 20) },
    },
    async (req, reply) => {
      // The language the holder uses the site in; an API client that names none keeps the stored one.
      const named = req.cookies?.[LANGUAGE_COOKIE] || req.headers['accept-language']
      const result = await app.services.auth.login(req.body, { ip: req.ip, lang: named ? req.lang : undefined })
      setSessionCookies(reply, { token: result.token, role: result.user.role }, secure)
      return result
    },
  )

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'End this session (cookie or token); other devices stay signed in' } },
    async (req, reply) => {
      await app.services.auth.logout(tokenFrom(req.headers.authorization, req.cookies[SESSION_COOKIE]))
      clearSessionCookies(reply)
      return reply.code(204).send()
    },
  )

  app.post(
    '/api/auth/request-password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use reset link (same answer for unknown emails)',
        body: PasswordResetRequest,
        response: { 200: Message },
      },
      config: { rateLimit: strictLimit(app.config, 5) },
    },
    async (req) => {
      await app.services.auth.requestPasswordReset(req.body.email, { ip: req.ip })
      return { message: req.t('auth.reset_sent') }
    },
  )

  app.post(
    '/api/auth/reset-password',
    {
      schema: { tags: ['auth'], summary: 'Set a new password with a reset token', body: PasswordReset, response: { 200: Message } },
      config: { rateLimit: strictLimit(app.config, 10) },
    },
    async (req) => {
      await app.services.auth.resetPassword(req.body)
      return { message: req.t('auth.reset_success') }
    },
  )
}
