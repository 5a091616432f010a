import type { ProductInput, TagProduct } from '../../../contract/tag-products.ts'
import type { NewTag, Tag } from '../../db/schema/index.ts'
import type { StoragePort } from '../../ports/storage/index.ts'

/** A tag's product columns as the creator saves them (the page fills the rest later). */
export function productColumns(product: ProductInput) {
  return {
    productName: product.name,
    productBrand: product.brand,
    priceMinor: product.price_minor,
    currency: product.price_minor === null ? null : product.currency,
    availability: product.availability,
    productEdited: [...new Set(product.edited)],
  } satisfies Partial<NewTag>
}

/** A new link is another product: what was read from the old page goes (its picture with it). */
export const NO_PRODUCT = {
  productName: null,
  productBrand: null,
  priceMinor: null,
  currency: null,
  availability: null,
  productImageKey: null,
  productFetchedAt: null,
  productEdited: [],
} satisfies Partial<NewTag>

/** A tag's product columns (a reader of tags as JSON has `productFetchedAt` as text). */
export type TagProductColumns = Pick<
  Tag,
  'productName' | 'productBrand' | 'priceMinor' | 'currency' | 'availability' | 'productImageKey' | 'productEdited'
> & {
  productFetchedAt: Date | string | null
}

/** The tag's product as its creator and visitors see it; null while nothing is known of it. */
export function productView(tag: Partial<TagProductColumns>, storage: Pick<StoragePort, 'url'> | undefined): TagProduct | null {
  const known = tag.productName || tag.productBrand || (tag.priceMinor ?? null) !== null || tag.availability || tag.productImageKey
  if (!known && !tag.productFetchedAt) return null
  const fetchedAt = tag.productFetchedAt ? new Date(tag.productFetchedAt).toISOString() : null
  return {
    name: tag.productName ?? null,
    brand: tag.productBrand ?? null,
    price_minor: tag.priceMinor ?? null,
    currency: tag.currency ?? null,
    availability: tag.availability ?? null,
    image_url: tag.productImageKey && storage ? storage.url(tag.productImageKey) : null,
    fetched_at: fetchedAt,
    edited: tag.productEdited ?? [],
  }
}
