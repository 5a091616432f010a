import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { complaints } from '../../db/schema/index.ts'
import { decidedNotice } from './appeals-test-helpers.ts'

type Call = { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }

/**
 * Every appeals route: a guest is refused before the body is read (401 also for a bad body), a
 * creator may not use the admin's, an admin not the creator's, and a refusal changes nothing.
 */
describe('appeals authorization', () => {
  let t: TestApp
  let creatorCookie: string
  let adminCookie: string
  let decisionId: string
  let complaintId: string
  let creatorId: string

  beforeAll(async () => {
    t = await createTestApp()
    const admin = await createAdmin(t.db)
    const creator = await createUser(t.db)
    creatorId = creator.id
    creatorCookie = (await loginHeaders(t, creator)).cookie
    adminCookie = (await loginHeaders(t, admin)).cookie
    decisionId = (await decidedNotice(t, { creator, reviewer: admin, outcome: 'restrict' })).decision.id
    const other = await decidedNotice(t, { creator, reviewer: admin, outcome: 'remove' })
    const filed = await t.app.inject({
      method: 'POST',
      url: `/api/appeals/${other.decision.id}`,
      payload: { text: 'Mine.' },
      headers: { cookie: creatorCookie },
    })
    complaintId = filed.json().id
  })
  afterAll(() => t.close())

  const creatorRoutes: Call[] = [
    { method: 'GET', url: '/api/appeals' },
    { method: 'POST', url: '/api/appeals/DECISION', payload: { text: 'Wrong decision.' } },
  ]
  const adminRoutes: Call[] = [
    { method: 'GET', url: '/api/admin/appeals' },
    { method: 'POST', url: '/api/admin/appeals/COMPLAINT/decision', payload: { outcome: 'upheld', explanation: 'Stands.' } },
    { method: 'GET', url: '/api/admin/appeals/misuse' },
    { method: 'POST', url: '/api/admin/appeals/misuse/CREATOR/suspension', payload: { duration_days: 7, facts: 'Repeated.' } },
  ]
  const send = (call: Call, cookie?: string, payload = call.payload) =>
    t.app.inject({
      method: call.method,
      url: call.url.replace('DECISION', decisionId).replace('COMPLAINT', complaintId).replace('CREATOR', creatorId),
      payload,
      headers: cookie ? { cookie } : {},
    })
  const complaintRows = async () => (await t.db.select().from(complaints)).map((c) => `${c.id}:${c.status}`).sort()

  it.each([...creatorRoutes, ...adminRoutes])('refuses a guest: $method $url', async (call) => {
    const before = await complaintRows()
    expect((await send(call)).statusCode).toBe(401)
    // Authentication comes before validation: a malformed body is still a 401.
    if (call.method === 'POST') expect((await send(call, undefined, { nonsense: true })).statusCode).toBe(401)
    expect(await complaintRows()).toEqual(before)
  })

  it.each(adminRoutes)('refuses a creator: $method $url', async (call) => {
    const before = await complaintRows()
    expect((await send(call, creatorCookie)).statusCode).toBe(403)
    expect(await complaintRows()).toEqual(before)
  })

  it.each(creatorRoutes)('refuses an admin the creator route: $method $url', async (call) => {
    const before = await complaintRows()
    expect((await send(call, adminCookie)).statusCode).toBe(403)
    expect(await complaintRows()).toEqual(before)
  })

  it('opens each route to its own role', async () => {
    expect((await send(creatorRoutes[0], creatorCookie)).statusCode).toBe(200)
    expect((await send(creatorRoutes[1], creatorCookie)).statusCode).toBe(201)
    expect((await send(adminRoutes[0], adminCookie)).statusCode).toBe(200)
    expect((await send(adminRoutes[2], adminCookie)).statusCode).toBe(200)
    // No warning yet: the suspension is refused and changes nothing.
    expect((await send(adminRoutes[3], adminCookie)).json().code).toBe('MISUSE_SUSPENSION_NOT_DUE')
    // The only admin took the decision: with no other admin, they review it themselves.
    expect((await send(adminRoutes[1], adminCookie)).statusCode).toBe(200)
    const [row] = await t.db.select().from(complaints).where(eq(complaints.id, complaintId))
    expect(row.status).toBe('decided')
  })

  it('answers a notice link that was not made here with 400, for reading and complaining alike', async () => {
    const token = `${Buffer.from(crypto.randomUUID()).toString('base64url')}.AAAAAAAAAAAAAAAAAAAAAAAA`
    expect((await t.app.inject({ method: 'GET', url: `/api/appeals/notice/${token}` })).statusCode).toBe(400)
    const post = await t.app.inject({ method: 'POST', url: `/api/appeals/notice/${token}`, payload: { text: 'x' } })
    expect([post.statusCode, post.json().code]).toEqual([400, 'APPEAL_LINK_INVALID'])
  })
})
