import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import type { TestApp } from '../../../tests/fixtures/test-app.ts'
import { type NewProduct, type NewTrader, type NewUser, orders, products, traders } from '../../db/schema/index.ts'

/** Dev conveniences (the test checkout) answer loopback clients only. */
export const LOCAL = '127.0.113.5'

/**
 * An AI-plan creator with an open shop that can take payments (local adapter unless told), with
 * trader details given (decision 0082) unless `trader` is null.
 */
export async function createSeller(t: TestApp, overrides: Partial<NewUser> = {}, trader: Partial<NewTrader> | null = {}) {
  const user = await createUser(t.db, {
    planType: 'ai',
    shopEnabled: true,
    stripeAccountId: `lacct_${Math.random().toString(36).slice(2)}`,
    stripeChargesEnabled: true,
    ...overrides,
  })
  if (trader) await t.db.insert(traders).values({ ...traderDetails(), ...trader, userId: user.id })
  const { cookie } = await loginHeaders(t, user)
  return { ...user, cookie }
}

/** Complete trader details as a seller gives them (the row's columns). */
export const traderDetails = () => ({
  name: 'Scarf Studio GmbH',
  address: 'Lindenstraße 4, 10969 Berlin, Germany',
  email: `trader-${Math.random().toString(36).slice(2)}@example.com`,
  phone: '+49 30 1234567',
  tradeRegister: 'Amtsgericht Charlottenburg',
  registrationNumber: 'HRB 123456',
  vatNumber: 'DE123456789',
  selfCertifiedAt: new Date(),
})

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
