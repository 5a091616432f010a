import type { SellerDashboard, SellerStatus } from '../../../contract/shop.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { MarketplacePort } from '../../ports/payments/index.ts'
import type { CheckoutService } from './checkout.service.ts'
import type { SellerRow, ShopRepository } from './shop.repository.ts'
import type { ShopActor, ShopService } from './shop.service.ts'
import type { createShopJson } from './shop-json.ts'

export interface ConnectDeps {
  db: Database
  repo: ShopRepository
  marketplace: MarketplacePort
  shop: Pick<ShopService, 'seller' | 'status'>
  checkout: Pick<CheckoutService, 'applyEvent'>
  json: ReturnType<typeof createShopJson>
  publicUrl: string
}

export const CONNECT_RETURN_PATH = '/api/shop/connect/return'
export const CONNECT_REFRESH_PATH = '/api/shop/connect/refresh'
const RECENT_ORDERS = 12

/**
 * Seller payouts: the connected account (created once, onboarding links made on each click),
 * readiness synced on return and on `account.updated`, the payouts dashboard, and the second
 * webhook endpoint. Provider failures answer SHOP_CONNECT_FAILED ("Stripe onboarding failed").
 */
export function createConnectService({ db, repo, marketplace, shop, checkout, json, publicUrl }: ConnectDeps) {
  const provider = async <T>(call: () => Promise<T>) => {
    try {
      return await call()
    } catch (error) {
      throw error instanceof AppError ? error : new AppError('SHOP_CONNECT_FAILED', undefined, { cause: error })
    }
  }

  /** The seller's account id, creating the account on first use (row locked: one account per seller). */
  async function accountOf(actor: ShopActor): Promise<string> {
    const existing = (await shop.seller(actor)).stripeAccountId
    if (existing) return existing
    return db.transaction(async (tx) => {
      const row = await shop.seller(actor, tx, { lock: true })
      if (row.stripeAccountId) return row.stripeAccountId
      const { accountId } = await provider(() => marketplace.createAccount({ sellerId: row.id, email: row.email }))
      await repo.updateSeller(tx, row.id, { stripeAccountId: accountId })
      return accountId
    })
  }

  const onboardingUrl = (accountId: string) =>
    provider(() =>
      marketplace.onboardingUrl(accountId, {
        returnUrl: `${publicUrl}${CONNECT_RETURN_PATH}`,
        refreshUrl: `${publicUrl}${CONNECT_REFRESH_PATH}`,
      }),
    )

  async function sync(row: SellerRow): Promise<SellerRow> {
    if (!row.stripeAccountId || marketplace.kind === 'local') return row
    const account = await provider(() => marketplace.accountStatus(row.stripeAccountId as string))
    const ready = account.chargesEnabled && account.detailsSubmitted
    if (ready === row.stripeChargesEnabled) return row
    return (await repo.updateSeller(db, row.id, { stripeChargesEnabled: ready })) ?? row
  }

  return {
    /** `POST /api/shop/stripe-connect`: where the seller continues onboarding. */
    async start(actor: ShopActor): Promise<{ url: string }> {
      return { url: await onboardingUrl(await accountOf(actor)) }
    },

    /** Stripe's refresh_url: the old link expired, so a fresh one. */
    async refresh(actor: ShopActor): Promise<string> {
      return onboardingUrl(await accountOf(actor))
    },

    /** Stripe's return_url: the seller is back; read the account's state now. */
    async returned(actor: ShopActor): Promise<SellerStatus> {
      return shop.status(await sync(await shop.seller(actor)))
    },

    /** The built-in onboarding page's "finish" button (local adapter only). */
    async completeLocal(actor: ShopActor): Promise<SellerStatus> {
      if (marketplace.kind !== 'local') throw new AppError('NOT_FOUND')
      await accountOf(actor)
      return shop.status((await repo.updateSeller(db, actor.id, { stripeChargesEnabled: true })) as SellerRow)
    },

    /** `POST /api/shop/stripe-dashboard`: Express login link, or the local dashboard page. */
    async dashboardUrl(actor: ShopActor): Promise<{ url: string }> {
      const row = await shop.seller(actor)
      if (!row.stripeAccountId || !row.stripeChargesEnabled) throw new AppError('SHOP_SELLER_NOT_READY')
      return { url: await provider(() => marketplace.dashboardUrl(row.stripeAccountId as string)) }
    },

    /** The local "dashboard": paid orders and what they pay out, per currency. */
    async dashboard(actor: ShopActor): Promise<SellerDashboard> {
      const row = await shop.seller(actor)
      const [totals, recent] = await Promise.all([
        repo.paidTotals(db, row.id),
        repo.listOrders(db, row.id, { limit: RECENT_ORDERS, offset: 0 }),
      ])
      const items = await repo.itemsOf(
        db,
        recent.map((o) => o.id),
      )
      return {
        totals: totals.map((t) => ({ ...t, net: t.gross - t.fees })),
        recent_orders: recent.map((o) => json.order(o, items)),
      }
    },

    /** A delivery to /api/webhooks/stripe-connect: verified on its raw body, each event acted on once. */
    async receiveWebhook(rawBody: Buffer, signature: string) {
      if (marketplace.kind !== 'stripe') throw new AppError('NOT_FOUND')
      const verified = await marketplace.parseWebhook(rawBody, signature)
      if (!verified) return
      const { eventId, event } = verified
      if (event.type !== 'account.updated') {
        await checkout.applyEvent(eventId, event)
        return
      }
      // Events may arrive late or out of order: the account's state is read now, not taken from the event.
      const account = await marketplace.accountStatus(event.accountId)
      await db.transaction(async (tx) => {
        if (!(await repo.claimEvent(tx, eventId, event.type))) return
        const seller = await repo.sellerByAccountId(tx, event.accountId)
        if (seller) await repo.updateSeller(tx, seller.id, { stripeChargesEnabled: account.chargesEnabled && account.detailsSubmitted })
      })
    },
  }
}

export type ConnectService = ReturnType<typeof createConnectService>
