import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { CREATOR_CHANGED_CHANNEL } from '../../web-cache/invalidation.ts'
import { createProduct, createSeller } from './shop-test-helpers.ts'

/** Shop changes reach every process's HTML cache through the creator_changed notifications. */
describe('shop changes and the page cache', () => {
  let t: TestApp
  let listener: pg.Client
  const heard: string[] = []
  beforeAll(async () => {
    t = await createTestApp()
    listener = new pg.Client({ connectionString: t.databaseUrl })
    await listener.connect()
    listener.on('notification', (n) => heard.push(n.payload ?? ''))
    await listener.query(`LISTEN ${CREATOR_CHANGED_CHANNEL}`)
  })
  afterAll(async () => {
    await listener.end()
    await t.close()
  })

  it('notifies the seller’s username when a product changes or the shop is switched', async () => {
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id)
    heard.length = 0
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/shop/edit/${product.id}`,
      payload: { name: 'Renamed', price: 100, description: 'x', category: 'other', stock: 1 },
      headers: { cookie: seller.cookie },
    })
    expect(edit.statusCode).toBe(200)
    await expect.poll(() => heard.includes(seller.username)).toBe(true)
    heard.length = 0
    await t.app.inject({
      method: 'POST',
      url: '/api/shop/update-shop-enabled',
      payload: { enabled: false },
      headers: { cookie: seller.cookie },
    })
    await expect.poll(() => heard.includes(seller.username)).toBe(true)
  })
})
