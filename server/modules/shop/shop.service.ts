import { USERNAME_PATTERN } from '../../../contract/auth.ts'
import {
  CART_LINES_MAX,
  type CurrencyInput,
  PRODUCT_MAX_IMAGES,
  type ProductInput,
  type Product as ProductJson,
  type SellerStatus,
  SHOP_PAGE_SIZE,
  type ShopLimitsInput,
  type Storefront,
  type StorefrontQuery,
} from '../../../contract/shop.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { StoredImage } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import { deleteImageFiles, sniffImage, storeImageVariants } from '../../lib/images/variants.ts'
import { type PublicLinkRule, publicLinkRule } from '../../lib/public-link.ts'
import type { MarketplacePort } from '../../ports/payments/index.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { isShopSuspended } from '../moderation/enforcement.ts'
import type { SellerRow, ShopRepository } from './shop.repository.ts'
import { createShopJson, pageOf } from './shop-json.ts'
import { isOpenShop } from './shop-rules.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Who is acting: the signed-in user as the auth plugin gives it. */
export interface ShopActor {
  id: string
  role: 'user' | 'admin'
}

export interface ShopDeps {
  db: Database
  repo: ShopRepository
  storage: StoragePort
  marketplace: MarketplacePort
  /** Refuses banner links to private hosts (production); none by default. */
  publicLink?: PublicLinkRule
}

/** The seller's shop: settings, products with their images, order pages, and the public storefront. */
export function createShopService({ db, repo, storage, marketplace, publicLink = publicLinkRule(false) }: ShopDeps) {
  const json = createShopJson(storage)

  /** My Shop is an AI-plan feature: checked here too, against the stored plan, not only the route guard. */
  async function seller(actor: ShopActor, tx: Executor = db, opts: { lock?: boolean } = {}): Promise<SellerRow> {
    const row = await repo.sellerById(tx, actor.id, opts)
    if (!row) throw new AppError('UNAUTHORIZED')
    if (row.planType !== 'ai') throw new AppError('FORBIDDEN')
    return row
  }

  function status(row: SellerRow): SellerStatus {
    return {
      username: row.username,
      shop_enabled: row.shopEnabled,
      currency: row.currency,
      provider: marketplace.kind,
      connected: row.stripeAccountId !== null,
      ready: row.stripeChargesEnabled,
      max_per_line: row.shopMaxPerLine,
      max_per_checkout: row.shopMaxPerCheckout,
    }
  }

  async function ownedProduct(actor: ShopActor, id: string, tx: Executor = db) {
    const product = await repo.findOwnedProduct(tx, actor.id, id, { lock: tx !== db })
    // Another seller's product looks exactly like a missing one.
    if (!product) throw new AppError('SHOP_PRODUCT_NOT_FOUND')
    return product
  }

  /** Sniffs every file before storing any, so a bad 3rd file stores nothing. */
  async function storeImages(files: readonly Buffer[]): Promise<StoredImage[]> {
    for (const file of files) await sniffImage(file)
    const stored: StoredImage[] = []
    try {
      for (const file of files) stored.push(await storeImageVariants(storage, file, 'products'))
    } catch (error) {
      await dropImages(stored)
      throw error
    }
    return stored
  }

  const dropImages = (images: readonly StoredImage[]) =>
    deleteImageFiles(
      storage,
      images.flatMap((i) => [{ key: i.key }, ...i.variants]),
    )

  const tooMany = () => new AppError('SHOP_TOO_MANY_IMAGES', [{ field: 'images', key: 'errors.shop.too_many_images' }])

  return {
    seller,
    status,

    async getStatus(actor: ShopActor): Promise<SellerStatus> {
      return status(await seller(actor))
    },

    async setEnabled(actor: ShopActor, enabled: boolean): Promise<SellerStatus> {
      await seller(actor)
      const row = await repo.updateSeller(db, actor.id, { shopEnabled: enabled })
      if (!row) throw new AppError('UNAUTHORIZED')
      return status(row)
    },

    async setLimits(actor: ShopActor, input: ShopLimitsInput): Promise<SellerStatus> {
      await seller(actor)
      const row = await repo.updateSeller(db, actor.id, { shopMaxPerLine: input.max_per_line, shopMaxPerCheckout: input.max_per_checkout })
      if (!row) throw new AppError('UNAUTHORIZED')
      return status(row)
    },

    /**
     * Products follow the shop's currency. An open checkout keeps the currency and prices it was
     * opened with (its order stores them), so a change never waits for it.
     */
    async setCurrency(actor: ShopActor, { currency }: CurrencyInput): Promise<SellerStatus> {
      return db.transaction(async (tx) => {
        const row = await seller(actor, tx, { lock: true })
        if (row.currency === currency) return status(row)
        await repo.setProductsCurrency(tx, row.id, currency)
        return status((await repo.updateSeller(tx, row.id, { currency })) as SellerRow)
      })
    },

    async listProducts(actor: ShopActor, page: number) {
      await seller(actor)
      const filter = { userId: actor.id }
      const [rows, total] = await Promise.all([
        repo.listProducts(db, filter, { limit: SHOP_PAGE_SIZE, offset: (page - 1) * SHOP_PAGE_SIZE }),
        repo.countProducts(db, filter),
      ])
      const held = await repo.heldUnits(
        db,
        rows.map((r) => r.id),
      )
      return pageOf(
        rows.map((r) => ({ ...json.product(r), held: held.get(r.id) ?? 0 })),
        page,
        total,
      )
    },

    async addProduct(actor: ShopActor, input: ProductInput, files: readonly Buffer[]): Promise<ProductJson> {
      const row = await seller(actor)
      if (files.length > PRODUCT_MAX_IMAGES) throw tooMany()
      publicLink('banner_url', input.banner_url)
      const images = await storeImages(files)
      try {
        const product = await repo.insertProduct(db, {
          userId: row.id,
          name: input.name,
          priceCents: input.price,
          currency: row.currency,
          description: input.description,
          discount: input.discount,
          category: input.category,
          stock: input.stock,
          bannerUrl: input.banner_url,
          images,
        })
        return json.product(product)
      } catch (error) {
        await dropImages(images)
        throw error
      }
    },

    async editProduct(actor: ShopActor, id: string, input: ProductInput): Promise<ProductJson> {
      await seller(actor)
      await ownedProduct(actor, id)
      publicLink('banner_url', input.banner_url)
      const product = await repo.updateProduct(db, id, {
        name: input.name,
        priceCents: input.price,
        description: input.description,
        discount: input.discount,
        category: input.category,
        stock: input.stock,
        bannerUrl: input.banner_url,
      })
      return json.product(product)
    },

    async deleteProduct(actor: ShopActor, id: string): Promise<void> {
      await seller(actor)
      const product = await ownedProduct(actor, id)
      await repo.deleteProduct(db, product.id)
      // Files after the row: a failed delete leaves a row pointing at existing files, never the reverse.
      await dropImages(product.images)
    },

    async addImage(actor: ShopActor, id: string, file: Buffer): Promise<ProductJson> {
      await seller(actor)
      if ((await ownedProduct(actor, id)).images.length >= PRODUCT_MAX_IMAGES) throw tooMany()
      const [stored] = await storeImages([file])
      try {
        const product = await db.transaction(async (tx) => {
          // Locked: two uploads at once cannot make a 5th image.
          const locked = await ownedProduct(actor, id, tx)
          if (locked.images.length >= PRODUCT_MAX_IMAGES) throw tooMany()
          return repo.updateProduct(tx, id, { images: [...locked.images, stored as StoredImage] })
        })
        return json.product(product)
      } catch (error) {
        await dropImages([stored as StoredImage])
        throw error
      }
    },

    async removeImage(actor: ShopActor, id: string, index: number): Promise<ProductJson> {
      await seller(actor)
      const { product, removed } = await db.transaction(async (tx) => {
        const locked = await ownedProduct(actor, id, tx)
        const gone = locked.images[index]
        if (!gone) throw new AppError('NOT_FOUND')
        const updated = await repo.updateProduct(tx, id, { images: locked.images.filter((_, i) => i !== index) })
        return { product: updated, removed: gone }
      })
      await dropImages([removed])
      return json.product(product)
    },

    /** Only enabled shops of public creators show; everything else is one clear 404. */
    async storefront(username: string, query: StorefrontQuery): Promise<Storefront> {
      if (!USERNAME_PATTERN.test(username)) throw new AppError('SHOP_NOT_FOUND')
      const row = await repo.sellerByUsername(db, username)
      if (!row || !isOpenShop(row) || (await isShopSuspended(db, row.id))) throw new AppError('SHOP_NOT_FOUND')
      const filter = { userId: row.id, search: query.search, category: query.category, publicOnly: true }
      const page = query.page ?? 1
      const [rows, total, first] = await Promise.all([
        repo.listProducts(db, filter, { limit: SHOP_PAGE_SIZE, offset: (page - 1) * SHOP_PAGE_SIZE }),
        repo.countProducts(db, filter),
        repo.listProducts(db, { userId: row.id, publicOnly: true }, { limit: 1, offset: 0 }),
      ])
      return {
        seller: {
          username: row.username,
          page_name: row.pageName,
          photo: row.photo ? storage.url(row.photo) : null,
          badge_verified: row.badgeVerified,
          introduction: row.introduction,
          specialization: row.specialization,
          layout_style: row.layoutStyle === 'business' ? 'business' : 'fashion',
        },
        currency: row.currency,
        can_checkout: row.stripeChargesEnabled && row.stripeAccountId !== null,
        banner_url: first[0]?.bannerUrl ?? null,
        products: rows.map(json.product),
        page,
        total,
        total_pages: pageOf([], page, total).total_pages,
      }
    },

    /**
     * The products of a cart kept without script (web/features/shop/cart-cookie.ts): the open
     * shop's own products among `ids`, in its currency; unknown and other sellers' ids are left out.
     */
    async cartProducts(username: string, ids: readonly string[]) {
      if (!USERNAME_PATTERN.test(username)) throw new AppError('SHOP_NOT_FOUND')
      const row = await repo.sellerByUsername(db, username)
      if (!row || !isOpenShop(row) || (await isShopSuspended(db, row.id))) throw new AppError('SHOP_NOT_FOUND')
      const wanted = ids.filter((id) => UUID.test(id)).slice(0, CART_LINES_MAX)
      const rows = wanted.length
        ? await repo.listProducts(db, { userId: row.id, ids: wanted, publicOnly: true }, { limit: CART_LINES_MAX, offset: 0 })
        : []
      return { username: row.username, currency: row.currency, products: rows.map(json.product) }
    },

    /**
     * Paid orders and revenue (integer minor units) per UTC day and currency for the growth
     * section; `from`/`to` are inclusive 'YYYY-MM-DD' days. Refunded orders are not sales.
     */
    salesPerDay(sellerId: string, range: { from: string; to: string }) {
      const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + 24 * 60 * 60 * 1000)
      return repo.salesPerDay(db, sellerId, new Date(`${range.from}T00:00:00Z`), end)
    },

    async listOrders(actor: ShopActor, page: number) {
      await seller(actor)
      const [rows, total] = await Promise.all([
        repo.listOrders(db, actor.id, { limit: SHOP_PAGE_SIZE, offset: (page - 1) * SHOP_PAGE_SIZE }),
        repo.countOrders(db, actor.id),
      ])
      const items = await repo.itemsOf(
        db,
        rows.map((r) => r.id),
      )
      return pageOf(
        rows.map((r) => json.order(r, items)),
        page,
        total,
      )
    },
  }
}

export type ShopService = ReturnType<typeof createShopService>
