import { existsSync } from 'node:fs'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/fixtures/test-app.ts'
import { verifyPassword } from '../modules/auth/password.ts'
import { DEMO_SHOP_PATHS } from '../modules/link-health/demo-shop.ts'
import { images, products, subscriptions, tags, users } from './schema/index.ts'
import { seedDemoContent } from './seed.ts'

describe('demo content', () => {
  let t: TestApp
  const logged: unknown[] = []
  const printed: string[] = []
  const logger = { info: (obj: unknown) => void logged.push(obj), warn: (obj: unknown) => void logged.push(obj) }
  const print = (text: string) => void printed.push(text)

  beforeAll(async () => {
    t = await createTestApp()
    await seedDemoContent(t.db, { config: t.config, logger, print })
  })
  afterAll(() => t.close())

  it('creates an admin whose one-time password is shown in a frame, never logged, and works', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.role, 'admin'))
    expect(admin).toMatchObject({ email: 'admin@looktag.local', approved: true })
    expect(printed).toHaveLength(1)
    expect(printed[0]).toMatch(/^┌─+┐\n│ Demo content created/)
    const password = /admin@looktag\.local +password: (\S+)/.exec(printed[0]!)?.[1] ?? ''
    expect(JSON.stringify(logged)).not.toContain(password)
    expect(await verifyPassword(admin.passwordHash, password)).toBe(true)
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('gives every demo creator an active subscription of the plan the account shows', async () => {
    const [mila] = await t.db.select().from(users).where(eq(users.username, 'mila.styles'))
    expect(mila?.planType).toBe('ai')
    const view = await t.app.services.subscription.view({ id: mila!.id, role: 'user' } as never)
    expect(view).toMatchObject({ payment_status: 'active', username: 'mila.styles' })
    const rows = await t.db.select().from(subscriptions)
    const creators = await t.db.select().from(users).where(eq(users.role, 'user'))
    expect(rows.map((r) => `${r.username}:${r.planType}:${r.status}`).sort()).toEqual(
      creators.map((c) => `${c.username}:${c.planType}:active`).sort(),
    )
  })

  it("stores the specification's sample operator as the platform settings, and only there", async () => {
    t.app.services.site.changed()
    const settings = await t.app.services.site.settings()
    expect(settings.imprint.company).toBe('Looktag GmbH')
    expect(settings.marketing.verifiedCreators).toBe('50,000+')
  })

  it('creates approved creators with generated, tagged product images stored as variants', async () => {
    const creators = await t.db.select().from(users).where(eq(users.role, 'user'))
    expect(creators.length).toBeGreaterThanOrEqual(3)
    expect(creators.every((c) => c.approved && c.paymentStatus === 'paid')).toBe(true)
    const rows = await t.db.select().from(images)
    expect(rows.length).toBeGreaterThanOrEqual(9)
    for (const image of rows) {
      expect(image.variants.map((v) => v.format)).toEqual(expect.arrayContaining(['webp', 'jpeg']))
      for (const variant of image.variants) expect(existsSync(path.join(t.config.uploadsDir, variant.key))).toBe(true)
      expect(image.placeholder).toMatch(/^data:image\/webp;base64,/)
    }
    const [{ value: tagCount }] = await t.db.select({ value: count() }).from(tags)
    expect(tagCount).toBe(rows.length)
    // Every page of the development demo shop is some tag's link: a newcomer sees each verdict.
    const links = new Set(
      (await t.db.select({ link: tags.link }).from(tags)).map((tag) => new URL(tag.link).pathname + new URL(tag.link).search),
    )
    expect([...links].sort()).toEqual([...DEMO_SHOP_PATHS].sort())
  })

  it("opens one creator's shop with products whose images are stored, one of them sold out", async () => {
    const [shop] = await t.db.select().from(users).where(eq(users.shopEnabled, true))
    expect(shop?.username).toBe('mila.styles')
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/public/mila.styles/shop' })
    expect(res.statusCode).toBe(200)
    const rows = await t.db.select().from(products).where(eq(products.userId, shop.id))
    expect(rows.length).toBe(4)
    expect(res.json().products.length).toBeGreaterThanOrEqual(3)
    expect(rows.some((p) => p.stock === 0)).toBe(true)
    for (const product of rows) {
      expect(product.currency).toBe('eur')
      for (const variant of product.images[0].variants) expect(existsSync(path.join(t.config.uploadsDir, variant.key))).toBe(true)
    }
    // Without Stripe keys the shop is connected to the built-in test checkout: a visitor can buy.
    const tote = rows.find((p) => p.name === 'Linen tote')
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/shop/create-checkout-session-shop',
      payload: { cart: [{ id: tote?.id, quantity: 1 }], page_name: 'mila.styles', expected_total: tote?.priceCents },
      remoteAddress: '127.0.113.5',
    })
    expect(checkout.statusCode).toBe(200)
    expect(checkout.json().url).toMatch(/^\/checkout\/lshop_/)
  })

  it('does nothing when the database already has users', async () => {
    const before = await t.db.select({ value: count() }).from(users)
    await seedDemoContent(t.db, { config: t.config, logger, print })
    expect(printed).toHaveLength(1)
    expect(await t.db.select({ value: count() }).from(users)).toEqual(before)
  })
})
