import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { PlanType } from '../../contract/plans.ts'
import { AppError } from '../errors.ts'
import type { AuthService } from '../modules/auth/auth.service.ts'
import { SESSION_COOKIE, tokenFrom } from '../modules/auth/session.ts'
import { isStaticPath } from './static-paths.ts'

export interface SessionUser {
  id: string
  role: 'user' | 'admin'
  username: string
  planType: PlanType
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null for visitors (and for revoked, blocked or unpaid accounts). */
    user: SessionUser | null
  }
  interface FastifyInstance {
    requireUser: (req: FastifyRequest, reply: FastifyReply) => Promise<void>
    requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<void>
    requireAiPlan: (req: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

/**
 * Establishes `req.user` from the session cookie or the Authorization header (with or without
 * `Bearer `) and offers the guards routes declare: requireUser, requireAdmin, requireAiPlan.
 */
export const auth = fp(
  async (app, opts: { auth: AuthService }) => {
    app.decorateRequest('user', null)
    app.addHook('onRequest', async (req) => {
      // Static files never depend on who asks; skip the token check and its database read.
      if (isStaticPath(req.url) || req.url === '/api/health') return
      const token = tokenFrom(req.headers.authorization, req.cookies[SESSION_COOKIE])
      req.user = token ? await opts.auth.authenticate(token) : null
    })
    app.decorate('requireUser', async (req: FastifyRequest) => {
      if (!req.user) throw new AppError('UNAUTHORIZED')
    })
    app.decorate('requireAdmin', async (req: FastifyRequest) => {
      if (!req.user) throw new AppError('UNAUTHORIZED')
      if (req.user.role !== 'admin') throw new AppError('FORBIDDEN')
    })
    app.decorate('requireAiPlan', async (req: FastifyRequest) => {
      if (!req.user) throw new AppError('UNAUTHORIZED')
      if (req.user.planType !== 'ai') throw new AppError('FORBIDDEN')
    })
  },
  { name: 'auth', dependencies: ['@fastify/cookie', 'errors'] },
)
