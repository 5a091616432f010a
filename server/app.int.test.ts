import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, createTag } from '../tests/factories/images.ts'
import { createUser } from '../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../tests/fixtures/test-app.ts'

describe('platform API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('reports database, job queue and storage state on /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'up',
      jobs: 'up',
      storage: 'up',
      release: 'none',
      mail: 'outbox',
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    })
  })

  it('answers an unknown API route with a JSON 404 in the error shape and language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'de-DE,de;q=0.9' } })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.json()).toEqual({ error: 'Diese API-Route existiert nicht.', code: 'ROUTE_NOT_FOUND' })
  })

  it('answers malformed JSON with BAD_REQUEST, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '{"fullName":',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('BAD_REQUEST')
  })

  it('compresses an API answer of tens of KB in one piece, with its length (decision 0044)', async () => {
    const creator = await createUser(t.db)
    for (let i = 0; i < 30; i++) {
      const image = await createImage(t.db, creator.id, { description: `Look ${i} with a long story. `.repeat(5) })
      await createTag(t.db, image.id)
    }
    const url = '/api/public/all-images'
    const plain = await t.app.inject({ method: 'GET', url })
    expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024)
    const zipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    // Compressed in one call, the length is known; a compression stream would have sent it in chunks.
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length)
    expect(zipped.headers['transfer-encoding']).toBeUndefined()
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json())
  })

  it('serves the OpenAPI document with the contact and health routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/contact']))
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' })
    expect([200, 302]).toContain(ui.statusCode)
  })

  it('sends a CSP that allows scripts only from our origin or with a nonce', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('sets the language cookie and redirects back to a same-site path only', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/language?lang=ar&next=/pricing' })
    expect(ok.statusCode).toBe(303)
    expect(ok.headers.location).toBe('/pricing')
    expect(String(ok.headers['set-cookie'])).toMatch(/^lang=ar;/)
    const evil = await t.app.inject({ method: 'GET', url: '/api/language?lang=de&next=//evil.example' })
    expect(evil.headers.location).toBe('/')
    const bad = await t.app.inject({ method: 'GET', url: '/api/language?lang=fr' })
    expect(bad.statusCode).toBe(400)
  })

  it('stores cookie consent for 150 days', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/consent', payload: { next: '/about' } })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/about')
    expect(String(res.headers['set-cookie'])).toContain(`Max-Age=${150 * 24 * 3600}`)
  })
})
