import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { users } from '../../db/schema/index.ts'
import { databaseDigest } from './admin-test-helpers.ts'

/** What the admin area says about an account must match what its owner and visitors meet. */
describe('admin: account status (awaiting payment, awaiting approval, active, blocked)', () => {
  let t: TestApp
  let cookie: string
  beforeAll(async () => {
    t = await createTestApp()
    cookie = (await loginHeaders(t, await createAdmin(t.db))).cookie
  })
  afterAll(() => t.close())

  const approve = (id: string, approved: boolean, lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/influencers/${id}/block`,
      payload: { approved },
      headers: { cookie: `${cookie}; lang=${lang}` },
    })
  const statusOf = async (username: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/influencers?search=${username}`, headers: { cookie } })
    return res.json().influencers.find((i: { username: string }) => i.username === username)?.status
  }
  const overview = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie } })).json()
  const publicPage = (username: string) => t.app.inject({ method: 'GET', url: `/api/public/${username}` })

  it('shows an unpaid sign-up as awaiting payment and refuses to approve it, in the admin’s language, changing nothing', async () => {
    const unpaid = await createUser(t.db, { approved: false, paymentStatus: 'pending' })
    expect(await statusOf(unpaid.username)).toBe('awaiting_payment')

    const before = await databaseDigest(t.db)
    const res = await approve(unpaid.id, true)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'ACCOUNT_UNPAID',
      error: 'This account has not completed its payment yet. It can be approved once the payment is complete.',
    })
    const german = await approve(unpaid.id, true, 'de')
    expect(german.json().error).toBe(
      'Dieses Konto hat die Zahlung noch nicht abgeschlossen. Es kann freigegeben werden, sobald die Zahlung abgeschlossen ist.',
    )
    expect(await databaseDigest(t.db)).toBe(before)
    expect(await statusOf(unpaid.username)).toBe('awaiting_payment')
    expect((await publicPage(unpaid.username)).statusCode).toBe(403)
  })

  it('refuses to make an unpaid sign-up an admin, changing nothing', async () => {
    const unpaid = await createUser(t.db, { approved: false, paymentStatus: 'pending' })
    const before = await databaseDigest(t.db)
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/influencers/${unpaid.id}/role`,
      payload: { role: 'admin' },
      headers: { cookie },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'ADMIN_NEEDS_PAID_ACCOUNT',
      error: 'This account has not completed its payment yet, so it cannot be made an admin.',
    })
    expect(await databaseDigest(t.db)).toBe(before)
  })

  it('once paid, the account awaits approval; approving it makes it active for real', async () => {
    const creator = await createUser(t.db, { approved: false, paymentStatus: 'pending' })
    await t.app.services.users.markPaid(creator.id)
    expect(await statusOf(creator.username)).toBe('awaiting_approval')
    expect((await publicPage(creator.username)).statusCode).toBe(403)

    const res = await approve(creator.id, true)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ approved: true, status: 'active' })
    expect(await statusOf(creator.username)).toBe('active')
    expect((await publicPage(creator.username)).statusCode).toBe(200)
    await loginHeaders(t, creator)
  })

  it('tells blocked from awaiting approval: rejecting blocks, approving again clears the block', async () => {
    const waiting = await createUser(t.db, { approved: false })
    expect(await statusOf(waiting.username)).toBe('awaiting_approval')
    const rejected = await approve(waiting.id, false)
    expect(rejected.json()).toEqual({ approved: false, status: 'blocked' })
    expect(await statusOf(waiting.username)).toBe('blocked')
    expect((await t.db.select().from(users).where(eq(users.id, waiting.id)))[0].blockedAt).toBeInstanceOf(Date)

    const active = await createUser(t.db)
    expect(await statusOf(active.username)).toBe('active')
    expect((await approve(active.id, false)).json()).toEqual({ approved: false, status: 'blocked' })
    expect(await statusOf(active.username)).toBe('blocked')
    expect((await approve(active.id, true)).json()).toEqual({ approved: true, status: 'active' })
    expect((await t.db.select().from(users).where(eq(users.id, active.id)))[0].blockedAt).toBeNull()
  })

  it('blocks an unpaid sign-up, which then stays blocked after paying', async () => {
    const spam = await createUser(t.db, { approved: false, paymentStatus: 'pending' })
    expect((await approve(spam.id, false)).json()).toEqual({ approved: false, status: 'blocked' })
    await t.app.services.users.markPaid(spam.id)
    expect(await statusOf(spam.username)).toBe('blocked')
  })

  it('counts active creators in the total and the others by status; admins are not creators', async () => {
    const before = await overview()
    await createUser(t.db)
    await createUser(t.db, { approved: false })
    await createUser(t.db, { approved: false, paymentStatus: 'pending' })
    await createUser(t.db, { approved: false, blockedAt: new Date() })
    await createAdmin(t.db)
    expect(await overview()).toEqual({
      ...before,
      total_influencers: before.total_influencers + 1,
      awaiting_approval: before.awaiting_approval + 1,
      awaiting_payment: before.awaiting_payment + 1,
      blocked: before.blocked + 1,
    })
  })
})
