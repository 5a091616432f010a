import type { StorefrontQuery, TradedStorefront } from '../../../contract/shop.ts'
import type { TraderState } from '../../../contract/traders.ts'
import { AppError } from '../../errors.ts'
import type { TradersService } from '../traders/traders.service.ts'
import type { ShopActor, ShopService } from './shop.service.ts'

export type TraderRules = Pick<TradersService, 'state' | 'forStorefront'>

/** A buyer's checkout of a seller without trader details, or suspended, is refused (decision 0082). */
export const takesOrders = (state: TraderState) => state === 'unverified' || state === 'verified'

/**
 * The shop's rules that depend on the seller's trader details (DSA Art. 30, decision 0082): a shop
 * is switched on only with details given, and the storefront shows them and sells only while the
 * trader may take orders. Checkout asks the same rules (checkout.service.ts).
 */
export function withTraderRules(shop: ShopService, traders: TraderRules) {
  return {
    ...shop,

    async setEnabled(actor: ShopActor, enabled: boolean) {
      // A shop switched off needs nothing; a suspended trader's shop may be on, it takes no orders.
      if (enabled && (await traders.state(actor.id)) === 'missing') {
        await shop.seller(actor)
        throw new AppError('TRADER_DETAILS_REQUIRED')
      }
      return shop.setEnabled(actor, enabled)
    },

    async storefront(username: string, query: StorefrontQuery): Promise<TradedStorefront> {
      const store = await shop.storefront(username, query)
      const trader = await traders.forStorefront(store.seller.username)
      return {
        ...store,
        can_checkout: store.can_checkout && takesOrders(trader.state),
        trader: trader.details,
        trader_state: trader.state,
      }
    },
  }
}

export type TradedShopService = ReturnType<typeof withTraderRules>
