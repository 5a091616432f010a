import helmet from '@fastify/helmet'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { createNoncePool, cspDirectives, type SecurityHeaderOptions, securityHeaders } from './security-headers.ts'

/** The CSP as a map of directive → sorted sources, with both nonces replaced by a marker. */
function parseCsp(header: string, nonces: { script: string; style: string }) {
  const text = header.replaceAll(nonces.script, 'N').replaceAll(nonces.style, 'N')
  return Object.fromEntries(
    text.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/)
      return [name, values.sort()]
    }),
  )
}

/** The app's former configuration of @fastify/helmet: the reference the precomputed headers must match. */
async function helmetAnswer(opts: SecurityHeaderOptions) {
  const app = Fastify()
  const directives = Object.fromEntries(cspDirectives(opts).map(([name, values]) => [name, values.filter((v) => !v.includes('\u0000'))]))
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
    crossOriginEmbedderPolicy: false,
    // The one deliberate difference from helmet's defaults (decision 0034).
    referrerPolicy: { policy: 'same-origin' },
  })
  app.get('/', async (_req, reply) => reply.send(reply.cspNonce))
  return app.inject({ method: 'GET', url: '/' })
}

async function ownAnswer(opts: SecurityHeaderOptions, url = '/') {
  const app = Fastify()
  await app.register(securityHeaders, opts)
  app.get('/', async (_req, reply) => reply.send(reply.cspNonce))
  return app.inject({ method: 'GET', url })
}

describe('security headers', () => {
  for (const opts of [{ devAssets: false }, { devAssets: true }, { devAssets: false, filesUrl: 'https://cdn.example.com/files' }]) {
    it(`are the headers helmet sent, with the same CSP (${JSON.stringify(opts)})`, async () => {
      const [reference, own] = await Promise.all([helmetAnswer(opts), ownAnswer(opts)])
      const security = (headers: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(headers).filter(
            ([name]) => !['content-security-policy', 'content-type', 'content-length', 'date', 'connection'].includes(name),
          ),
        )
      expect(security(own.headers)).toEqual(security(reference.headers))
      expect(parseCsp(String(own.headers['content-security-policy']), own.json())).toEqual(
        parseCsp(String(reference.headers['content-security-policy']), reference.json()),
      )
    })
  }

  it('put this answer’s own nonces into its CSP, new for every answer', async () => {
    const app = Fastify()
    await app.register(securityHeaders, { devAssets: false })
    app.get('/', async (_req, reply) => reply.send(reply.cspNonce))
    const answers = await Promise.all(Array.from({ length: 300 }, () => app.inject({ method: 'GET', url: '/' })))
    const nonces = answers.flatMap((answer) => {
      const { script, style } = answer.json<{ script: string; style: string }>()
      const csp = String(answer.headers['content-security-policy'])
      expect(csp).toContain(`script-src 'self' 'nonce-${script}';`)
      expect(csp).toContain(`style-src 'self' 'nonce-${style}';`)
      return [script, style]
    })
    expect(nonces.every((n) => /^[0-9a-f]{32}$/.test(n))).toBe(true)
    expect(new Set(nonces).size).toBe(nonces.length)
  })

  it('reach answers no route produced (404)', async () => {
    const answer = await ownAnswer({ devAssets: false }, '/nowhere')
    expect(answer.statusCode).toBe(404)
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}'/)
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('draw every nonce from fresh random bytes, also past a refill of the pool', () => {
    const next = createNoncePool(4)
    const nonces = Array.from({ length: 12 }, next)
    expect(new Set(nonces).size).toBe(12)
  })
})
