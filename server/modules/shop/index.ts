import type { Language } from '../../../contract/language.ts'
import type { Database } from '../../db/client.ts'
import type { Translate } from '../../i18n.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import type { MarketplacePort } from '../../ports/payments/index.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import { createCheckoutService } from './checkout.service.ts'
import { createConnectService } from './connect.service.ts'
import { createLocalCheckoutService } from './local-checkout.service.ts'
import { registerShopJobs } from './shop.jobs.ts'
import { createShopRepository } from './shop.repository.ts'
import { shopRoutes } from './shop.routes.ts'
import { createShopService } from './shop.service.ts'
import { createShopJson } from './shop-json.ts'

/** What the shop needs from the app (aligned with server/modules/module.ts at merge). */
export interface ShopModuleDeps {
  db: Database
  storage: StoragePort
  marketplace: MarketplacePort
  mailer: Mailer
  notifications: Pick<NotificationsService, 'notify'>
  translator: (lang: Language) => Translate
  publicUrl: string
  platformFeePercent: number
  now?: () => Date
}

/** The creator shop: products, storefront, checkout with stock reservations, seller payouts. */
export function createShopModule(deps: ShopModuleDeps) {
  const repo = createShopRepository()
  const service = createShopService({ db: deps.db, repo, storage: deps.storage, marketplace: deps.marketplace })
  const checkout = createCheckoutService({ ...deps, repo })
  const localCheckout = createLocalCheckoutService({ db: deps.db, repo, checkout, now: deps.now })
  const connect = createConnectService({
    db: deps.db,
    repo,
    marketplace: deps.marketplace,
    shop: service,
    checkout,
    json: createShopJson(deps.storage),
    publicUrl: deps.publicUrl,
  })
  return {
    service,
    checkout,
    localCheckout,
    connect,
    routes: shopRoutes({ shop: service, checkout, localCheckout, connect }),
    jobs: (queue: JobQueue) => registerShopJobs(queue, checkout),
  }
}

export type ShopModule = ReturnType<typeof createShopModule>
