import type { ModuleDeps } from '../module.ts'
import type { TradersService } from '../traders/traders.service.ts'
import { createTransparencyRepository } from './transparency.repository.ts'
import { transparencyRoutes } from './transparency.routes.ts'
import { createTransparencyService } from './transparency.service.ts'

/** Moderation figures of any period and the statements of reasons for the DSA Transparency Database (Art. 15, 24). */
export function createTransparencyModule(deps: ModuleDeps & { traders: TradersService }) {
  const service = createTransparencyService({ db: deps.db, repo: createTransparencyRepository(), traders: deps.traders })
  return {
    services: { transparency: service },
    web: ['transparency'] as const,
    routes: transparencyRoutes(service),
  }
}
