import cookie from '@fastify/cookie'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../tests/factories/users.ts'
import { loginHeaders } from '../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../tests/fixtures/test-app.ts'
import { databaseDigest } from '../modules/admin/admin-test-helpers.ts'
import type { AuthService } from '../modules/auth/auth.service.ts'
import { auth, type ProtectedRoute } from './auth.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The route with every path parameter malformed, a broken query, and (for writes) a broken body. */
function malformed(route: ProtectedRoute, body: 'json' | 'empty') {
  const url = `${route.url.replace(/:[A-Za-z]+/g, 'not-a-uuid')}?page=-1&limit=abc`
  const method = route.method as Method
  if (method === 'GET' || method === 'DELETE') return { method, url }
  return body === 'json'
    ? { method, url, payload: '{"broken": ', headers: { 'content-type': 'application/json' } }
    : { method, url, payload: {} }
}

/**
 * Authentication and role checks run before validation on every protected route: malformed input
 * from a guest answers 401, from a creator on an admin route 403, and nothing changes.
 */
describe('guards before validation', () => {
  let t: TestApp
  let creatorCookie: string
  beforeAll(async () => {
    t = await createTestApp()
    creatorCookie = (await loginHeaders(t, await createUser(t.db, { planType: 'basic' }))).cookie
  })
  afterAll(() => t.close())

  const routes = () => t.app.protectedRoutes.filter((r) => r.method !== 'HEAD')

  it('knows the protected routes, including the ones found answering 400 to guests', () => {
    const names = routes().map((r) => `${r.method} ${r.url}`)
    expect(names).toEqual(
      expect.arrayContaining([
        'PUT /api/admin/influencers/:id/block',
        'PUT /api/badge/:id',
        'POST /api/images/:id/pin',
        'POST /api/notifications/send',
        'POST /api/users/updateProfile',
        'POST /api/images/upload',
      ]),
    )
    expect(routes().find((r) => r.url === '/api/badge/:id')?.access).toBe('admin')
  })

  it('answers guests 401 on every protected route, whatever the input', async () => {
    const before = await databaseDigest(t.db)
    for (const route of routes()) {
      for (const body of ['json', 'empty'] as const) {
        const res = await t.app.inject(malformed(route, body))
        expect(res.statusCode, `${route.method} ${route.url} (${body})`).toBe(401)
        expect(res.json().code).toBe('UNAUTHORIZED')
      }
    }
    expect(await databaseDigest(t.db)).toBe(before)
  })

  it('answers a creator 403 on every admin and AI route, whatever the input', async () => {
    const before = await databaseDigest(t.db)
    const restricted = routes().filter((r) => r.access !== 'user')
    expect(restricted.length).toBeGreaterThan(10)
    for (const route of restricted) {
      for (const body of ['json', 'empty'] as const) {
        const call = malformed(route, body)
        const res = await t.app.inject({ ...call, headers: { ...call.headers, cookie: creatorCookie } })
        expect(res.statusCode, `${route.method} ${route.url} (${body})`).toBe(403)
        expect(res.json().code).toBe('FORBIDDEN')
      }
    }
    expect(await databaseDigest(t.db)).toBe(before)
  })

  it('still validates for a signed-in creator', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/not-a-uuid/pin',
      payload: {},
      headers: { cookie: creatorCookie },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
  })

  it('refuses to start when a route declares a guard after parsing', async () => {
    const app = Fastify({ logger: false })
    await app.register(cookie)
    await app.register(fp(async () => {}, { name: 'errors' }))
    await app.register(auth, { auth: {} as AuthService })
    const start = async () => {
      await app.register(async (scoped) => {
        scoped.post('/api/late', { preHandler: scoped.requireUser }, async () => ({}))
      })
      await app.ready()
    }
    await expect(start()).rejects.toThrow(/POST \/api\/late: declare the guard as onRequest, not preHandler/)
  })
})
