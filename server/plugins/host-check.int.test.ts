import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../tests/fixtures/test-app.ts'
import { hostAllowed } from './host-check.ts'

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-secret-with-variety-0123456789',
  PUBLIC_URL: 'https://looktag.example',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  SMTP_URL: 'smtp://mail.looktag.example:587',
}
const REBOUND = 'rebind.evil.example:3000'

describe('hostAllowed', () => {
  it('takes PUBLIC_URL’s host, and loopback names outside production', () => {
    expect(hostAllowed('looktag.example', 'https://looktag.example', true)).toBe(true)
    expect(hostAllowed('LOOKTAG.example', 'https://looktag.example', true)).toBe(true)
    expect(hostAllowed('looktag.example:8443', 'https://looktag.example', true)).toBe(false)
    expect(hostAllowed('shop.looktag.example', 'https://looktag.example', true)).toBe(false)
    expect(hostAllowed('localhost:3000', 'https://looktag.example', true)).toBe(false)
    expect(hostAllowed(undefined, 'https://looktag.example', true)).toBe(false)
    for (const host of ['localhost:80', 'localhost', '127.0.0.1:4110', '[::1]:3000', 'LocalHost:5173']) {
      expect(hostAllowed(host, 'http://localhost:3000', false), host).toBe(true)
    }
    for (const host of [REBOUND, 'localhost.evil.example', '127.0.0.1.nip.io', '[::2]:3000', '']) {
      expect(hostAllowed(host, 'http://localhost:3000', false), host).toBe(false)
    }
  })
})

/** DNS rebinding: a page on another site whose name now points at 127.0.0.1 must get nothing from the app. */
describe('requests for another host in development', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('refuses them before any route, the dev mailbox included, in the request’s language', async () => {
    const admin = await createAdmin(t.db)
    const origin = `http://${REBOUND}`
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: admin.email },
      headers: { host: REBOUND, origin, 'accept-language': 'de' },
    })
    expect(reset.statusCode).toBe(421)
    expect(reset.json()).toMatchObject({ code: 'HOST_NOT_ALLOWED', error: 'Diese Adresse wird hier nicht bedient.' })
    for (const url of ['/api/dev/mailbox', '/api/users/me', '/about', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { host: REBOUND } })
      expect(res.statusCode, url).toBe(421)
    }
    const mailbox = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '127.0.0.1',
      headers: { host: 'localhost:3000' },
    })
    expect(mailbox.statusCode).toBe(200)
    expect(JSON.stringify(mailbox.json())).not.toContain(admin.email)
  })

  it('checks Origin against PUBLIC_URL, not against the request’s own Host', async () => {
    const post = (host: string, origin: string) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { host, origin } })
    // PUBLIC_URL is http://localhost:3000 here.
    expect((await post('127.0.0.1:8080', 'http://127.0.0.1:8080')).json().code).toBe('ORIGIN_NOT_ALLOWED')
    expect((await post('localhost:80', 'http://localhost:80')).json().code).toBe('ORIGIN_NOT_ALLOWED')
    expect((await post('localhost:80', 'http://localhost:3000')).statusCode).toBe(204)
    expect((await post('127.0.0.1:3000', 'http://127.0.0.1:3000')).statusCode).toBe(204)
  })
})

describe('requests for another host in production', () => {
  let t: TestApp
  let proxied: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: PRODUCTION })
    proxied = await createTestApp({ env: { ...PRODUCTION, TRUST_PROXY: '127.0.0.1' } })
  })
  afterAll(async () => {
    await t.close()
    await proxied.close()
  })

  it('serves only PUBLIC_URL’s host; health checks answer any name', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { host: 'looktag.example' } })).statusCode).toBe(401)
    for (const host of ['localhost:3000', '127.0.0.1', REBOUND]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { host } })).statusCode, host).toBe(421)
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live', headers: { host } })).statusCode, host).toBe(200)
    }
  })

  it('reads the host a trusted proxy forwards', async () => {
    const forwarded = (host: string) =>
      proxied.app.inject({ method: 'GET', url: '/api/users/me', headers: { host: '10.0.0.5:3000', 'x-forwarded-host': host } })
    expect((await forwarded('looktag.example')).statusCode).toBe(401)
    expect((await forwarded(REBOUND)).statusCode).toBe(421)
  })
})
