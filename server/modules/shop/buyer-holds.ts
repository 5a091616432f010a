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

export function createBuyerHolds(repo: Pick<ShopRepository, 'lockBuyer' | 'countOpenCheckouts' | 'unitsHeldBy'>) {
  return {
    /**
     * Locks the buyer until the transaction ends, so the counts here and the new order are one
     * step, then checks its open checkouts: at most OPEN_CHECKOUTS_MAX per address and per email.
     */
    async assertMayOpen(tx: Executor, buyer: Buyer, now: Date) {
      await repo.lockBuyer(tx, buyer)
      const open = await repo.countOpenCheckouts(tx, buyer, now)
      if (open.byClient >= OPEN_CHECKOUTS_MAX || open.byEmail >= OPEN_CHECKOUTS_MAX) {
        throw new AppError('SHOP_TOO_MANY_OPEN_CHECKOUTS', undefined, { params: { minutes: CHECKOUT_EXPIRY_MINUTES } })
      }
    },

    /** The seller's units of one product per order count over all the buyer's open checkouts, not per checkout. */
    async assertUnitsWithinCap(
      tx: Executor,
      buyer: Buyer,
      seller: SellerRow,
      lines: { product: Product; quantity: number; index: number }[],
      now: Date,
    ) {
      const held = await repo.unitsHeldBy(
        tx,
        buyer,
        lines.map((l) => l.product.id),
        now,
      )
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
    },
  }
}
