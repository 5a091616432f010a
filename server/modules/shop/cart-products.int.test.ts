import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { createProduct, createSeller } from './shop-test-helpers.ts'

/** The cart page's read of a cookie cart (decision 0084): only the open shop's own products. */
describe('the products of a cookie cart', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it("answers the seller's products among the ids, leaving out other sellers' and malformed ids", async () => {
    const seller = await createSeller(t)
    const other = await createSeller(t)
    const own = await createProduct(t, seller.id, { name: 'Own scarf' })
    const foreign = await createProduct(t, other.id, { name: 'Foreign scarf' })
    const cart = await t.app.services.shop.cartProducts(seller.username.toUpperCase(), [own.id, foreign.id, 'not-a-uuid', "1' or '1'='1"])
    expect(cart.username).toBe(seller.username)
    expect(cart.products.map((p) => p.name)).toEqual(['Own scarf'])
  })

  it('refuses a closed shop as not found', async () => {
    const closed = await createSeller(t, { shopEnabled: false })
    await expect(t.app.services.shop.cartProducts(closed.username, [])).rejects.toMatchObject({ code: 'SHOP_NOT_FOUND' })
  })
})
