// What one buyer (an address, and an email when given) may hold at once over its open checkouts (decision 0013).
import { CHECKOUT_EXPIRY_MINUTES, CHECKOUT_EXPIRY_MINUTES_WITHOUT_EMAIL, OPEN_CHECKOUTS_MAX } from '../../../contract/shop.ts'
import type { Executor } from '../../db/client.ts'
import type { Product } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import { fieldError } from './cart-rules.ts'
import type { SellerRow, ShopRepository } from './shop.repository.ts'

/** Who opens a checkout: the hashed address, and the email the buyer gave (any case). */
export interface Buyer {
  client: string
  email: string | null
}

/** How long a new checkout holds its units: shorter when the buyer gave no email, the cheapest checkout to repeat. */
export const holdMinutes = (buyer: Buyer) => (buyer.email ? CHECKOUT_EXPIRY_MINUTES : CHECKOUT_EXPIRY_MINUTES_WITHOUT_EMAIL)

export function createBuyerHolds(repo: Pick<ShopRepository, 'lockBuyer' | 'openHoldsOf'>) {
  return {
    /**
     * Locks the buyer until the transaction ends, so what is read here and the new order are one
     * step; refuses a buyer with OPEN_CHECKOUTS_MAX open checkouts (per address, and per email), and
     * answers the units of these products its open checkouts hold. Called before the product rows
     * are locked, so the part every buyer of a product waits for stays short.
     */
    async admit(tx: Executor, buyer: Buyer, productIds: string[], now: Date) {
      await repo.lockBuyer(tx, buyer)
      const open = await repo.openHoldsOf(tx, buyer, productIds, now)
      if (open.byClient >= OPEN_CHECKOUTS_MAX || open.byEmail >= OPEN_CHECKOUTS_MAX) {
        throw new AppError('SHOP_TOO_MANY_OPEN_CHECKOUTS', undefined, { params: { minutes: CHECKOUT_EXPIRY_MINUTES } })
      }
      return open.held
    },
  }
}

/** The seller's units of one product per order count over all the buyer's open checkouts, not per checkout. */
export function assertUnitsWithinCap(
  seller: SellerRow,
  lines: { product: Product; quantity: number; index: number }[],
  held: Map<string, number>,
) {
  for (const { product, quantity, index } of lines) {
    const already = held.get(product.id) ?? 0
    if (already + quantity > seller.shopMaxPerLine) {
      throw fieldError('SHOP_HOLD_LIMIT', index, 'errors.shop.hold_limit', {
        name: product.name,
        max: seller.shopMaxPerLine,
        held: already,
      })
    }
  }
}
