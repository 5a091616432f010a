import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import type { TestApp } from '../../../tests/fixtures/test-app.ts'
import { type NewProduct, type NewUser, orders, products } from '../../db/schema/index.ts'

/** Dev conveniences (the test checkout) answer loopback clients only. */
export const LOCAL = '127.0.113.5'

/** An AI-plan creator with an open shop that can take payments (local adapter unless told). */
export async function createSeller(t: TestApp, overrides: Partial<NewUser> = {}) {
  const user = await createUser(t.db, {
    planType: 'ai',
    shopEnabled: true,
    stripeAccountId: `lacct_${Math.random().toString(36).slice(2)}`,
    stripeChargesEnabled: true,
    ...overrides,
  })
  const { cookie } = await loginHeaders(t, user)
  return { ...user, cookie }
}

export async function createProduct(t: TestApp, userId: string, overrides: Partial<NewProduct> = {}) {
  const [row] = await t.db
    .insert(products)
    .values({ userId, name: 'Silk scarf', priceCents: 2500, description: 'Soft', stock: 10, category: 'clothes', ...overrides })
    .returning()
  return row as typeof products.$inferSelect
}

export async function stockOf(t: TestApp, id: string) {
  const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id))
  return row?.stock
}

export const ordersOf = (t: TestApp, sellerId: string) => t.db.select().from(orders).where(eq(orders.sellerId, sellerId))

let buyers = 0
/** A loopback address of its own per buyer: open checkouts are capped per address. */
export const buyerAddress = () => `127.0.${120 + Math.floor(buyers / 250)}.${(buyers++ % 250) + 1}`

export function checkout(t: TestApp, payload: unknown, remoteAddress = buyerAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/shop/create-checkout-session-shop', payload: payload as object, remoteAddress })
}

export function payLocal(t: TestApp, url: string, cardNumber = '4242 4242 4242 4242', email = 'buyer@example.com') {
  const sessionId = url.split('/').pop() as string
  return t.app.inject({
    method: 'POST',
    url: `/api/shop/checkout/local/${sessionId}/pay`,
    payload: { cardNumber, expiry: '12/40', cvc: '123', name: 'Buyer', email },
    remoteAddress: LOCAL,
  })
}

export const photo = (color = '#f472b6') =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
    .jpeg()
    .toBuffer()
