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
    requireUser: Guard
    requireAdmin: Guard
    requireAiPlan: Guard
    /** Every route that declares a guard, with the role it needs (for authz tests and docs). */
    protectedRoutes: readonly ProtectedRoute[]
  }
}

type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<void>
export type Access = 'user' | 'admin' | 'ai'
export interface ProtectedRoute {
  method: string
  url: string
  access: Access
}

/** Lifecycle phases that run after the body is parsed or validated: too late for a guard. */
const LATE_PHASES = ['preParsing', 'preValidation', 'preHandler'] as const

/**
 * Establishes `req.user` from the session cookie or the Authorization header (with or without
 * `Bearer `) and offers the guards routes declare: requireUser, requireAdmin, requireAiPlan.
 *
 * Guards run as the route's `onRequest` hook, before the body is parsed and validated, so a guest
 * learns nothing about a protected route's input (401 before 400) and a creator on an admin route
 * gets 403 (docs/decisions/0011). A guard declared in a later phase fails at startup.
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
    const guards = new Map<unknown, Access>()
    const guard = (name: 'requireUser' | 'requireAdmin' | 'requireAiPlan', access: Access, check: Guard) => {
      guards.set(check, access)
      app.decorate(name, check)
    }
    guard('requireUser', 'user', async (req) => {
      if (!req.user) throw new AppError('UNAUTHORIZED')
    })
    guard('requireAdmin', 'admin', async (req) => {
      if (!req.user) throw new AppError('UNAUTHORIZED')
      if (req.user.role !== 'admin') throw new AppError('FORBIDDEN')
    })
    guard('requireAiPlan', 'ai', async (req) => {
      if (!req.user) throw new AppError('UNAUTHORIZED')
      if (req.user.planType !== 'ai') throw new AppError('FORBIDDEN')
    })

    const protectedRoutes: ProtectedRoute[] = []
    app.decorate('protectedRoutes', protectedRoutes)
    app.addHook('onRoute', (route) => {
      const where = `${[route.method].flat().join(',')} ${route.url}`
      for (const phase of LATE_PHASES) {
        if ([route[phase]].flat().some((hook) => guards.has(hook))) {
          throw new Error(`${where}: declare the guard as onRequest, not ${phase}, so it runs before validation (docs/decisions/0011)`)
        }
      }
      for (const hook of [route.onRequest].flat()) {
        const access = guards.get(hook)
        if (!access) continue
        for (const method of [route.method].flat()) protectedRoutes.push({ method, url: route.url, access })
      }
    })
  },
  { name: 'auth', dependencies: ['@fastify/cookie', 'errors'] },
)
