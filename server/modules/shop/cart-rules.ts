// What a cart may ask for, before and after its products are read (decision 0013).
import { CART_QUANTITY_MAX } from '../../../contract/shop.ts'
import type { CheckoutInput } from '../../../contract/shop-checkout.ts'
import type { Product } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { SellerRow } from './shop.repository.ts'

/** An error on one line of the cart (`cart.{index}`), in the buyer's language. */
export const fieldError = (
  code: 'SHOP_PRODUCT_UNAVAILABLE' | 'SHOP_OUT_OF_STOCK' | 'SHOP_QUANTITY_LIMIT' | 'SHOP_HOLD_LIMIT',
  index: number,
  key: string,
  params?: Record<string, string | number>,
) => new AppError(code, [{ field: `cart.${index}`, key, params }], { params })

/** Quantities summed per product, in the order the cart first names them. */
export function wantedQuantities(cart: CheckoutInput['cart']) {
  const wanted = new Map<string, { quantity: number; index: number }>()
  cart.forEach((line, index) => {
    const seen = wanted.get(line.id)
    wanted.set(line.id, { quantity: (seen?.quantity ?? 0) + line.quantity, index: seen?.index ?? index })
  })
  for (const { quantity, index } of wanted.values()) {
    if (quantity > CART_QUANTITY_MAX) {
      throw new AppError('VALIDATION_FAILED', [{ field: `cart.${index}.quantity`, key: 'errors.shop.quantity_invalid' }])
    }
  }
  return wanted
}

/** The seller's caps: units of one product, and units in all, one checkout may hold. */
export function assertWithinLimits(seller: SellerRow, lines: { product: Product; quantity: number; index: number }[]) {
  for (const { product, quantity, index } of lines) {
    if (quantity > seller.shopMaxPerLine) {
      throw fieldError('SHOP_QUANTITY_LIMIT', index, 'errors.shop.quantity_limit', { name: product.name, max: seller.shopMaxPerLine })
    }
  }
  if (lines.reduce((sum, l) => sum + l.quantity, 0) > seller.shopMaxPerCheckout) {
    throw new AppError('SHOP_CHECKOUT_LIMIT', undefined, { params: { max: seller.shopMaxPerCheckout } })
  }
}
