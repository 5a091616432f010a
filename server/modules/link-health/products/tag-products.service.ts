import { z } from 'zod'
import type { ProductField, ProductLookup } from '../../../../contract/tag-products.ts'
import type { Database } from '../../../db/client.ts'
import { jobType } from '../../../jobs/queue.ts'
import { storeProductPicture } from '../../../lib/images/product-picture.ts'
import { type PublicLinkRule, publicLinkRule } from '../../../lib/public-link.ts'
import type { StoragePort } from '../../../ports/storage/index.ts'
import type { CheckResult, LinkChecker, PageProduct } from '../checker/link-checker.ts'
import type { DueLink } from '../link-health.repository.ts'
import type { PageProductValues, ProductTag, TagProductsRepository } from './tag-products.repository.ts'

/** Reads a tag's product page once the tag is saved with a link (the picture is stored then). */
export const TAG_PRODUCT_READ = jobType('tags.product-read', z.object({ tag_id: z.uuid() }))

export interface TagProductsDeps {
  db: Database
  repo: TagProductsRepository
  checker: Pick<LinkChecker, 'check' | 'fetchPicture'>
  storage: StoragePort
  /** Refuses links to private hosts by their name (production), as saving the tag does. */
  publicLink?: PublicLinkRule
}

/** The page's values for the fields the creator left to it (a corrected field stays theirs). */
function pageValues(product: PageProduct, edited: readonly ProductField[]): Partial<PageProductValues> {
  const values: Partial<PageProductValues> = {}
  if (!edited.includes('name') && product.name) values.productName = product.name
  if (!edited.includes('brand') && product.brand) values.productBrand = product.brand
  if (!edited.includes('price') && product.priceMinor !== null) {
    values.priceMinor = product.priceMinor
    values.currency = product.currency
  }
  if (!edited.includes('availability') && product.availability) values.availability = product.availability
  return values
}

/**
 * A tag's product from its page (docs/decisions/0083): a lookup while the creator types the link,
 * a read into the tag once it is saved, and a refresh with every link-health check of its link.
 * Pages and pictures go through the link checker (its address rules, redirects and caps).
 */
export function createTagProductsService({ db, repo, checker, storage, publicLink = publicLinkRule(false) }: TagProductsDeps) {
  /** The page's picture, stored small, when the tag has none yet; undefined when there is none to store. */
  async function storePicture(tag: ProductTag, product: PageProduct) {
    if (tag.productImageKey || !product.image) return undefined
    const bytes = await checker.fetchPicture(product.image)
    if (!bytes) return undefined
    // Not a picture, or the image pool is full: the next read tries again.
    return storeProductPicture(storage, bytes).catch(() => undefined)
  }

  async function apply(tag: ProductTag, product: PageProduct) {
    const key = await storePicture(tag, product)
    const saved = await repo.saveRead(db, tag.id, tag.link, pageValues(product, tag.productEdited), key)
    // The tag went, or its link changed, while the page was read: its picture is not kept.
    if (!saved && key) await storage.delete(key).catch(() => undefined)
  }

  return {
    /** What the page of `link` says (the dialog fills its fields from this); the link is kept as pasted. */
    async lookup(link: string): Promise<ProductLookup> {
      publicLink('link', link)
      const { product } = await checker.check(link)
      if (!product) return { link, product: null }
      const { name, brand, priceMinor, currency, availability, image } = product
      return { link, product: { name, brand, price_minor: priceMinor, currency, availability, has_image: image !== null } }
    },

    /** The job after a tag is saved: its page's product into it. Idempotent (a picture is stored once). */
    async readIntoTag(tagId: string) {
      const tag = await repo.find(db, tagId)
      if (!tag) return
      const { product } = await checker.check(tag.link)
      if (product) await apply(tag, product)
    },

    /** After a link-health check: the link's price is recorded, and every tag with the link refreshed. */
    async afterCheck(link: Pick<DueLink, 'id' | 'url'>, result: CheckResult) {
      if (!result.product) return
      await repo.savePrice(db, link.id, result.product.priceMinor, result.product.currency)
      for (const tag of await repo.withLink(db, link.url)) await apply(tag, result.product)
    },
  }
}

export type TagProductsService = ReturnType<typeof createTagProductsService>
