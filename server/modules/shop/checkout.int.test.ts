import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { notifications, orderItems, orders, products, shopPaymentEvents } from '../../db/schema/index.ts'
import { SEND_EMAIL } from '../mail/mail.jobs.ts'
import { checkout, createProduct, createSeller, LOCAL, ordersOf, payLocal, stockOf } from './shop-test-helpers.ts'

/** Checkout with the local adapter: the rules, the reservation, the test checkout, the sweeper. */
describe('shop checkout (local test checkout)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const mailsTo = async (email: string) => {
    const rows = await t.db.execute<{ data: { to: string; subject: string; text: string } }>(
      `select data from pgboss.job where name = '${SEND_EMAIL.name}' and data->>'to' = '${email}' order by created_on` as never,
    )
    return rows.rows.map((r) => r.data)
  }

  it('reserves the stock, pays with 4242, marks the order paid, notifies the seller and mails the buyer a receipt', async () => {
    const seller = await createSeller(t)
    const a = await createProduct(t, seller.id, { name: 'Scarf', priceCents: 2500, stock: 5 })
    const b = await createProduct(t, seller.id, { name: 'Belt', priceCents: 1000, stock: 2 })
    // The browser's prices are ignored; quantities of the same product add up.
    const cart = [
      { id: a.id, quantity: 1, price: 1 },
      { id: b.id, quantity: 2 },
      { id: a.id, quantity: 2 },
    ]
    const res = await checkout(t, { cart, page_name: seller.username.toUpperCase(), expected_total: 9500 })
    expect(res.statusCode).toBe(200)
    const { url } = res.json()
    expect(url).toMatch(/^\/checkout\/lshop_/)
    expect(await stockOf(t, a.id)).toBe(2)
    expect(await stockOf(t, b.id)).toBe(0)
    const [pending] = await ordersOf(t, seller.id)
    expect(pending).toMatchObject({ status: 'pending', totalCents: 9500, currency: 'eur', provider: 'local' })

    const view = await t.app.inject({ method: 'GET', url: `/api/shop/checkout/local/${url.split('/').pop()}`, remoteAddress: LOCAL })
    expect(view.json()).toMatchObject({ kind: 'shop', amountCents: 9500, seller_username: seller.username, status: 'pending' })

    const paid = await payLocal(t, url, '4242 4242 4242 4242', 'buyer-one@example.com')
    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toEqual({ redirectUrl: `/thank-you?u=${seller.username}` })
    const [order] = await ordersOf(t, seller.id)
    expect(order).toMatchObject({ status: 'paid', customerEmail: 'buyer-one@example.com' })
    expect(await stockOf(t, a.id)).toBe(2)

    // Paying again (a double click) changes nothing.
    expect((await payLocal(t, url)).statusCode).toBe(200)
    expect((await mailsTo('buyer-one@example.com')).map((m) => m.subject)).toEqual([`Your receipt from ${seller.username}'s shop`])
    expect((await mailsTo(seller.email)).map((m) => m.subject)).toEqual(['New order in your shop (95.00 €)'])
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id))
    expect(notes).toHaveLength(1)

    const history = await t.app.inject({ method: 'GET', url: '/api/shop/my-orders', headers: { cookie: seller.cookie } })
    expect(history.json().items[0]).toMatchObject({
      status: 'paid',
      quantity: 5,
      total_price: 9500,
      product_name: 'Belt × 2, Scarf × 3',
      receipt_url: `/shop/receipt/${order?.id}`,
    })
    const receipt = await t.app.inject({ method: 'GET', url: `/api/shop/receipt/${order?.id}` })
    expect(receipt.json()).toMatchObject({ status: 'paid', total_price: 9500, seller_username: seller.username })
    // The link is the only key: whoever holds it sees the buyer's address masked.
    expect(receipt.json().customer_email).toBe('b•••@example.com')
    expect(receipt.body).not.toContain('buyer-one')
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/shop/dashboard', headers: { cookie: seller.cookie } })
    expect(dashboard.json().totals).toEqual([{ currency: 'eur', orders: 1, gross: 9500, fees: 0, net: 9500 }])
  })

  it('a declined card keeps the checkout open with its stock held, and another card pays it', async () => {
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id, { stock: 3 })
    const { url } = (await checkout(t, { cart: [{ id: product.id, quantity: 3 }], page_name: seller.username })).json()
    expect(await stockOf(t, product.id)).toBe(0)
    const declined = await payLocal(t, url, '4000 0000 0000 0002')
    expect(declined.statusCode).toBe(402)
    expect(declined.json().code).toBe('CARD_DECLINED')
    expect(await stockOf(t, product.id)).toBe(0)
    expect((await ordersOf(t, seller.id))[0]?.status).toBe('pending')

    const paid = await payLocal(t, url, '4242 4242 4242 4242')
    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toEqual({ redirectUrl: `/thank-you?u=${seller.username}` })
    expect((await ordersOf(t, seller.id))[0]?.status).toBe('paid')
    expect(await stockOf(t, product.id)).toBe(0)
  })

  it('a declined checkout left alone is released when it expires', async () => {
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id, { stock: 2 })
    const { url } = (await checkout(t, { cart: [{ id: product.id, quantity: 2 }], page_name: seller.username })).json()
    expect((await payLocal(t, url, '4000 0000 0000 0002')).statusCode).toBe(402)
    const [order] = await ordersOf(t, seller.id)
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order?.id as string))
    expect((await payLocal(t, url)).json().code).toBe('SHOP_CHECKOUT_CLOSED')
    await t.app.services.shopCheckout.sweep()
    expect(await stockOf(t, product.id)).toBe(2)
    expect((await ordersOf(t, seller.id))[0]?.status).toBe('expired')
  })

  it('changes the shop currency while a checkout is open; the open checkout pays in its own currency', async () => {
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id, { priceCents: 2500, stock: 3 })
    const { url } = (await checkout(t, { cart: [{ id: product.id, quantity: 1 }], page_name: seller.username })).json()
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/shop/update-currency',
      payload: { currency: 'usd' },
      headers: { cookie: seller.cookie },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ currency: 'usd' })
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id))
    expect(row?.currency).toBe('usd')

    expect((await payLocal(t, url)).statusCode).toBe(200)
    expect((await ordersOf(t, seller.id))[0]).toMatchObject({ status: 'paid', currency: 'eur', totalCents: 2500 })
    const next = await checkout(t, { cart: [{ id: product.id, quantity: 1 }], page_name: seller.username })
    expect(next.statusCode).toBe(200)
    const currencies = (await ordersOf(t, seller.id)).map((o) => o.currency).sort()
    expect(currencies).toEqual(['eur', 'usd'])
  })

  it('refuses carts it cannot sell, each with its own message, and changes nothing', async () => {
    const seller = await createSeller(t)
    const other = await createSeller(t)
    const mine = await createProduct(t, seller.id, { stock: 2, priceCents: 2000 })
    const cheap = await createProduct(t, seller.id, { stock: 5, priceCents: 10 })
    const theirs = await createProduct(t, other.id)
    const usd = await createProduct(t, seller.id, { currency: 'usd' })
    const gone = await createProduct(t, seller.id)
    await t.db.delete(products).where(eq(products.id, gone.id))
    const cases: [object, number, string][] = [
      [{ cart: [{ id: theirs.id, quantity: 1 }] }, 409, 'SHOP_PRODUCT_UNAVAILABLE'],
      [{ cart: [{ id: gone.id, quantity: 1 }] }, 409, 'SHOP_PRODUCT_UNAVAILABLE'],
      [
        {
          cart: [
            { id: mine.id, quantity: 1 },
            { id: usd.id, quantity: 1 },
          ],
        },
        409,
        'SHOP_MIXED_CURRENCIES',
      ],
      [{ cart: [{ id: mine.id, quantity: 3 }] }, 409, 'SHOP_OUT_OF_STOCK'],
      [
        {
          cart: [
            { id: mine.id, quantity: 2 },
            { id: mine.id, quantity: 1 },
          ],
        },
        409,
        'SHOP_OUT_OF_STOCK',
      ],
      [{ cart: [{ id: cheap.id, quantity: 4 }] }, 400, 'SHOP_BELOW_MINIMUM'],
      [{ cart: [{ id: mine.id, quantity: 1 }], expected_total: 1 }, 409, 'SHOP_TOTAL_CHANGED'],
      [{ cart: [{ id: mine.id, quantity: 1_000_000 }] }, 400, 'VALIDATION_FAILED'],
      [
        {
          cart: [
            { id: mine.id, quantity: 60 },
            { id: mine.id, quantity: 60 },
          ],
        },
        400,
        'VALIDATION_FAILED',
      ],
      [{ cart: [{ id: mine.id, quantity: 0.5 }] }, 400, 'VALIDATION_FAILED'],
      [{ cart: [{ id: mine.id, quantity: -1 }] }, 400, 'VALIDATION_FAILED'],
      [{ cart: [] }, 400, 'VALIDATION_FAILED'],
    ]
    for (const [body, status, code] of cases) {
      const res = await checkout(t, { page_name: seller.username, ...body })
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json().code, JSON.stringify(body)).toBe(code)
    }
    const outOfStock = await checkout(t, { page_name: seller.username, cart: [{ id: mine.id, quantity: 3 }] })
    expect(outOfStock.json().error).toBe('Sorry, Silk scarf is out of stock (only 2 left).')
    const minimum = await checkout(t, { page_name: seller.username, cart: [{ id: cheap.id, quantity: 1 }] }, LOCAL)
    expect(minimum.json().error).toBe('The order total must be at least 0.50 €.')
    expect(await stockOf(t, mine.id)).toBe(2)
    expect(await ordersOf(t, seller.id)).toHaveLength(0)
  })

  it('answers the spec message when the seller cannot take payments, and 404 for closed shops', async () => {
    const notReady = await createSeller(t, { stripeChargesEnabled: false })
    const product = await createProduct(t, notReady.id)
    const res = await checkout(t, { cart: [{ id: product.id, quantity: 1 }], page_name: notReady.username })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe('Failed to redirect to checkout seller not finished the setup')
    const closed = await createSeller(t, { shopEnabled: false })
    const closedProduct = await createProduct(t, closed.id)
    expect((await checkout(t, { cart: [{ id: closedProduct.id, quantity: 1 }], page_name: closed.username })).json().code).toBe(
      'SHOP_NOT_FOUND',
    )
  })

  it('the sweeper releases checkouts whose hold ran out, once', async () => {
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id, { stock: 4 })
    const { url } = (await checkout(t, { cart: [{ id: product.id, quantity: 3 }], page_name: seller.username })).json()
    expect(await stockOf(t, product.id)).toBe(1)
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.sellerId, seller.id))
    const sweep = t.app.services.shopCheckout.sweep
    await sweep()
    await sweep()
    expect(await stockOf(t, product.id)).toBe(4)
    expect((await ordersOf(t, seller.id))[0]?.status).toBe('expired')
    expect((await payLocal(t, url)).json().code).toBe('SHOP_CHECKOUT_CLOSED')
  })

  it('replayed and reordered events act once: paid after expiry takes the units again, expiry after payment changes nothing', async () => {
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id, { stock: 5 })
    await checkout(t, { cart: [{ id: product.id, quantity: 2 }], page_name: seller.username })
    const [order] = await ordersOf(t, seller.id)
    if (!order) throw new Error('no order')
    const { applyEvent } = t.app.services.shopCheckout
    const ids = { sessionId: order.providerSessionId, orderId: order.id }
    await applyEvent('evt_expired', { type: 'shop.checkout.expired', ...ids })
    await applyEvent('evt_expired', { type: 'shop.checkout.expired', ...ids })
    expect(await stockOf(t, product.id)).toBe(5)
    await applyEvent('evt_paid', { type: 'shop.checkout.paid', ...ids, customerEmail: 'late@example.com' })
    await applyEvent('evt_paid', { type: 'shop.checkout.paid', ...ids })
    await applyEvent('evt_expired_again', { type: 'shop.checkout.expired', ...ids })
    expect(await stockOf(t, product.id)).toBe(3)
    expect((await ordersOf(t, seller.id))[0]?.status).toBe('paid')
    const claimed = await t.db.select().from(shopPaymentEvents).where(eq(shopPaymentEvents.eventId, 'evt_paid'))
    expect(claimed).toHaveLength(1)
  })

  it('50 buyers at once for 10 units: exactly 10 units sold and paid, none oversold, the rest told it is out of stock', async () => {
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id, { stock: 10, priceCents: 1500 })
    const results = await Promise.all(
      // Each buyer from an own address, as 50 real visitors would come (the checkout is rate-limited per client).
      Array.from({ length: 50 }, (_, i) =>
        checkout(t, { cart: [{ id: product.id, quantity: 1 }], page_name: seller.username }, `127.0.114.${i + 1}`),
      ),
    )
    const opened = results.filter((r) => r.statusCode === 200)
    const refused = results.filter((r) => r.statusCode !== 200)
    expect(opened).toHaveLength(10)
    expect(refused.map((r) => r.json().code)).toEqual(Array(40).fill('SHOP_OUT_OF_STOCK'))
    const paid = await Promise.all(opened.map((r, i) => payLocal(t, r.json().url, '4242424242424242', `b${i}@example.com`)))
    expect(paid.every((r) => r.statusCode === 200)).toBe(true)
    expect(await stockOf(t, product.id)).toBe(0)
    const sold = await t.db
      .select()
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.sellerId, seller.id))
    expect(sold.filter((r) => r.orders.status === 'paid').reduce((sum, r) => sum + r.order_items.quantity, 0)).toBe(10)
  })
})
