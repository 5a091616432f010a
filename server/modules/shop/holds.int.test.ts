import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPEN_CHECKOUTS_MAX, SHOP_LIMIT_DEFAULTS } from '../../../contract/shop.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { buyerAddress, checkout, createProduct, createSeller, LOCAL, ordersOf, stockOf } from './shop-test-helpers.ts'

/** Stock cannot be hoarded: the seller's caps, open checkouts per client and email, leaving releases. */
describe('shop holds', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const setLimits = (cookie: string | undefined, payload: unknown, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/shop/update-limits',
      payload: payload as object,
      headers: { ...(cookie ? { cookie } : {}), 'accept-language': lang },
    })

  it('caps one checkout at the seller’s units per product and in all (10 and 20 by default)', async () => {
    const seller = await createSeller(t)
    const a = await createProduct(t, seller.id, { name: 'Scarf', stock: 100 })
    const b = await createProduct(t, seller.id, { name: 'Belt', stock: 100 })
    const c = await createProduct(t, seller.id, { name: 'Ring', stock: 100 })
    const line = await checkout(t, { cart: [{ id: a.id, quantity: SHOP_LIMIT_DEFAULTS.perLine + 1 }], page_name: seller.username })
    expect(line.statusCode).toBe(400)
    expect(line.json()).toMatchObject({
      code: 'SHOP_QUANTITY_LIMIT',
      error: 'You can buy at most 10 of “Scarf” in one order.',
      details: [{ field: 'cart.0' }],
    })
    // Two lines of the same product count as one.
    const split = await checkout(t, {
      cart: [
        { id: a.id, quantity: 6 },
        { id: a.id, quantity: 5 },
      ],
      page_name: seller.username,
    })
    expect(split.json().code).toBe('SHOP_QUANTITY_LIMIT')
    const total = await checkout(t, {
      cart: [
        { id: a.id, quantity: 10 },
        { id: b.id, quantity: 10 },
        { id: c.id, quantity: 1 },
      ],
      page_name: seller.username,
    })
    expect(total.statusCode).toBe(400)
    expect(total.json()).toMatchObject({ code: 'SHOP_CHECKOUT_LIMIT', error: 'You can buy at most 20 items in one order.' })
    expect(await stockOf(t, a.id)).toBe(100)
    expect(await stockOf(t, b.id)).toBe(100)
    const ok = await checkout(t, {
      cart: [
        { id: a.id, quantity: 10 },
        { id: b.id, quantity: 10 },
      ],
      page_name: seller.username,
    })
    expect(ok.statusCode).toBe(200)
  })

  it('lets one client hold only a few open checkouts, and one email too; the rest stays buyable', async () => {
    const seller = await createSeller(t)
    // One product per checkout: units of one product are capped over a buyer's checkouts on their own.
    const items = await Promise.all(Array.from({ length: 2 * OPEN_CHECKOUTS_MAX + 2 }, () => createProduct(t, seller.id, { stock: 100 })))
    const cart = (i: number) => ({ cart: [{ id: items[i]?.id, quantity: 10 }], page_name: seller.username })
    const hoarder = buyerAddress()
    for (let i = 0; i < OPEN_CHECKOUTS_MAX; i++) expect((await checkout(t, cart(i), hoarder)).statusCode).toBe(200)
    const refused = await checkout(t, cart(OPEN_CHECKOUTS_MAX), hoarder)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'SHOP_TOO_MANY_OPEN_CHECKOUTS' })
    expect(await stockOf(t, items[OPEN_CHECKOUTS_MAX]?.id ?? '')).toBe(100)
    // Rotating addresses with one email is capped as well.
    const email = `hoarder-${Date.now()}@example.com`
    for (let i = 0; i < OPEN_CHECKOUTS_MAX; i++)
      expect((await checkout(t, { ...cart(OPEN_CHECKOUTS_MAX + i), email })).statusCode).toBe(200)
    const last = { ...cart(2 * OPEN_CHECKOUTS_MAX), email: email.toUpperCase() }
    expect((await checkout(t, last)).json().code).toBe('SHOP_TOO_MANY_OPEN_CHECKOUTS')
    // Everybody else still buys what is left.
    expect((await checkout(t, cart(0))).statusCode).toBe(200)
    expect(await stockOf(t, items[0]?.id ?? '')).toBe(80)
  })

  it('leaving the test checkout by its back link releases the stock at once and frees the client’s slot', async () => {
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id, { stock: 10 })
    const buyer = buyerAddress()
    const { url } = (await checkout(t, { cart: [{ id: product.id, quantity: 4 }], page_name: seller.username }, buyer)).json()
    expect(await stockOf(t, product.id)).toBe(6)
    const view = await t.app.inject({ method: 'GET', url: `/api/shop/checkout/local/${url.split('/').pop()}`, remoteAddress: LOCAL })
    const [order] = await ordersOf(t, seller.id)
    expect(view.json().cancel_url).toBe(`/api/shop/checkout/${order?.id}/cancel`)
    const back = await t.app.inject({ method: 'GET', url: view.json().cancel_url, remoteAddress: buyer })
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toBe(`/${seller.username}/shop`)
    expect(await stockOf(t, product.id)).toBe(10)
    expect((await ordersOf(t, seller.id))[0]?.status).toBe('expired')
    // Twice is the same as once; an unknown order is a 404.
    expect((await t.app.inject({ method: 'GET', url: view.json().cancel_url })).statusCode).toBe(303)
    expect(await stockOf(t, product.id)).toBe(10)
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/checkout/00000000-0000-4000-8000-000000000000/cancel' })).statusCode).toBe(
      404,
    )
  })

  it('shows the seller how many units open checkouts hold', async () => {
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id, { stock: 10 })
    await checkout(t, { cart: [{ id: product.id, quantity: 3 }], page_name: seller.username })
    const list = await t.app.inject({ method: 'GET', url: '/api/shop/my-products', headers: { cookie: seller.cookie } })
    expect(list.json().items[0]).toMatchObject({ id: product.id, stock: 7, held: 3 })
    // Visitors never see it.
    const storefront = await t.app.inject({ method: 'GET', url: `/api/shop/public/${seller.username}/shop` })
    expect(JSON.stringify(storefront.json())).not.toContain('"held"')
  })

  it('lets the seller change the caps, checked and explained in their language', async () => {
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id, { stock: 50 })
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/status', headers: { cookie: seller.cookie } })).json()).toMatchObject({
      max_per_line: 10,
      max_per_checkout: 20,
    })
    const tooLow = await setLimits(seller.cookie, { max_per_line: 0, max_per_checkout: 20 }, 'de')
    expect(tooLow.statusCode).toBe(400)
    expect(tooLow.json().details).toEqual([expect.objectContaining({ field: 'max_per_line' })])
    const below = await setLimits(seller.cookie, { max_per_line: 5, max_per_checkout: 4 }, 'ar')
    expect(below.statusCode).toBe(400)
    expect(below.json().details).toEqual([expect.objectContaining({ field: 'max_per_checkout' })])
    expect((await setLimits(seller.cookie, { max_per_line: 101, max_per_checkout: 200 })).statusCode).toBe(400)
    expect((await setLimits(seller.cookie, { max_per_line: '2', max_per_checkout: 3 })).statusCode).toBe(400)
    const saved = await setLimits(seller.cookie, { max_per_line: 2, max_per_checkout: 3 })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ max_per_line: 2, max_per_checkout: 3 })
    const over = await checkout(t, { cart: [{ id: product.id, quantity: 3 }], page_name: seller.username })
    expect(over.json()).toMatchObject({ code: 'SHOP_QUANTITY_LIMIT', details: [{ params: { max: 2 } }] })
    expect((await checkout(t, { cart: [{ id: product.id, quantity: 2 }], page_name: seller.username })).statusCode).toBe(200)
  })

  it('lets only the seller on the AI plan change the caps', async () => {
    expect((await setLimits(undefined, { max_per_line: 2, max_per_checkout: 3 })).statusCode).toBe(401)
    const basic = await createUser(t.db, { planType: 'basic' })
    const { cookie } = await loginHeaders(t, basic)
    expect((await setLimits(cookie, { max_per_line: 2, max_per_checkout: 3 })).statusCode).toBe(403)
  })
})
