import type { ModuleDeps } from '../module.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import { createTradersRepository } from './traders.repository.ts'
import { tradersRoutes } from './traders.routes.ts'
import { createTradersService } from './traders.service.ts'

/** Sellers' trader details (EU Digital Services Act, Art. 30); the shop asks it before taking orders. */
export function createTradersModule(deps: ModuleDeps & { notifications: Pick<NotificationsService, 'notify'> }) {
  const repo = createTradersRepository()
  const service = createTradersService({
    db: deps.db,
    repo,
    audit: deps.audit,
    notifications: deps.notifications,
    translator: deps.translator,
  })
  return {
    services: { traders: service },
    web: ['traders'] as const,
    routes: tradersRoutes(service),
    account: {
      async export(userId: string) {
        const row = await repo.find(deps.db, userId)
        return { json: { 'traders/trader.json': row ? { ...row, userId: undefined, verifiedBy: undefined } : null } }
      },
    },
  }
}

export type TradersModule = ReturnType<typeof createTradersModule>
