import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { auditLog, notifications, orders, traders } from '../../db/schema/index.ts'
import { checkout, createProduct, createSeller } from '../shop/shop-test-helpers.ts'

const details = {
  name: 'Nour Atelier',
  address: 'Hauptstraße 12\n80331 München\nGermany',
  email: 'shop@nour.example',
  phone: '+49 89 123 456',
  trade_register: 'Amtsgericht München',
  registration_number: 'HRB 98765',
  vat_number: 'de 123.456.789',
  self_certified: true,
}

describe('trader details (DSA Art. 30)', () => {
  let t: TestApp
  let admin: { cookie: string }
  beforeAll(async () => {
    t = await createTestApp()
    admin = await loginHeaders(t, await createAdmin(t.db))
  })
  afterAll(() => t.close())

  const save = (cookie: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/shop/trader', headers: { cookie }, payload })
  const decide = (cookie: string, userId: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/traders/${userId}`, headers: { cookie }, payload })
  const storefront = (username: string) => t.app.inject({ method: 'GET', url: `/api/shop/public/${username}/shop` })
  const rowOf = async (userId: string) => (await t.db.select().from(traders).where(eq(traders.userId, userId)))[0]

  it('asks for a session before reading any body, refuses other plans and creators, and changes nothing', async () => {
    const seller = await createSeller(t, {}, null)
    const basic = await loginHeaders(t, await createUser(t.db, { planType: 'basic' }))
    const calls = [
      { method: 'GET', url: '/api/shop/trader' },
      { method: 'PUT', url: '/api/shop/trader', payload: { name: '' } },
      { method: 'GET', url: '/api/admin/traders' },
      { method: 'POST', url: `/api/admin/traders/${seller.id}`, payload: { action: 'nonsense' } },
    ] as const
    for (const call of calls) expect((await t.app.inject(call)).statusCode, `guest ${call.url}`).toBe(401)
    for (const call of calls.slice(0, 2)) expect((await t.app.inject({ ...call, headers: { cookie: basic.cookie } })).statusCode).toBe(403)
    for (const call of calls.slice(2)) expect((await t.app.inject({ ...call, headers: { cookie: seller.cookie } })).statusCode).toBe(403)
    expect(await rowOf(seller.id)).toBeUndefined()
  })

  it('refuses incomplete details field by field in the caller language and stores nothing', async () => {
    const seller = await createSeller(t, {}, null)
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/shop/trader',
      headers: { cookie: seller.cookie, 'accept-language': 'de' },
      payload: { ...details, phone: 'call me', vat_number: '123', trade_register: '', self_certified: false },
    })
    expect(res.statusCode).toBe(400)
    const fields = Object.fromEntries(res.json().details.map((d: { field: string; message: string }) => [d.field, d.message]))
    expect(Object.keys(fields).sort()).toEqual(['phone', 'self_certified', 'vat_number'])
    expect(fields.vat_number).toContain('Ländercode')
    // A register number without its register is refused once the rest is right.
    const unpaired = await save(seller.cookie, { ...details, trade_register: '' })
    expect(unpaired.json().details).toEqual([expect.objectContaining({ field: 'trade_register' })])
    expect(await rowOf(seller.id)).toBeUndefined()
  })

  it('keeps a switched-on shop without details from selling until the seller gives them, then shows them to buyers', async () => {
    const seller = await createSeller(t, {}, null)
    const product = await createProduct(t, seller.id)
    const before = (await storefront(seller.username)).json()
    expect(before).toMatchObject({ can_checkout: false, trader: null, trader_state: 'missing' })
    const refused = await checkout(t, { page_name: seller.username, cart: [{ id: product.id, quantity: 1 }] })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('SHOP_NOT_TAKING_ORDERS')
    expect(await t.db.select().from(orders).where(eq(orders.sellerId, seller.id))).toHaveLength(0)

    const saved = await save(seller.cookie, details)
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ state: 'unverified', details: { vat_number: 'DE123456789', name: 'Nour Atelier' } })
    const after = (await storefront(seller.username)).json()
    expect(after).toMatchObject({ can_checkout: true, trader_state: 'unverified', trader: { name: 'Nour Atelier', verified: false } })
    expect((await checkout(t, { page_name: seller.username, cart: [{ id: product.id, quantity: 1 }] })).statusCode).toBe(200)
  })

  it('will not switch a shop on before the details are given', async () => {
    const seller = await createSeller(t, { shopEnabled: false }, null)
    const on = () =>
      t.app.inject({ method: 'POST', url: '/api/shop/update-shop-enabled', headers: { cookie: seller.cookie }, payload: { enabled: true } })
    const refused = await on()
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('TRADER_DETAILS_REQUIRED')
    await save(seller.cookie, details)
    expect((await on()).json().shop_enabled).toBe(true)
  })

  it('lets an admin verify, suspend with a reason told to the seller, and reinstate, each in the audit log', async () => {
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id)
    expect((await decide(admin.cookie, seller.id, { action: 'reinstate' })).json().code).toBe('TRADER_NOT_SUSPENDED')
    expect((await decide(admin.cookie, seller.id, { action: 'verify' })).json()).toMatchObject({ status: 'verified' })
    expect((await storefront(seller.username)).json().trader.verified).toBe(true)

    expect((await decide(admin.cookie, seller.id, { action: 'suspend' })).statusCode).toBe(400)
    const suspended = await decide(admin.cookie, seller.id, { action: 'suspend', reason: 'Counterfeit goods reported' })
    expect(suspended.json()).toMatchObject({ status: 'suspended', suspension_reason: 'Counterfeit goods reported' })
    expect((await storefront(seller.username)).json()).toMatchObject({ can_checkout: false, trader_state: 'suspended' })
    const refused = await checkout(t, { page_name: seller.username, cart: [{ id: product.id, quantity: 1 }] })
    expect(refused.json().code).toBe('SHOP_NOT_TAKING_ORDERS')
    const mine = (await t.app.inject({ method: 'GET', url: '/api/shop/trader', headers: { cookie: seller.cookie } })).json()
    expect(mine).toMatchObject({ state: 'suspended', suspension_reason: 'Counterfeit goods reported' })

    expect((await decide(admin.cookie, seller.id, { action: 'reinstate' })).json().status).toBe('verified')
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id))
    expect(told.map((n) => n.message).join('\n')).toContain('Counterfeit goods reported')
    expect(told).toHaveLength(2)
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, seller.id))
    expect(audit.map((a) => a.action).sort()).toEqual(['trader.reinstate', 'trader.suspend', 'trader.verify'])
    expect((await decide(admin.cookie, '00000000-0000-4000-8000-000000000000', { action: 'verify' })).statusCode).toBe(404)
  })

  it('lists traders for the admin, unverified first, and counts open shops still missing details', async () => {
    await createSeller(t, {}, null)
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/traders?status=unverified', headers: { cookie: admin.cookie } })
    ).json()
    expect(list.missing).toBeGreaterThanOrEqual(1)
    expect(list.traders.length).toBeGreaterThan(0)
    expect(list.traders.every((r: { status: string }) => r.status === 'unverified')).toBe(true)
  })

  it('asks for a new review when verified details change, and keeps one row under simultaneous saves', async () => {
    const seller = await createSeller(t, {}, null)
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => save(seller.cookie, { ...details, name: `Nour ${i}` })))
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(await t.db.select().from(traders).where(eq(traders.userId, seller.id))).toHaveLength(1)
    await save(seller.cookie, details)
    await decide(admin.cookie, seller.id, { action: 'verify' })
    expect((await save(seller.cookie, details)).json().state).toBe('verified')
    const changed = await save(seller.cookie, { ...details, phone: '+49 89 999' })
    expect(changed.json().state).toBe('unverified')
    const row = await t.db
      .select()
      .from(traders)
      .where(and(eq(traders.userId, seller.id), eq(traders.status, 'unverified')))
    expect(row[0]?.verifiedAt).toBeNull()
  })
})
