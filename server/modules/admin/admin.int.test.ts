import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { users } from '../../db/schema/index.ts'
import { readOutbox } from '../../ports/email/outbox.adapter.ts'

describe('admin approval API', () => {
  let t: TestApp
  let admin: { cookie: string }
  let creator: { cookie: string }
  beforeAll(async () => {
    t = await createTestApp()
    admin = await loginHeaders(t, await createAdmin(t.db))
    creator = await loginHeaders(t, await createUser(t.db))
  })
  afterAll(() => t.close())

  it.each([
    ['GET', '/api/admin/influencers', undefined],
    ['PUT', '/api/admin/influencers/00000000-0000-4000-8000-000000000000/block', { approved: true }],
  ] as const)('%s %s: guests get 401, creators 403', async (method, url, payload) => {
    expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401)
    expect((await t.app.inject({ method, url, payload, headers: { cookie: creator.cookie } })).statusCode).toBe(403)
  })

  it('lists accounts with search and paging', async () => {
    const marker = await createUser(t.db, { username: `findme_${Date.now()}` })
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/influencers?search=findme_&limit=5`,
      headers: { cookie: admin.cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().influencers.map((u: { id: string }) => u.id)).toContain(marker.id)
    expect(res.json().total).toBeGreaterThanOrEqual(1)
  })

  it('approves a paid creator, who is emailed and can then log in', async () => {
    const waiting = await createUser(t.db, { approved: false })
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/influencers/${waiting.id}/block`,
      payload: { approved: true },
      headers: { cookie: admin.cookie },
    })
    expect(res.statusCode).toBe(200)
    const [row] = await t.db.select().from(users).where(eq(users.id, waiting.id))
    expect(row.approved).toBe(true)
    await expect
      .poll(async () => (await readOutbox(t.config.mail.outboxDir)).find((m) => m.to === waiting.email)?.subject, { timeout: 15_000 })
      .toBe('Your Looktag account is approved')
    await loginHeaders(t, waiting)
  })

  it('answers 404 for an unknown account and 400 for a malformed id', async () => {
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/influencers/00000000-0000-4000-8000-000000000000/block',
      payload: { approved: true },
      headers: { cookie: admin.cookie },
    })
    expect(missing.statusCode).toBe(404)
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/influencers/not-a-uuid/block',
      payload: { approved: true },
      headers: { cookie: admin.cookie },
    })
    expect(malformed.statusCode).toBe(400)
  })
})
