import { randomBytes } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import sharp from 'sharp'
import { DEMO_SITE_SETTINGS } from '../../content/demo-site.ts'
import type { ImageCategory } from '../../contract/images.ts'
import { PLANS } from '../../contract/plans.ts'
import type { Config } from '../config.ts'
import { framed } from '../lib/framed.ts'
import { storeImageVariants } from '../lib/images/variants.ts'
import { hashPassword } from '../modules/auth/password.ts'
import { demoShopLink } from '../modules/link-health/demo-shop.ts'
import { createMarketplacePort } from '../ports/payments/index.ts'
import { createStoragePort } from '../ports/storage/index.ts'
import type { Database } from './client.ts'
import { creatorStats, images, products, siteSettings, subscriptions, tags, traders, users } from './schema/index.ts'

interface DemoCreator {
  username: string
  pageName: string
  specialization: string
  introduction: string
  country: string
  planType: 'basic' | 'ai'
  layoutStyle: 'fashion' | 'business'
  palette: [string, string]
  products: { category: ImageCategory; label: string; description: string; discount?: string; pinned?: boolean; premium?: boolean }[]
  /** An open shop (its currency is the account's default, euro); no payment account is connected. */
  shop?: { name: string; priceCents: number; description: string; category: ImageCategory; stock: number; discount?: string }[]
}

const DEMO_CREATORS: DemoCreator[] = [
  {
    username: 'mila.styles',
    pageName: 'Mila Styles',
    specialization: 'Minimal fashion',
    introduction: 'Capsule wardrobes and everyday outfits that mix and match.',
    country: 'Germany',
    planType: 'ai',
    layoutStyle: 'fashion',
    palette: ['#f472b6', '#7c3aed'],
    products: [
      {
        category: 'clothes',
        label: 'Linen blazer',
        description: 'Oversized linen blazer in sand, perfect for warm evenings.',
        discount: 'MILA10',
        pinned: true,
        premium: true,
      },
      {
        category: 'clothes',
        label: 'Wide jeans',
        description: 'High-waist wide-leg jeans, light wash.',
        discount: 'DENIM15',
        premium: true,
      },
      { category: 'makeup', label: 'Glow serum', description: 'Lightweight glow serum for a dewy base.' },
    ],
    shop: [
      { name: 'Linen tote', priceCents: 3900, description: 'Sturdy linen tote with an inner pocket.', category: 'clothes', stock: 12 },
      {
        name: 'Silk scrunchies',
        priceCents: 1450,
        description: 'Set of three silk scrunchies in sand tones.',
        category: 'other',
        stock: 30,
        discount: 'MILA10',
      },
      {
        name: 'Capsule guide',
        priceCents: 990,
        description: 'My printed guide to a 20-piece capsule wardrobe.',
        category: 'other',
        stock: 50,
      },
      { name: 'Knit cardigan', priceCents: 6900, description: 'Soft cotton knit cardigan, made to order.', category: 'clothes', stock: 0 },
    ],
  },
  {
    username: 'omar.tech',
    pageName: 'Omar Tech',
    specialization: 'Gadgets and desk setups',
    introduction: 'Honest reviews of the tech I use every day.',
    country: 'United Arab Emirates',
    planType: 'basic',
    layoutStyle: 'business',
    palette: ['#22d3ee', '#1e3a8a'],
    products: [
      {
        category: 'devices',
        label: 'Earbuds',
        description: 'Noise-cancelling earbuds with a tiny charging case.',
        discount: 'OMAR20',
        pinned: true,
      },
      { category: 'devices', label: 'Desk lamp', description: 'Dimmable LED desk lamp with warm light.' },
      { category: 'other', label: 'Cable kit', description: 'Braided cable organiser kit for a clean desk.' },
    ],
  },
  {
    username: 'lea.beauty',
    pageName: 'Lea Beauty',
    specialization: 'Clean beauty',
    introduction: 'Skincare routines and makeup looks for every day.',
    country: 'Austria',
    planType: 'ai',
    layoutStyle: 'fashion',
    palette: ['#fb923c', '#be123c'],
    products: [
      { category: 'makeup', label: 'Lip tint', description: 'Long-lasting lip tint in berry.', discount: 'LEA5', premium: true },
      { category: 'makeup', label: 'Palette', description: 'Warm nude eyeshadow palette, twelve shades.' },
      { category: 'clothes', label: 'Silk scarf', description: 'Printed silk scarf for hair or bag.' },
    ],
  },
]

/** A product picture drawn by the project (no stock photos): a soft gradient, a shape, a label. */
async function productPicture(palette: [string, string], label: string, index: number) {
  const shapes = [
    '<rect x="250" y="260" width="300" height="380" rx="40" fill="white" fill-opacity=".85"/>',
    '<circle cx="400" cy="450" r="190" fill="white" fill-opacity=".85"/>',
    '<path d="M400 230 L600 620 L200 620 Z" fill="white" fill-opacity=".85"/>',
  ]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>
  <rect width="800" height="1000" fill="url(#g)"/>
  ${shapes[index % shapes.length]}
  <text x="400" y="820" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="white" text-anchor="middle">${label}</text>
</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer()
}

function addDays(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * First start with an empty embedded database: the specification's sample operator as the platform
 * settings (content/demo-site.ts), a demo admin (credentials logged once) and a few approved demo creators with generated product photos and tags, one of them with an open shop, so a
 * newcomer sees a living product.
 */
export async function seedDemoContent(
  db: Database,
  {
    config,
    logger,
    print = (text) => void process.stdout.write(text),
  }: { config: Config; logger: Pick<Logger, 'info' | 'warn'>; print?: (text: string) => void },
) {
  const [{ value: existing }] = await db.select({ value: count() }).from(users)
  if (existing > 0) return
  const storage = createStoragePort(config)
  const adminPassword = randomBytes(9).toString('base64url')
  const creatorPassword = 'demo-creator-2025'
  await db.insert(siteSettings).values({ id: true, content: DEMO_SITE_SETTINGS }).onConflictDoNothing()

  await db.insert(users).values({
    username: 'admin',
    email: 'admin@looktag.local',
    passwordHash: await hashPassword(adminPassword),
    role: 'admin',
    pageName: 'Looktag Admin',
    approved: true,
    paymentStatus: 'paid',
  })

  const creatorHash = await hashPassword(creatorPassword)
  // With the built-in marketplace (no Stripe keys) the demo shop is connected and takes test
  // payments at once; with Stripe its creator goes through onboarding like anyone else.
  const marketplace = createMarketplacePort(config)
  // Tags take the demo shop's pages in turn across creators, so every page (each verdict) is used.
  let shopLink = 0
  for (const creator of DEMO_CREATORS) {
    const email = `${creator.username.replace('.', '-')}@looktag.local`
    const [user] = await db
      .insert(users)
      .values({
        username: creator.username,
        email,
        passwordHash: creatorHash,
        pageName: creator.pageName,
        specialization: creator.specialization,
        introduction: creator.introduction,
        country: creator.country,
        planType: creator.planType,
        layoutStyle: creator.layoutStyle,
        approved: true,
        paymentStatus: 'paid',
        badgeVerified: creator.planType === 'ai',
        shopEnabled: Boolean(creator.shop),
        publicEmail: `hello+${creator.username.replace('.', '-')}@looktag.local`,
        instagram: `https://instagram.com/${creator.username}`,
      })
      .returning({ id: users.id })
    await db.insert(creatorStats).values({ userId: user.id })
    // A paid account has the subscription it paid for, so /subscription shows the plan its badge names.
    const start = new Date()
    await db.insert(subscriptions).values({
      userId: user.id,
      username: creator.username,
      userEmail: email,
      planType: creator.planType,
      billingCycle: 'yearly',
      status: 'active',
      amountCents: PLANS[creator.planType].yearly,
      planPriceCents: PLANS[creator.planType].yearly,
      provider: 'local',
      paymentMethod: 'card',
      cardLast4: '4242',
      currentPeriodStart: start,
      currentPeriodEnd: new Date(new Date(start).setUTCFullYear(start.getUTCFullYear() + 1)),
    })
    // A shop sells only with trader details (decision 0082): the demo seller's, left for an admin to verify.
    if (creator.shop)
      await db.insert(traders).values({
        userId: user.id,
        name: `${creator.pageName} (demo)`,
        address: 'Musterstraße 1, 10115 Berlin, Germany',
        email: `hello+${creator.username.replace('.', '-')}@looktag.local`,
        phone: '+49 30 0000000',
        selfCertifiedAt: new Date(),
      })
    if (creator.shop && marketplace.kind === 'local') {
      const { accountId } = await marketplace.createAccount({ sellerId: user.id, email })
      await db.update(users).set({ stripeAccountId: accountId, stripeChargesEnabled: true }).where(eq(users.id, user.id))
    }
    for (const [index, product] of creator.products.entries()) {
      const picture = await productPicture(creator.palette, product.label, index)
      const stored = await storeImageVariants(storage, picture, 'images')
      const [image] = await db
        .insert(images)
        .values({
          userId: user.id,
          storageKey: stored.key,
          variants: stored.variants,
          placeholder: stored.placeholder,
          width: stored.width,
          height: stored.height,
          category: product.category,
          expiryDate: addDays(5 + index),
          description: product.description,
          discount: product.discount,
          pinned: product.pinned ?? false,
          isPremium: product.premium ?? false,
        })
        .returning({ id: images.id })
      await db.insert(tags).values({ imageId: image.id, xPercent: 48, yPercent: 42, link: demoShopLink(config.publicUrl, shopLink++) })
    }
    for (const [index, product] of (creator.shop ?? []).entries()) {
      const stored = await storeImageVariants(storage, await productPicture(creator.palette, product.name, index), 'products')
      await db.insert(products).values({ userId: user.id, ...product, images: [stored] })
    }
  }

  // In a frame on the terminal, not in a log line: a person has to notice it, and log files keep no password.
  const creatorEmails = DEMO_CREATORS.map((c) => `${c.username.replace('.', '-')}@looktag.local`)
  print(
    framed('Demo content created. These passwords are shown only this once.', [
      `Admin:    admin@looktag.local   password: ${adminPassword}`,
      `Creators: ${creatorEmails.join(', ')}`,
      `          password: ${creatorPassword}`,
    ]),
  )
  logger.info({ creators: creatorEmails.length }, 'demo content created')
}
