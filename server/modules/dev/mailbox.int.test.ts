import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-secret-with-variety-0123456789',
  PUBLIC_URL: 'https://looktag.example',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  MAIL_TRANSPORT: 'outbox',
}

describe('development conveniences answer only this machine', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const mailbox = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'GET', url: '/api/dev/mailbox', ...options })

  it('shows the mailbox to a client on loopback', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await mailbox({ remoteAddress })
      expect(res.statusCode, remoteAddress).toBe(200)
      expect(res.json()).toEqual({ messages: expect.any(Array) })
    }
  })

  it('answers 404 to another machine, whatever its headers claim', async () => {
    for (const remoteAddress of ['203.0.113.5', '192.168.1.20', '::ffff:10.0.0.3', '2001:db8::1']) {
      const res = await mailbox({ remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1', host: 'localhost:3000' } })
      expect(res.statusCode, remoteAddress).toBe(404)
      expect(res.json().code).toBe('ROUTE_NOT_FOUND')
    }
  })

  it('answers 404 through a proxy, even one on this machine', async () => {
    for (const name of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const headers = { [name]: name === 'forwarded' ? 'for=203.0.113.5' : '203.0.113.5' }
      expect((await mailbox({ remoteAddress: '127.0.0.1', headers })).statusCode).toBe(404)
    }
  })

  it('keeps the test checkout from other machines', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/api/checkout/local/cs_local_unknown', remoteAddress: '203.0.113.5' })
    expect(remote.statusCode).toBe(404)
    expect(remote.json().code).toBe('ROUTE_NOT_FOUND')
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/local/cs_local_unknown/pay',
      payload: {},
      remoteAddress: '203.0.113.5',
    })
    expect(pay.statusCode).toBe(404)
    expect(pay.json().code).toBe('ROUTE_NOT_FOUND')
    // From this machine the route exists; the session just does not.
    const local = await t.app.inject({ method: 'GET', url: '/api/checkout/local/cs_local_unknown' })
    expect(local.statusCode).toBe(404)
    expect(local.json().code).toBe('CHECKOUT_NOT_FOUND')
  })
})

describe('in production', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: PRODUCTION })
  })
  afterAll(() => t.close())

  it('has no mailbox and no test checkout, not even for loopback', async () => {
    for (const url of ['/api/dev/mailbox', '/api/checkout/local/cs_local_unknown']) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { host: 'looktag.example' } })
      expect(res.statusCode, url).toBe(404)
      expect(res.json().code).toBe('ROUTE_NOT_FOUND')
    }
  })
})
