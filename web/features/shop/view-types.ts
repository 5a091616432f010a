import type { ImageCategory } from '../../../contract/images.ts'
import type { ProductImage } from '../../../contract/shop.ts'
import type { CartItem } from './cart.ts'

/**
 * What the storefront renders, built on the server (shop-data.server.ts) from the API's shapes,
 * so the public page's JavaScript carries no zod and no contract code.
 */
export interface ProductView {
  id: string
  name: string
  /** Minor units of the shop's currency. */
  price: number
  /**
   * The price formatted on the server in the page's language: the storefront then creates no
   * `Intl.NumberFormat` while it hydrates (its first is a long task on a phone, docs/decisions/0032).
   */
  price_label: string
  description: string
  discount: string | null
  category: ImageCategory
  stock: number
  /** Up to 4 photos with their stored variants, the cover first. */
  images: ProductImage[]
}

export interface StoreView {
  username: string
  pageName: string
  photo: string | null
  verified: boolean
  currency: string
  /** The first product's banner (spec: Public shop), only http(s). */
  banner: string | null
  products: ProductView[]
  page: number
  totalPages: number
}

/** A line of the cart kept without script (the cart page's loader), with its price formatted on the server. */
export interface CartPageLine extends CartItem {
  price_label: string
}
