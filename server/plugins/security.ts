import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { AppError } from '../errors.ts'
import { securityHeaders } from './security-headers.ts'
import { isStaticPath } from './static-paths.ts'

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Security headers with a nonce-based CSP (no inline script runs without the per-response nonce),
 * a global per-IP rate limit counted in a store all instances share (the IP is the socket's unless TRUST_PROXY names the proxy), an Origin
 * check on every state-changing request, and no caching of what a signed-in account is shown.
 */
export const security = fp(
  async (
    app,
    opts: {
      publicUrl: string
      production: boolean
      rateLimitMax: number
      devAssets: boolean
      filesUrl?: string
      rateLimitStore?: FastifyRateLimitStoreCtor
    },
  ) => {
    // Fixed at start-up, only the nonces change per answer (security-headers.ts, decision 0030).
    await app.register(securityHeaders, { devAssets: opts.devAssets, filesUrl: opts.filesUrl })

    await app.register(rateLimit, {
      global: true,
      // Counters every instance shares (PostgreSQL, decision 0027); a counter that fails lets the request through.
      store: opts.rateLimitStore,
      skipOnError: true,
      max: opts.rateLimitMax,
      timeWindow: '1 minute',
      // Hashed assets and uploads are static and belong behind a CDN; limiting them only hurts pages.
      allowList: (req) => isStaticPath(req.url),
      // Hand over to the one error handler so the answer is translated and has the error shape.
      errorResponseBuilder: (_req, context) => Object.assign(new AppError('RATE_LIMITED'), { statusCode: context.statusCode }),
    })

    const allowed = allowedOrigins(opts.publicUrl, opts.production)
    app.addHook('onRequest', async (req) => {
      if (SAFE_METHODS.has(req.method)) return
      if (req.url.startsWith('/api/webhooks/')) return // signed by the provider instead
      const origin = req.headers.origin
      if (!origin) return // not a browser form/fetch (API clients, curl); cookies alone are not enough to act
      // Never compared with the request's own Host: a rebound DNS name would match itself.
      if (allowed.has(origin)) return
      // A phone's share sheet posts to the installed app's share target with no web origin
      // ("null"); the SameSite=Lax session cookie still keeps other sites out (decision 0085).
      if (origin === 'null' && req.url === '/share') return
      throw new AppError('ORIGIN_NOT_ALLOWED')
    })

    // An API answer to a signed-in account is that account's data, and the login answer carries a
    // session token: no shared cache, back-forward cache or disk may keep them, whatever the route set.
    app.addHook('onSend', (req, reply, payload, done) => {
      if (req.url.startsWith('/api/') && (req.user || req.url.startsWith('/api/auth/'))) reply.header('cache-control', 'no-store')
      done(null, payload)
    })
  },
  { name: 'security', dependencies: ['errors', 'auth'] },
)

/**
 * The origins whose pages may write: PUBLIC_URL's, and outside production the same port under
 * the other loopback names (a developer opening 127.0.0.1 instead of localhost).
 */
export function allowedOrigins(publicUrl: string, production: boolean) {
  const url = new URL(publicUrl)
  const origins = new Set([url.origin])
  if (!production)
    for (const name of ['localhost', '127.0.0.1', '[::1]']) origins.add(`${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`)
  return origins
}

/** RATE_LIMIT_MAX's default; stricter route limits are stated for it and scale with it. */
export const DEFAULT_RATE_LIMIT_MAX = 600

/**
 * A stricter per-IP limit for one route (login, contact, …), stated for the default global limit
 * and scaled with RATE_LIMIT_MAX, so a deployment (or a test run) that raises one raises all.
 */
export function strictLimit(config: { rateLimitMax: number }, perMinute: number) {
  return { max: Math.max(1, Math.round((perMinute * config.rateLimitMax) / DEFAULT_RATE_LIMIT_MAX)), timeWindow: '1 minute' }
}
