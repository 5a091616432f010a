import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { multipartFiles } from '../../../tests/fixtures/multipart.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { products, users } from '../../db/schema/index.ts'
import { checkout, createProduct, createSeller, photo } from './shop-test-helpers.ts'

const MISSING = '00000000-0000-4000-8000-000000000000'
const fields = { name: 'Linen shirt', price: '4990', description: 'Light', category: 'clothes', stock: '3' }

describe('seller shop API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const addProduct = async (cookie: string, form: Record<string, string>, files: Buffer[] = []) => {
    const body = multipartFiles(form, files)
    return t.app.inject({ method: 'POST', url: '/api/shop/add-product', payload: body.payload, headers: { ...body.headers, cookie } })
  }
  const countProducts = async (userId: string) => (await t.db.select().from(products).where(eq(products.userId, userId))).length

  it('asks guests to log in and refuses creators on the basic plan', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/my-products' })).statusCode).toBe(401)
    const basic = await createUser(t.db, { planType: 'basic' })
    const { cookie } = await loginHeaders(t, basic)
    for (const [method, url] of [
      ['GET', '/api/shop/status'],
      ['GET', '/api/shop/my-orders'],
      ['POST', '/api/shop/update-shop-enabled'],
      ['POST', '/api/shop/stripe-connect'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie }, payload: method === 'POST' ? { enabled: true } : undefined })
      expect(res.statusCode, url).toBe(403)
    }
    expect((await addProduct(cookie, fields)).statusCode).toBe(403)
  })

  it('adds a product with two images through the image pipeline and lists it 12 per page', async () => {
    const seller = await createSeller(t, { currency: 'gbp' })
    const res = await addProduct(seller.cookie, { ...fields, discount: 'SAVE10' }, [await photo(), await photo('#000000')])
    expect(res.statusCode).toBe(201)
    const product = res.json()
    expect(product).toMatchObject({ name: 'Linen shirt', price: 4990, currency: 'gbp', stock: 3, discount: 'SAVE10', category: 'clothes' })
    expect(product.images).toHaveLength(2)
    expect(product.gallery_urls).toHaveLength(2)
    expect(product.image_url).toMatch(/^\/uploads\/products\/.+\.webp$/)
    for (let i = 0; i < 12; i++) await createProduct(t, seller.id, { name: `Item ${i}` })
    const page1 = (await t.app.inject({ method: 'GET', url: '/api/shop/my-products', headers: { cookie: seller.cookie } })).json()
    expect(page1).toMatchObject({ page: 1, total: 13, total_pages: 2 })
    expect(page1.items).toHaveLength(12)
    const page2 = (await t.app.inject({ method: 'GET', url: '/api/shop/my-products?page=2', headers: { cookie: seller.cookie } })).json()
    expect(page2.items).toHaveLength(1)
  })

  it('refuses negative or fractional prices and stock, unknown categories and a 5th image, storing nothing', async () => {
    const seller = await createSeller(t)
    for (const bad of [
      { price: '-1' },
      { price: '12.5' },
      { price: 'abc' },
      { stock: '-2' },
      { stock: '1.5' },
      { category: 'food' },
      { name: '' },
    ]) {
      const res = await addProduct(seller.cookie, { ...fields, ...bad })
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
    }
    const images = await Promise.all([1, 2, 3, 4, 5].map(() => photo()))
    const tooMany = await addProduct(seller.cookie, fields, images)
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json()).toMatchObject({ code: 'SHOP_TOO_MANY_IMAGES', error: 'Max 4 images allowed' })
    expect(await countProducts(seller.id)).toBe(0)
  })

  it('edits and deletes own products; another seller gets 404 and changes nothing', async () => {
    const seller = await createSeller(t)
    const other = await createSeller(t)
    const product = await createProduct(t, seller.id)
    const edit = (cookie: string, id: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/shop/edit/${id}`, payload, headers: { cookie } })
    const body = {
      name: 'Scarf',
      price: 1999,
      description: 'New',
      category: '',
      stock: 0,
      discount: '',
      banner_url: 'https://cdn.example.com/b.jpg',
    }

    expect((await edit(other.cookie, product.id, body)).statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/shop/delete/${product.id}`, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404)
    expect((await edit(seller.cookie, MISSING, body)).statusCode).toBe(404)
    expect((await edit(seller.cookie, product.id, { ...body, price: -5 })).statusCode).toBe(400)
    expect((await edit(seller.cookie, product.id, { ...body, stock: 2.5 })).statusCode).toBe(400)
    expect((await edit(seller.cookie, product.id, { ...body, banner_url: 'javascript:alert(1)' })).statusCode).toBe(400)
    const [unchanged] = await t.db.select().from(products).where(eq(products.id, product.id))
    expect(unchanged).toMatchObject({ name: 'Silk scarf', priceCents: 2500, stock: 10 })

    const edited = await edit(seller.cookie, product.id, body)
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ name: 'Scarf', price: 1999, category: 'other', stock: 0, discount: null })
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/shop/delete/${product.id}`, headers: { cookie: seller.cookie } })
    expect(deleted.statusCode).toBe(204)
    expect(await countProducts(seller.id)).toBe(0)
  })

  it('adds images one by one up to 4 and removes them', async () => {
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id)
    const addImage = async () => {
      const body = multipartFiles({}, [await photo()], 'image')
      return t.app.inject({
        method: 'POST',
        url: `/api/shop/products/${product.id}/images`,
        payload: body.payload,
        headers: { ...body.headers, cookie: seller.cookie },
      })
    }
    const other = await createSeller(t)
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/shop/products/${product.id}/images/0`,
      headers: { cookie: other.cookie },
    })
    expect(theirs.statusCode).toBe(404)
    for (let i = 1; i <= 4; i++) expect((await addImage()).json().images).toHaveLength(i)
    expect((await addImage()).json().code).toBe('SHOP_TOO_MANY_IMAGES')
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/shop/products/${product.id}/images/0`,
      headers: { cookie: seller.cookie },
    })
    expect(removed.json().images).toHaveLength(3)
  })

  it('toggles the shop, changes the currency of the shop and its products, refuses unknown currencies', async () => {
    const seller = await createSeller(t, { shopEnabled: false })
    const product = await createProduct(t, seller.id)
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { cookie: seller.cookie } })
    expect((await post('/api/shop/update-shop-enabled', { enabled: true })).json()).toMatchObject({
      shop_enabled: true,
      provider: 'local',
      ready: true,
    })
    expect((await post('/api/shop/update-currency', { currency: 'jpy' })).statusCode).toBe(400)
    expect((await post('/api/shop/update-currency', { currency: 'aed' })).json()).toMatchObject({ currency: 'aed' })
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id))
    expect(row?.currency).toBe('aed')
  })

  it('shows only enabled shops of public creators, with a clear 404 otherwise', async () => {
    const seller = await createSeller(t)
    await createProduct(t, seller.id, { name: 'Older', bannerUrl: 'https://cdn.example.com/old.jpg', createdAt: new Date('2025-01-01') })
    await createProduct(t, seller.id, { name: 'Lipstick', category: 'makeup', bannerUrl: 'https://cdn.example.com/new.jpg' })
    const store = await t.app.inject({ method: 'GET', url: `/api/shop/public/${seller.username}/shop?category=makeup` })
    expect(store.statusCode).toBe(200)
    expect(store.json()).toMatchObject({ currency: 'eur', can_checkout: true, total: 1, banner_url: 'https://cdn.example.com/new.jpg' })
    expect(store.json().products.map((p: { name: string }) => p.name)).toEqual(['Lipstick'])

    const closed = await createSeller(t, { shopEnabled: false })
    const hidden = await createUser(t.db, { planType: 'ai', shopEnabled: true, approved: false })
    // Left the AI plan: the shop closes (its products stay for the seller's return).
    const downgraded = await createSeller(t, { planType: 'basic' })
    const kept = await createProduct(t, downgraded.id)
    const refused = await checkout(t, { cart: [{ id: kept.id, quantity: 1 }], page_name: downgraded.username })
    expect(refused.statusCode).toBe(404)
    const page = await t.app.inject({ method: 'GET', url: `/api/public/${downgraded.username}` })
    expect(page.json().shop_enabled).toBe(false)
    for (const name of [closed.username, hidden.username, downgraded.username, 'nobody_here', '%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/shop/public/${encodeURIComponent(name)}/shop` })
      expect(res.statusCode, name).toBe(404)
      expect(res.json().code).toBe('SHOP_NOT_FOUND')
    }
  })

  it('connects payouts with the built-in onboarding and opens the local dashboard', async () => {
    const seller = await createSeller(t, { stripeAccountId: null, stripeChargesEnabled: false })
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: { cookie: seller.cookie } })
    expect((await post('/api/shop/stripe-dashboard')).json().code).toBe('SHOP_SELLER_NOT_READY')
    expect((await post('/api/shop/stripe-connect')).json()).toEqual({ url: '/shop/connect/local' })
    expect((await post('/api/shop/connect/local/complete')).json()).toMatchObject({ connected: true, ready: true })
    const [row] = await t.db.select().from(users).where(eq(users.id, seller.id))
    expect(row?.stripeAccountId).toMatch(/^lacct_/)
    expect((await post('/api/shop/stripe-dashboard')).json()).toEqual({ url: '/shop/dashboard' })
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/shop/dashboard', headers: { cookie: seller.cookie } })
    expect(dashboard.json()).toEqual({ totals: [], recent_orders: [] })
    // Without Stripe there is no Connect webhook to call.
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe-connect',
      payload: {},
      headers: { 'stripe-signature': 'x' },
    })
    expect(webhook.statusCode).toBe(404)
  })
})
