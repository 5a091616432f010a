import type { JobQueue } from '../../jobs/queue.ts'
import { publicLinkRule } from '../../lib/public-link.ts'
import { createLocalShopCheckoutService } from '../../ports/payments/local/shop-checkout.service.ts'
import type { ModuleDeps } from '../module.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { TradersService } from '../traders/traders.service.ts'
import { createCheckoutService } from './checkout.service.ts'
import { createConnectService } from './connect.service.ts'
import { createShopExport } from './shop.export.ts'
import { registerShopJobs } from './shop.jobs.ts'
import { createShopRepository } from './shop.repository.ts'
import { shopRoutes } from './shop.routes.ts'
import { createShopService } from './shop.service.ts'
import { createShopJson } from './shop-json.ts'
import { withTraderRules } from './trader-gate.ts'

/** The creator shop: products, storefront, checkout with stock reservations, seller payouts. */
export function createShopModule(
  deps: ModuleDeps & { notifications: Pick<NotificationsService, 'notify'>; traders: TradersService; now?: () => Date },
) {
  const repo = createShopRepository()
  const platformFeePercent = deps.config.shop.platformFeePercent
  const base = createShopService({
    db: deps.db,
    repo,
    storage: deps.storage,
    marketplace: deps.marketplace,
    publicLink: publicLinkRule(deps.config.production),
  })
  const service = withTraderRules(base, deps.traders)
  const checkout = createCheckoutService({ ...deps, platformFeePercent, repo })
  const localCheckout = createLocalShopCheckoutService({ db: deps.db, repo, checkout, now: deps.now })
  const connect = createConnectService({
    db: deps.db,
    repo,
    marketplace: deps.marketplace,
    shop: base,
    checkout,
    json: createShopJson(deps.storage),
    publicUrl: deps.publicUrl,
  })
  const services = { shop: service, shopCheckout: checkout, shopConnect: connect, shopLocalCheckout: localCheckout }
  return {
    services,
    web: ['shop', 'shopCheckout', 'shopConnect', 'shopLocalCheckout'] as const,
    routes: shopRoutes({ shop: service, checkout, localCheckout, connect }),
    jobs: (queue: JobQueue) => registerShopJobs(queue, checkout),
    account: {
      fileKeys: repo.productFileKeys,
      beforeDelete: repo.anonymiseSellerOrders,
      export: createShopExport({ db: deps.db, repo, storage: deps.storage }),
    },
  }
}

export type ShopModule = ReturnType<typeof createShopModule>
