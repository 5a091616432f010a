import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { Availability, ProductField } from '../../../../contract/tag-products.ts'
import type { Executor } from '../../../db/client.ts'
import { images, links, tags } from '../../../db/schema/index.ts'

/** What a read of the page may change on a tag (the fields the creator did not correct). */
export interface PageProductValues {
  productName: string | null
  productBrand: string | null
  priceMinor: number | null
  currency: string | null
  availability: Availability | null
}

export type ProductTag = {
  id: string
  link: string
  productEdited: ProductField[]
  productImageKey: string | null
}

const productTag = { id: tags.id, link: tags.link, productEdited: tags.productEdited, productImageKey: tags.productImageKey }

/** The tags' product columns and the price each link last showed (link-health reads and writes them here). */
export function createTagProductsRepository() {
  return {
    async find(db: Executor, tagId: string): Promise<ProductTag | undefined> {
      const [row] = await db.select(productTag).from(tags).where(eq(tags.id, tagId))
      return row as ProductTag | undefined
    },

    async withLink(db: Executor, url: string): Promise<ProductTag[]> {
      return (await db.select(productTag).from(tags).where(eq(tags.link, url))) as ProductTag[]
    },

    /** Writes the page's values, only while the tag still has the link they were read from. */
    async saveRead(db: Executor, tagId: string, link: string, values: Partial<PageProductValues>, imageKey?: string) {
      const rows = await db
        .update(tags)
        .set({ ...values, ...(imageKey ? { productImageKey: imageKey } : {}), productFetchedAt: new Date() })
        .where(and(eq(tags.id, tagId), eq(tags.link, link)))
        .returning({ id: tags.id })
      return rows.length > 0
    },

    /** The creator of the tag's image (where its picture is stored). */
    async owner(db: Executor, tagId: string) {
      const [row] = await db
        .select({ userId: images.userId })
        .from(tags)
        .innerJoin(images, eq(images.id, tags.imageId))
        .where(eq(tags.id, tagId))
      return row?.userId
    },

    /**
     * The price the link's page shows now; a different price in the same currency than the last
     * one marks the link's price as changed (the creators who tag it are told, link-notices).
     */
    async savePrice(db: Executor, linkId: string, priceMinor: number | null, currency: string | null) {
      if (priceMinor === null || currency === null) return
      await db.execute(sql`update links set
          previous_price_minor = case when price_minor is distinct from ${priceMinor} and currency = ${currency} then price_minor else previous_price_minor end,
          price_changed_at = case when price_minor is distinct from ${priceMinor} and currency = ${currency} then now() else price_changed_at end,
          price_minor = ${priceMinor}, currency = ${currency}
        where id = ${linkId}`)
    },

    /** Every stored tag picture (the sweep keeps these). */
    async pictureKeys(db: Executor): Promise<Set<string>> {
      const rows = await db.select({ key: tags.productImageKey }).from(tags).where(isNotNull(tags.productImageKey))
      return new Set(rows.map((r) => r.key!))
    },

    /** The account's tag pictures (account deletion). */
    async accountPictureKeys(db: Executor, userId: string): Promise<string[]> {
      const rows = await db
        .select({ key: tags.productImageKey })
        .from(tags)
        .innerJoin(images, eq(images.id, tags.imageId))
        .where(and(eq(images.userId, userId), isNotNull(tags.productImageKey)))
      return rows.map((r) => r.key!)
    },

    linkPrice: (db: Executor, url: string) =>
      db
        .select({ priceMinor: links.priceMinor, currency: links.currency, changedAt: links.priceChangedAt })
        .from(links)
        .where(eq(links.url, url)),
  }
}

export type TagProductsRepository = ReturnType<typeof createTagProductsRepository>
