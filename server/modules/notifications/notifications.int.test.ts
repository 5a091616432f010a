import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { notifications } from '../../db/schema/index.ts'

describe('notifications', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const rowsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId))

  it('lists my notifications newest first with the unread count, then marks all read', async () => {
    const user = await createUser(t.db)
    const someoneElse = await createUser(t.db)
    const headers = await loginHeaders(t, user)
    await t.db.insert(notifications).values([
      { userId: user.id, message: 'oldest', read: true, createdAt: new Date('2026-01-01T00:00:00Z') },
      { userId: user.id, message: 'middle', createdAt: new Date('2026-01-02T00:00:00Z') },
      { userId: user.id, message: 'newest', createdAt: new Date('2026-01-03T00:00:00Z') },
      { userId: someoneElse.id, message: 'not mine' },
    ])

    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: headers.cookie } })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.unread).toBe(2)
    expect(body.notifications.map((n: { message: string; read: boolean }) => [n.message, n.read])).toEqual([
      ['newest', false],
      ['middle', false],
      ['oldest', true],
    ])

    const marked = await t.app.inject({ method: 'POST', url: '/api/notifications/markAsRead', headers: { cookie: headers.cookie } })
    expect(marked.statusCode).toBe(200)
    expect(marked.json()).toEqual({ updated: 2, unread: 0 })
    expect((await rowsOf(user.id)).every((n) => n.read)).toBe(true)
    expect((await rowsOf(someoneElse.id)).every((n) => !n.read)).toBe(true)
    const after = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: headers.cookie } })
    expect(after.json().unread).toBe(0)
  })

  it('answers an empty list for a new creator', async () => {
    const headers = await loginHeaders(t, await createUser(t.db))
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: headers.token } })
    expect(res.json()).toEqual({ notifications: [], unread: 0 })
  })

  it('notify creates one trimmed message and refuses an empty or over-long one', async () => {
    const user = await createUser(t.db)
    await t.app.services.notifications.notify(user.id, '  Hello there  ')
    expect((await rowsOf(user.id)).map((n) => n.message)).toEqual(['Hello there'])
    await expect(t.app.services.notifications.notify(user.id, '   ')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' })
    await expect(t.app.services.notifications.notify(user.id, 'x'.repeat(501))).rejects.toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(await rowsOf(user.id)).toHaveLength(1)
  })

  it('notify inside a transaction disappears when the transaction rolls back', async () => {
    const user = await createUser(t.db)
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.services.notifications.notify(user.id, 'rolled back', { tx })
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    expect(await rowsOf(user.id)).toHaveLength(0)
  })

  it('notifyAllCreators reaches every approved creator once, but not admins or unapproved accounts', async () => {
    const creators = [await createUser(t.db), await createUser(t.db)]
    const admin = await createAdmin(t.db)
    const waiting = await createUser(t.db, { approved: false })
    const count = await t.app.services.notifications.notifyAllCreators('Platform news')
    expect(count).toBeGreaterThanOrEqual(2)
    for (const c of creators) expect((await rowsOf(c.id)).map((n) => n.message)).toEqual(['Platform news'])
    expect(await rowsOf(admin.id)).toHaveLength(0)
    expect(await rowsOf(waiting.id)).toHaveLength(0)
  })

  it('tells a creator when an admin approves or blocks the account, in their language', async () => {
    const admin = await loginHeaders(t, await createAdmin(t.db))
    const creator = await createUser(t.db, { approved: false, language: 'de' })
    const approve = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/influencers/${creator.id}/block`,
      payload: { approved: true },
      headers: { cookie: admin.cookie },
    })
    expect(approve.statusCode).toBe(200)
    expect((await rowsOf(creator.id)).map((n) => n.message)).toEqual(['Dein Konto wurde freigeschaltet. Willkommen bei Looktag!'])
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/influencers/${creator.id}/block`,
      payload: { approved: false },
      headers: { cookie: admin.cookie },
    })
    expect(block.statusCode).toBe(200)
    expect(await rowsOf(creator.id)).toHaveLength(2)
  })

  it.each([
    ['GET', '/api/notifications'],
    ['POST', '/api/notifications/markAsRead'],
  ] as const)('%s %s: guests get 401', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401)
  })
})
