import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage } from '../../../tests/factories/images.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { databaseDigest, insertBadgeRequest } from './admin-test-helpers.ts'

type Call = { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: Record<string, unknown> }

/**
 * Every admin route, each with a real target made fresh for the call: guests get 401, creators 403
 * and the database stays exactly as it was; an admin succeeds.
 */
describe('admin authorization matrix', () => {
  let t: TestApp
  let adminCookie: string
  let creatorCookie: string
  beforeAll(async () => {
    t = await createTestApp()
    adminCookie = (await loginHeaders(t, await createAdmin(t.db))).cookie
    creatorCookie = (await loginHeaders(t, await createUser(t.db))).cookie
  })
  afterAll(() => t.close())

  const target = () => createUser(t.db, { approved: false })
  const routes: [string, () => Promise<Call>, number][] = [
    ['overview', async () => ({ method: 'GET', url: '/api/admin/overview' }), 200],
    ['mail failures', async () => ({ method: 'GET', url: '/api/admin/mail-failures' }), 200],
    ['creator list', async () => ({ method: 'GET', url: '/api/admin/influencers?search=creator&page=1' }), 200],
    [
      'approve',
      async () => ({ method: 'PUT', url: `/api/admin/influencers/${(await target()).id}/block`, payload: { approved: true } }),
      200,
    ],
    [
      'block',
      async () => ({ method: 'PUT', url: `/api/admin/influencers/${(await createUser(t.db)).id}/block`, payload: { approved: false } }),
      200,
    ],
    [
      'role',
      async () => ({ method: 'PUT', url: `/api/admin/influencers/${(await createUser(t.db)).id}/role`, payload: { role: 'admin' } }),
      200,
    ],
    ['delete account', async () => ({ method: 'DELETE', url: `/api/admin/influencers/${(await createUser(t.db)).id}` }), 204],
    ['images of a creator', async () => ({ method: 'GET', url: `/api/admin/influencers/${(await createUser(t.db)).id}/images` }), 200],
    [
      'delete image',
      async () => ({ method: 'DELETE', url: `/api/admin/images/${(await createImage(t.db, (await createUser(t.db)).id)).id}` }),
      204,
    ],
    ['max expiry', async () => ({ method: 'PUT', url: '/api/admin/max-expiry', payload: { maxExpiryDays: 9 } }), 200],
    ['require disclosure', async () => ({ method: 'PUT', url: '/api/admin/require-disclosure', payload: { required: false } }), 200],
    ['pending stories', async () => ({ method: 'GET', url: '/api/admin/pending-stories' }), 200],
    [
      'badge review',
      async () => ({
        method: 'PUT',
        url: `/api/badge/${(await insertBadgeRequest(t.db, (await createUser(t.db)).id)).id}`,
        payload: { action: 'reject', rejectionReason: 'No caption code' },
      }),
      200,
    ],
    ['broadcast', async () => ({ method: 'POST', url: '/api/notifications/send', payload: { message: 'Hello creators' } }), 200],
    ['subscriptions', async () => ({ method: 'GET', url: '/api/admin/subscriptions' }), 200],
    ['failed renewals', async () => ({ method: 'GET', url: '/api/admin/failed-renewals' }), 200],
    ['audit log', async () => ({ method: 'GET', url: '/api/admin/audit-log?page=1' }), 200],
  ]

  it.each(routes)('%s: guests get 401 and creators 403, and nothing changes', async (_name, setup) => {
    const call = await setup()
    const before = await databaseDigest(t.db)
    const guest = await t.app.inject(call)
    expect(guest.statusCode).toBe(401)
    expect(guest.json().code).toBe('UNAUTHORIZED')
    const creator = await t.app.inject({ ...call, headers: { cookie: creatorCookie } })
    expect(creator.statusCode).toBe(403)
    expect(creator.json().code).toBe('FORBIDDEN')
    expect(await databaseDigest(t.db)).toBe(before)
  })

  it.each(routes)('%s: an admin succeeds', async (_name, setup, status) => {
    const res = await t.app.inject({ ...(await setup()), headers: { cookie: adminCookie } })
    expect(res.statusCode, res.body).toBe(status)
  })

  it('services refuse a creator even without the route guard', async () => {
    const creator = { id: (await createUser(t.db)).id, role: 'user' as const }
    const admin = t.app.services.admin
    const victim = await createUser(t.db)
    for (const call of [
      () => admin.overview(creator),
      () => admin.setApproved(creator, victim.id, false),
      () => admin.setRole(creator, victim.id, 'admin'),
      () => admin.deleteCreator(creator, victim.id),
      () => admin.setMaxExpiryDays(creator, 30),
      () => admin.broadcast(creator, 'spam'),
      () => admin.auditLog(creator, 1),
      () => admin.subscriptions(creator),
      () => admin.pendingStories(creator),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN' })
    }
  })
})
