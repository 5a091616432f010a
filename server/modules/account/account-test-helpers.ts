import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createImage, createTag } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import type { TestApp } from '../../../tests/fixtures/test-app.ts'
import {
  aiImages,
  badgeRequests,
  campaigns,
  creatorStats,
  growthDaily,
  invoices,
  notifications,
  orderItems,
  orders,
  products,
} from '../../db/schema/index.ts'

/** Test helpers shared by the account integration tests (not a test file itself). */

/** Writes a stored file as an upload leaves it; answers its path on disk. */
export function storeFile(dir: string, key: string, content: string) {
  const file = path.join(dir, key)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
  return file
}

/**
 * A creator with something in every part of the export: avatar, a look with a tag and coupon,
 * counters and a daily rollup, a notification, a product with a photo and a paid order, an
 * invoice PDF, a campaign and an AI image. File contents name the creator, so a leak shows.
 */
export async function seedCreator(t: TestApp) {
  const id = randomUUID().slice(0, 8)
  const mark = (what: string) => `${what}-of-${id}`
  const uploads = t.config.uploadsDir
  const avatar = `avatars/${id}.webp`
  const creator = await createUser(t.db, { photo: avatar, phone: '+49 170 000000' })
  const image = await createImage(t.db, creator.id, { discount: mark('COUPON') })
  await createTag(t.db, image.id, { link: `https://shop.example.com/${id}` })
  await t.db.insert(creatorStats).values({ userId: creator.id, clicks: 7 })
  await t.db
    .insert(growthDaily)
    .values({ userId: creator.id, day: '2026-01-02', metric: 'view', dimension: 'device', value: 'mobile', count: 3 })
  await t.db.insert(notifications).values({ userId: creator.id, message: mark('notice') })
  await t.db.insert(badgeRequests).values({ userId: creator.id, storyUrl: `https://www.instagram.com/p/${mark('story')}/` })
  const productKey = `products/${id}/main.webp`
  const [product] = await t.db
    .insert(products)
    .values({ userId: creator.id, name: mark('shirt'), priceCents: 4900, images: [{ key: productKey, variants: [] }] })
    .returning()
  const [order] = await t.db
    .insert(orders)
    .values({
      sellerId: creator.id,
      sellerUsername: creator.username,
      customerEmail: `buyer-${id}@example.com`,
      totalCents: 4900,
      currency: 'eur',
      status: 'paid',
      provider: 'local',
      providerSessionId: `cs_${id}`,
    })
    .returning()
  await t.db.insert(orderItems).values({
    orderId: order.id,
    productId: product.id,
    productName: product.name,
    unitPriceCents: 4900,
    quantity: 1,
    totalCents: 4900,
    currency: 'eur',
  })
  const invoiceFile = `${randomUUID()}.pdf`
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      number: `LT-${id}`,
      userId: creator.id,
      username: creator.username,
      userEmail: creator.email,
      amountCents: 1900,
      storageKey: invoiceFile,
    })
    .returning()
  const campaignKey = `campaigns/${id}.webp`
  await t.db.insert(campaigns).values({ userId: creator.id, title: mark('campaign'), imageUrl: campaignKey, campaignDate: '2026-01-02' })
  const aiKey = `${creator.id}/ai/${id}.webp`
  await t.db.insert(aiImages).values({ userId: creator.id, storageKey: aiKey, prompt: mark('prompt') })
  const files = {
    avatar: storeFile(uploads, avatar, mark('avatar')),
    image: storeFile(uploads, image.storageKey, mark('image')),
    product: storeFile(uploads, productKey, mark('product')),
    campaign: storeFile(uploads, campaignKey, mark('campaign')),
    invoice: storeFile(t.config.billing.invoicesDir, invoiceFile, mark('invoice')),
    ai: storeFile(t.config.ai.privateDir, aiKey, mark('ai')),
  }
  return { creator, image, order, invoice, files, mark }
}
