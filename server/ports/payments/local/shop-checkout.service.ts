import { randomBytes } from 'node:crypto'
import { LOCAL_SHOP_SESSION_PREFIX } from '../../../../contract/shop.ts'
import { type ShopLocalCheckoutView, type ShopLocalPayInput, thankYouPath } from '../../../../contract/shop-checkout.ts'
import type { Database } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import { type CheckoutService, cancelPath } from '../../../modules/shop/checkout.service.ts'
import type { ShopRepository } from '../../../modules/shop/shop.repository.ts'
import { orderItem } from '../../../modules/shop/shop-json.ts'
import { acceptTestCard } from './test-card.ts'

export interface LocalShopCheckoutDeps {
  db: Database
  repo: ShopRepository
  checkout: Pick<CheckoutService, 'applyEvent'>
  now?: () => Date
}

/**
 * The local marketplace's side of the test checkout page (`/checkout/{lshop_…}`): what is being
 * paid, and paying it like Stripe test mode. Outcomes go through the same `applyEvent` as
 * Stripe's webhooks.
 */
export function createLocalShopCheckoutService({ db, repo, checkout, now = () => new Date() }: LocalShopCheckoutDeps) {
  async function localOrder(sessionId: string) {
    const order = sessionId.startsWith(LOCAL_SHOP_SESSION_PREFIX) ? await repo.findOrderBySession(db, sessionId) : undefined
    if (order?.provider !== 'local') throw new AppError('CHECKOUT_NOT_FOUND')
    return order
  }

  return {
    /** The test checkout page's view of a shop session. */
    async view(sessionId: string): Promise<ShopLocalCheckoutView> {
      const order = await localOrder(sessionId)
      const items = await repo.itemsOf(db, [order.id])
      return {
        sessionId,
        kind: 'shop',
        seller_username: order.sellerUsername,
        amountCents: order.totalCents,
        currency: order.currency,
        items: items.map(orderItem),
        status: order.status,
        expires_at: (order.expiresAt ?? order.createdAt).toISOString(),
        hold_minutes: Math.round(((order.expiresAt ?? order.createdAt).getTime() - order.createdAt.getTime()) / 60_000),
        cancel_url: cancelPath(order.id),
      }
    },

    /**
     * 4242… pays. A declined card ends nothing, as on Stripe's page: the order stays open with its
     * stock held until it expires, so the buyer can try another card on the same page.
     */
    async pay(sessionId: string, input: ShopLocalPayInput): Promise<{ redirectUrl: string }> {
      const order = await localOrder(sessionId)
      const redirectUrl = thankYouPath(order.sellerUsername)
      if (order.status === 'paid') return { redirectUrl }
      if (order.status !== 'pending' || (order.expiresAt && order.expiresAt <= now())) throw new AppError('SHOP_CHECKOUT_CLOSED')
      acceptTestCard(input, now())
      await checkout.applyEvent(`local_${sessionId}_paid`, {
        type: 'shop.checkout.paid',
        sessionId,
        orderId: order.id,
        paymentId: `lpi_${randomBytes(12).toString('base64url')}`,
        customerEmail: input.email,
      })
      return { redirectUrl }
    },
  }
}

export type LocalShopCheckoutService = ReturnType<typeof createLocalShopCheckoutService>
