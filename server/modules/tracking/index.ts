import type { Module, ModuleDeps } from '../module.ts'
import type { PublicService } from '../public/public.service.ts'
import { createTrackingRepository } from './tracking.repository.ts'
import { trackingRoutes } from './tracking.routes.ts'
import { createTrackingService } from './tracking.service.ts'

/** Click, engage and share counting (buffered; flush it before the database closes). */
export function createTrackingModule({ db, log, public: publicPages }: ModuleDeps & { public: PublicService }) {
  const service = createTrackingService({
    db,
    repo: createTrackingRepository(),
    public: publicPages,
    onError: (error) => log.error({ err: error }, 'tracking batch failed'),
  })
  return { service, routes: trackingRoutes } satisfies Module
}
