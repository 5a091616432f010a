import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../tests/factories/users.ts'
import { loginHeaders } from '../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../tests/fixtures/test-app.ts'

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-secret-with-variety-0123456789',
  PUBLIC_URL: 'https://looktag.example',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  SMTP_URL: 'smtp://mail.looktag.example:587',
}
// At a tenth of the default, login allows 2 tries a minute per client.
const LOW_LIMITS = { RATE_LIMIT_MAX: '60' }

async function loginsWithRotatingForwardedFor(t: TestApp, count: number) {
  const codes: number[] = []
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `nobody-${i}@example.com`, password: 'wrong-password-123' },
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}`, host: 'looktag.example' },
    })
    codes.push(res.statusCode)
  }
  return codes
}

describe('client addresses in production', () => {
  let direct: TestApp
  let proxied: TestApp
  beforeAll(async () => {
    direct = await createTestApp({ env: { ...PRODUCTION, ...LOW_LIMITS } })
    // inject connects from 127.0.0.1: here that is the configured proxy.
    proxied = await createTestApp({ env: { ...PRODUCTION, ...LOW_LIMITS, TRUST_PROXY: '127.0.0.1' } })
  })
  afterAll(async () => {
    await direct.close()
    await proxied.close()
  })

  it('does not let a rotating X-Forwarded-For escape the login limit without TRUST_PROXY', async () => {
    const codes = await loginsWithRotatingForwardedFor(direct, 3)
    expect(codes.at(-1)).toBe(429)
  })

  it('believes X-Forwarded-For from the proxy TRUST_PROXY names', async () => {
    const codes = await loginsWithRotatingForwardedFor(proxied, 3)
    expect(codes).not.toContain(429)
  })
})

describe('rate limit on paths that only look static', () => {
  let t: TestApp
  let port: number
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(() => t.close())

  // A real socket: app.inject would resolve `..` before the app sees the URL.
  const rawGet = (path: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path }, (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
        .on('error', reject)
    })

  it('counts /uploads/../about like any page', async () => {
    const codes: number[] = []
    for (let i = 0; i < 5; i++) codes.push(await rawGet('/uploads/../about'))
    expect(codes.at(-1)).toBe(429)
  })
})

describe('caching of signed-in answers', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('marks every API answer to a signed-in account no-store', async () => {
    const user = await createUser(t.db)
    const { cookie, token } = await loginHeaders(t, user)
    for (const headers of [{ cookie }, { authorization: `Bearer ${token}` }]) {
      for (const url of ['/api/users/me', '/api/public/all-images', '/api/nope']) {
        const res = await t.app.inject({ method: 'GET', url, headers })
        expect(res.headers['cache-control'], url).toBe('no-store')
      }
    }
  })

  it('marks the login answer, which carries the token, no-store', async () => {
    const user = await createUser(t.db)
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('leaves visitors’ answers to their routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/all-images' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).not.toBe('no-store')
  })
})

describe('API docs', () => {
  let production: TestApp
  let enabled: TestApp
  beforeAll(async () => {
    production = await createTestApp({ env: PRODUCTION })
    enabled = await createTestApp({ env: { ...PRODUCTION, API_DOCS: 'true' } })
  })
  afterAll(async () => {
    await production.close()
    await enabled.close()
  })

  it('are not served in production unless API_DOCS=true', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await production.app.inject({ method: 'GET', url, headers: { host: 'looktag.example' } })
      expect(res.statusCode, url).toBe(404)
    }
    expect((await enabled.app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: 'looktag.example' } })).statusCode).toBe(200)
  })

  it('run under the app’s own CSP', async () => {
    const page = await enabled.app.inject({ method: 'GET', url: '/api/docs', headers: { host: 'looktag.example' } })
    expect(page.statusCode).toBe(200)
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self' 'nonce-/)
    expect(csp).not.toMatch(/(script|style)-src [^;]*('unsafe-inline'|https:)/)
  })
})
