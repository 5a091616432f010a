import { existsSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DELETED_SELLER } from '../../../contract/shop.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { auditLog, images, invoices, notifications, orderItems, orders, users } from '../../db/schema/index.ts'
import { databaseDigest } from '../admin/admin-test-helpers.ts'
import { seedCreator } from './account-test-helpers.ts'

describe('deleting your own account', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const deleteOwn = (cookie: string, password: string, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie, 'accept-language': lang }, payload: { password } })

  it('with a wrong password answers a clear error and changes nothing', async () => {
    const { creator, files } = await seedCreator(t)
    const { cookie } = await loginHeaders(t, creator)
    const before = await databaseDigest(t.db)
    const res = await deleteOwn(cookie, 'not-my-password', 'ar')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'WRONG_PASSWORD', error: 'كلمة المرور غير صحيحة. لم يُحذف أي شيء.' })
    // A failed confirmation counts like a failed login (audited, towards the lockout); nothing else moves.
    const failed = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, creator.id))
    expect(failed.map((e) => e.action)).toContain('auth.login_failed')
    await t.db.delete(auditLog).where(eq(auditLog.action, 'auth.login_failed'))
    expect(await databaseDigest(t.db)).toBe(before)
    expect(Object.values(files).every((f) => existsSync(f))).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(200)
  })

  it('removes files and rows, keeps the invoice, anonymises orders, signs out everywhere and is audited without personal data', async () => {
    const { creator, order, invoice, files } = await seedCreator(t)
    const first = await loginHeaders(t, creator)
    const second = await loginHeaders(t, creator)
    const res = await deleteOwn(first.cookie, creator.password)
    expect(res.statusCode).toBe(204)
    expect(res.cookies.find((c) => c.name === 'looktag_session')?.value).toBe('')

    expect(await t.db.select().from(users).where(eq(users.id, creator.id))).toEqual([])
    expect(await t.db.select().from(images).where(eq(images.userId, creator.id))).toEqual([])
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, creator.id))).toEqual([])
    const { invoice: invoicePdf, ...removed } = files
    expect(Object.values(removed).filter((f) => existsSync(f))).toEqual([])
    // Invoices are kept as issued (retention duty), file included; only the link to the row goes.
    const [kept] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id))
    expect(kept).toMatchObject({ number: invoice.number, amountCents: 1900, userId: null })
    expect(existsSync(invoicePdf)).toBe(true)
    const [anonymised] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(anonymised).toMatchObject({
      sellerId: null,
      sellerUsername: DELETED_SELLER,
      customerEmail: null,
      totalCents: 4900,
      status: 'paid',
    })
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).toMatchObject([{ quantity: 1, totalCents: 4900 }])

    for (const { cookie } of [first, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401)
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: creator.email, password: creator.password },
    })
    expect(login.statusCode).toBe(401)

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'account.delete'))
    expect(entry).toMatchObject({ actorId: creator.id, targetUserId: creator.id, targetUsername: creator.username })
    const detail = JSON.stringify(entry.details)
    for (const personal of [creator.email, creator.pageName, creator.phone!]) expect(detail).not.toContain(personal)
  })

  it('refuses the last admin', async () => {
    await t.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'))
    const admin = await createAdmin(t.db)
    const res = await deleteOwn((await loginHeaders(t, admin)).cookie, admin.password)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('LAST_ADMIN')
    expect(await t.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1)
  })

  it('is throttled like a login: after repeated wrong passwords even the right one is refused for a while', async () => {
    const creator = await createUser(t.db)
    const { cookie } = await loginHeaders(t, creator)
    for (let i = 0; i < 10; i++) await deleteOwn(cookie, `wrong-${i}`)
    const res = await deleteOwn(cookie, creator.password)
    expect(res.statusCode).toBe(429)
    expect(res.json().code).toBe('TOO_MANY_ATTEMPTS')
    expect(await t.db.select().from(users).where(eq(users.id, creator.id))).toHaveLength(1)
  })

  it('refuses guests before reading the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/delete', payload: { password: 12 } })
    expect(res.statusCode).toBe(401)
  })
})

describe('an admin deleting an account on request', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('records the request reference and no personal data', async () => {
    const admin = await createAdmin(t.db)
    const { creator, order } = await seedCreator(t)
    const { cookie } = await loginHeaders(t, admin)
    const url = `/api/admin/influencers/${creator.id}?reference=${encodeURIComponent('Letter of 2026-11-20')}`
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie } })).statusCode).toBe(204)
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.delete'))
    expect(entry).toMatchObject({ actorId: admin.id, targetUsername: creator.username, reason: 'Letter of 2026-11-20' })
    expect(JSON.stringify(entry.details)).not.toContain(creator.email)
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      customerEmail: null,
      sellerUsername: DELETED_SELLER,
    })
  })
})
