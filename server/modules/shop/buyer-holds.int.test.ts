import { and, eq, gt, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHECKOUT_EXPIRY_MINUTES,
  CHECKOUT_EXPIRY_MINUTES_WITHOUT_EMAIL,
  OPEN_CHECKOUTS_MAX,
  SHOP_LIMIT_DEFAULTS,
} from '../../../contract/shop.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { orderItems, orders } from '../../db/schema/index.ts'
import { buyerAddress, checkout, createProduct, createSeller, LOCAL, ordersOf, stockOf } from './shop-test-helpers.ts'

/** One buyer's holds of one product, over all its open checkouts, stay within the seller's units per order. */
describe('units one buyer holds', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  /** Units of a product that open checkouts hold. */
  async function held(productId: string) {
    const rows = await t.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.productId, productId), eq(orders.status, 'pending'), gt(orders.expiresAt, new Date())))
    return rows.reduce((sum, r) => sum + r.quantity, 0)
  }

  it('holds at most the seller’s units of one product for one address, checkouts opened at once included', async () => {
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id, { name: 'Linen shirt', stock: 100 })
    const cart = { cart: [{ id: product.id, quantity: 4 }], page_name: seller.username }
    const hoarder = buyerAddress()
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkout(t, cart, hoarder)))
    const fits = Math.floor(SHOP_LIMIT_DEFAULTS.perLine / 4)
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(fits)
    const refused = answers.filter((res) => res.statusCode === 429)
    expect(refused).toHaveLength(6 - fits)
    expect(refused[0]?.json()).toMatchObject({ code: 'SHOP_HOLD_LIMIT', details: [{ field: 'cart.0' }] })
    expect(await stockOf(t, product.id)).toBe(100 - fits * 4)
    expect(await held(product.id)).toBe(fits * 4)
    // Others still buy; the hoarder may still take what fits under the cap.
    expect((await checkout(t, cart)).statusCode).toBe(200)
    const rest = SHOP_LIMIT_DEFAULTS.perLine - fits * 4
    expect((await checkout(t, { ...cart, cart: [{ id: product.id, quantity: rest + 1 }] }, hoarder)).json().code).toBe('SHOP_HOLD_LIMIT')
    expect((await checkout(t, { ...cart, cart: [{ id: product.id, quantity: rest }] }, hoarder)).statusCode).toBe(200)
  })

  it('holds at most the seller’s units of one product for one email over many addresses, at once', async () => {
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id, { stock: 100 })
    const email = `rotating-${Date.now()}@example.com`
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        checkout(t, { cart: [{ id: product.id, quantity: 4 }], page_name: seller.username, email: i % 2 ? email.toUpperCase() : email }),
      ),
    )
    const fits = Math.floor(SHOP_LIMIT_DEFAULTS.perLine / 4)
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(fits)
    expect(answers.filter((res) => res.json().code === 'SHOP_HOLD_LIMIT')).toHaveLength(6 - fits)
    const open = await t.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.sellerId, seller.id),
          eq(orders.status, 'pending'),
          or(eq(orders.customerEmail, email), eq(orders.customerEmail, email.toUpperCase())),
        ),
      )
    expect(open).toHaveLength(fits)
    expect(await stockOf(t, product.id)).toBe(100 - fits * 4)
  })

  it('opens at most the open-checkout cap for one email over many addresses at once', async () => {
    const seller = await createSeller(t)
    const items = await Promise.all(Array.from({ length: 8 }, () => createProduct(t, seller.id, { stock: 5 })))
    const email = `spread-${Date.now()}@example.com`
    const answers = await Promise.all(
      items.map((item) => checkout(t, { cart: [{ id: item.id, quantity: 1 }], page_name: seller.username, email })),
    )
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(OPEN_CHECKOUTS_MAX)
    expect(answers.filter((res) => res.json().code === 'SHOP_TOO_MANY_OPEN_CHECKOUTS')).toHaveLength(8 - OPEN_CHECKOUTS_MAX)
    expect(await ordersOf(t, seller.id)).toHaveLength(OPEN_CHECKOUTS_MAX)
  })

  it('explains the cap in the buyer’s language', async () => {
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id, { name: 'Seidenschal', stock: 100 })
    const buyer = buyerAddress()
    expect((await checkout(t, { cart: [{ id: product.id, quantity: 7 }], page_name: seller.username }, buyer)).statusCode).toBe(200)
    const again = (lang: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/shop/create-checkout-session-shop',
        payload: { cart: [{ id: product.id, quantity: 4 }], page_name: seller.username },
        headers: { 'accept-language': lang },
        remoteAddress: buyer,
      })
    const de = await again('de')
    expect(de.statusCode).toBe(429)
    expect(de.json().error).toBe(
      'Deine offenen Kassen halten bereits 7 × „Seidenschal“, und du kannst höchstens 10 auf einmal halten. Schließe eine ab oder verlasse sie, oder warte, bis sie abläuft, und versuche es dann erneut.',
    )
    expect((await again('ar')).json().error).toContain('«Seidenschal»')
    expect((await again('en')).json().error).toBe(
      'Your open checkouts already hold 7 of “Seidenschal”, and you can hold at most 10 at a time. Finish or leave one of them, or wait until it ends, then try again.',
    )
    expect(await stockOf(t, product.id)).toBe(93)
  })

  it('holds a checkout without an email for a shorter time than one with', async () => {
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id, { stock: 10 })
    const cart = { cart: [{ id: product.id, quantity: 1 }], page_name: seller.username }
    const anonymous = (await checkout(t, cart)).json().url
    const known = (await checkout(t, { ...cart, email: `buyer-${Date.now()}@example.com` })).json().url
    const minutes = (await ordersOf(t, seller.id))
      .map((o) => Math.round(((o.expiresAt?.getTime() ?? 0) - o.createdAt.getTime()) / 60_000))
      .sort((a, b) => a - b)
    expect(minutes).toEqual([CHECKOUT_EXPIRY_MINUTES_WITHOUT_EMAIL, CHECKOUT_EXPIRY_MINUTES])
    // The test checkout tells the buyer how long their units are held.
    const view = async (url: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/shop/checkout/local/${url.split('/').pop()}`, remoteAddress: LOCAL })).json()
    expect(await view(anonymous)).toMatchObject({ hold_minutes: CHECKOUT_EXPIRY_MINUTES_WITHOUT_EMAIL })
    expect(await view(known)).toMatchObject({ hold_minutes: CHECKOUT_EXPIRY_MINUTES })
  })
})
