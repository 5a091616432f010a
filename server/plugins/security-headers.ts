import { randomFillSync } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyReply {
    /** This answer's CSP nonces (the same shape @fastify/helmet used): fresh for every answer. */
    cspNonce: { script: string; style: string }
  }
}

export interface SecurityHeaderOptions {
  /** Vite's dev server injects its HMR client and styles inline; the built app needs neither. */
  devAssets: boolean
  /** Uploaded files come from the bucket or CDN when S3_PUBLIC_URL is set. */
  filesUrl?: string
}

/** Marks where a directive gets this answer's nonce; never part of a real source list. */
const NONCE_SLOT = '\u0000nonce\u0000'

/** The CSP, directive by directive; script-src and style-src end in their nonce. */
export function cspDirectives({ devAssets, filesUrl }: SecurityHeaderOptions): [string, string[]][] {
  return [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['font-src', ["'self'", 'data:']],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(filesUrl ? [new URL(filesUrl).origin] : [])]],
    ['object-src', ["'none'"]],
    ['script-src', [...(devAssets ? ["'self'", "'unsafe-inline'"] : ["'self'"]), NONCE_SLOT]],
    ['script-src-attr', ["'none'"]],
    ['style-src', [...(devAssets ? ["'self'", "'unsafe-inline'"] : ["'self'"]), NONCE_SLOT]],
    // React sets positions (e.g. tags at x%/y%) through style attributes.
    ['style-src-attr', ["'unsafe-inline'"]],
    ['connect-src', devAssets ? ["'self'", 'ws:', 'wss:'] : ["'self'"]],
  ]
}

/**
 * The headers every answer carries besides the CSP: helmet's defaults, which this app used before,
 * except the referrer policy. `same-origin` sends no referrer to other sites (as `no-referrer` did)
 * but lets a plain form post to this site carry its real Origin, which the Origin check needs; under
 * `no-referrer` browsers send `Origin: null` for it (decision 0034).
 */
export const STATIC_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'same-origin'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
]

/**
 * The CSP as text pieces around its two nonces (script, style), joined once at start-up: each
 * answer only concatenates five strings instead of rebuilding and re-validating the policy.
 */
export function cspTemplate(options: SecurityHeaderOptions) {
  const text = cspDirectives(options)
    .map(([name, values]) => `${name} ${values.map((v) => (v === NONCE_SLOT ? `'nonce-${NONCE_SLOT}'` : v)).join(' ')}`)
    .join(';')
  const [beforeScript, beforeStyle, rest] = text.split(NONCE_SLOT)
  return (script: string, style: string) => beforeScript + script + beforeStyle + style + rest
}

const NONCE_BYTES = 16

/**
 * Nonces of 16 random bytes in hex, as before, taken from a buffer the CSPRNG fills 256 nonces at
 * a time: one system call per 256 answers instead of two per answer. Every byte is used once.
 */
export function createNoncePool(count = 256) {
  const pool = Buffer.alloc(NONCE_BYTES * count)
  let offset = pool.length
  return () => {
    if (offset === pool.length) {
      randomFillSync(pool)
      offset = 0
    }
    const nonce = pool.toString('hex', offset, offset + NONCE_BYTES)
    offset += NONCE_BYTES
    return nonce
  }
}

/**
 * Security headers on every answer — errors, 404s and static files included — with a fresh nonce
 * pair per answer in the CSP (no inline script runs without it). The header values are fixed at
 * start-up (decision 0030); only the nonces change.
 */
export const securityHeaders = fp(
  async (app, opts: SecurityHeaderOptions) => {
    const csp = cspTemplate(opts)
    const nonce = createNoncePool()
    app.decorateReply('cspNonce', null as unknown as FastifyReply['cspNonce'])
    app.addHook('onRequest', (_req, reply, done) => {
      const script = nonce()
      const style = nonce()
      reply.cspNonce = { script, style }
      const policy = csp(script, style)
      if (opts.devAssets) {
        // Vite's dev middleware answers on the raw response, past Fastify's reply headers.
        reply.raw.setHeader('content-security-policy', policy)
        for (const [name, value] of STATIC_SECURITY_HEADERS) reply.raw.setHeader(name, value)
      } else {
        reply.header('content-security-policy', policy)
        for (const [name, value] of STATIC_SECURITY_HEADERS) reply.header(name, value)
      }
      done()
    })
  },
  { name: 'security-headers' },
)
