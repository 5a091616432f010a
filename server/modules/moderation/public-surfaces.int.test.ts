import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage } from '../../../tests/factories/images.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { noticeGroups, orders } from '../../db/schema/index.ts'
import { FOLLOWERS_DIGEST_SCAN } from '../followers/followers.jobs.ts'
import { capturingMail, confirmedFollower, freshAddress, uniqueEmail } from '../followers/followers-test-helpers.ts'
import { checkout, createProduct, createSeller, stockOf } from '../shop/shop-test-helpers.ts'

const decision = (outcome: string, overrides: Record<string, unknown> = {}) => ({
  outcome,
  ground: 'terms',
  ground_reference: 'Terms of use § 4.2',
  ground_explanation: 'The item breaks the rules on dangerous goods.',
  facts: 'The notice showed the item and the rule it breaks.',
  ...overrides,
})

/** The surfaces beyond the pages themselves (sitemap, share cards, followers' mail, checkout) follow a moderation decision. */
describe('a restriction reaches every public surface', () => {
  let t: TestApp
  let adminCookie: string
  const { sent, port } = capturingMail()
  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: 'https://looktag.example', FOLLOWERS_DIGEST_DELAY_MINUTES: '0' },
      overrides: { mail: port },
    })
    adminCookie = (await loginHeaders(t, await createAdmin(t.db))).cookie
  })
  afterAll(() => t.close())

  /** Reports the item (a category that counts at once) and decides `outcome` on it. */
  async function decideOn(itemKind: string, itemId: string, outcome: string, overrides: Record<string, unknown> = {}) {
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      remoteAddress: freshAddress(),
      payload: { item_kind: itemKind, item_id: itemId, category: 'child_abuse', explanation: 'Harms children.', good_faith: true },
    })
    expect(report.statusCode, report.body).toBe(202)
    const [group] = await t.db.select().from(noticeGroups).where(eq(noticeGroups.itemId, itemId))
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${group!.id}/decision`,
      payload: decision(outcome, overrides),
      headers: { cookie: adminCookie },
    })
    expect(res.statusCode, res.body).toBe(201)
  }

  const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body

  it('a restricted creator page leaves the sitemap and has no share card; a suspended shop leaves the sitemap', async () => {
    const dark = await createUser(t.db)
    await createImage(t.db, dark.id)
    const seller = await createSeller(t)
    const product = await createProduct(t, seller.id)
    const before = await sitemap()
    expect(before).toContain(`/${dark.username}</loc>`)
    expect(before).toContain(`/${seller.username}/shop</loc>`)
    expect((await t.app.inject({ method: 'GET', url: `/og/${dark.username}.png` })).statusCode).toBe(200)

    await decideOn('creator', dark.id, 'restrict')
    await decideOn('product', product.id, 'suspend_shop', { duration_days: 14 })
    await expect.poll(async () => (await sitemap()).includes(`/${dark.username}<`), { timeout: 10_000 }).toBe(false)
    await expect.poll(async () => (await sitemap()).includes(`/${seller.username}/shop<`), { timeout: 10_000 }).toBe(false)
    // The seller's page itself is not restricted: it stays listed.
    expect(await sitemap()).toContain(`/${seller.username}</loc>`)
    expect((await t.app.inject({ method: 'GET', url: `/og/${dark.username}.png` })).statusCode).toBe(403)
  })

  it("a restricted look has no share card and is not drawn on its creator's card", async () => {
    const creator = await createUser(t.db)
    const look = await createImage(t.db, creator.id)
    expect((await t.app.inject({ method: 'GET', url: `/og/image/${look.id}.png` })).statusCode).toBe(200)
    await decideOn('look', look.id, 'restrict')
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: `/og/image/${look.id}.png` })).statusCode, { timeout: 10_000 })
      .toBe(404)
    const card = await t.app.services.public.creatorCard(creator.username)
    expect(card.photos).toEqual([])
  })

  it('checkout refuses a restricted product in a cart, in the buyer’s language, and reserves nothing', async () => {
    const seller = await createSeller(t)
    const kept = await createProduct(t, seller.id, { stock: 5 })
    const restricted = await createProduct(t, seller.id, { stock: 5 })
    await decideOn('product', restricted.id, 'restrict')
    const cart = [
      { id: kept.id, quantity: 1 },
      { id: restricted.id, quantity: 2 },
    ]
    for (const [lang, text] of [
      ['en', 'A product in your cart is no longer available.'],
      ['de', 'Ein Produkt in deinem Warenkorb ist nicht mehr verfügbar.'],
      ['ar', 'أحد المنتجات في سلتك لم يعد متاحًا.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/shop/create-checkout-session-shop?lang=${lang}`,
        payload: { cart, page_name: seller.username },
        remoteAddress: freshAddress(),
      })
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json()).toMatchObject({ code: 'SHOP_PRODUCT_UNAVAILABLE' })
      expect(res.body).toContain(text)
    }
    expect([await stockOf(t, kept.id), await stockOf(t, restricted.id)]).toEqual([5, 5])
    expect(await t.db.select().from(orders).where(eq(orders.sellerId, seller.id))).toEqual([])
    // Without the restricted line the same cart goes through.
    expect((await checkout(t, { cart: [cart[0]], page_name: seller.username })).statusCode).toBe(200)
  })

  it("the followers' mail leaves out a restricted look", async () => {
    const creator = await createUser(t.db, { pageName: 'Noor' })
    const email = uniqueEmail()
    await confirmedFollower(t, sent, creator.username, email)
    const kept = await createImage(t.db, creator.id)
    const restricted = await createImage(t.db, creator.id)
    await decideOn('look', restricted.id, 'restrict')
    await t.app.jobs.send(FOLLOWERS_DIGEST_SCAN, {})
    const digest = () => sent.find((m) => m.to === email && m.kind === 'followers.digest')
    await expect.poll(digest, { timeout: 20_000, interval: 200 }).toBeTruthy()
    expect(digest()!.subject).toBe('A new look from Noor')
    expect(digest()!.html).toContain(kept.id)
    expect(`${digest()!.html}${digest()!.text}`).not.toContain(restricted.id)
  })
})
