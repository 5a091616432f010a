import { scheduledJob } from '../../jobs/queue.ts'
import type { Module, ModuleDeps } from '../module.ts'
import type { PublicService } from '../public/public.service.ts'
import type { CountryLookup } from './classify.ts'
import { createCountryLookup } from './country-lookup.ts'
import { createTrackingRepository } from './tracking.repository.ts'
import { trackingRoutes } from './tracking.routes.ts'
import { createTrackingService } from './tracking.service.ts'

export const EVENTS_RETENTION = scheduledJob('events.retention')
/** Daily, off the hour: raw events past their retention go (the rollups keep the numbers). */
const EVENTS_RETENTION_CRON = '41 3 * * *'

/** Click, engage and share counting (buffered; flush it before the database closes). */
export function createTrackingModule({
  db,
  log,
  config,
  public: publicPages,
  countries,
}: ModuleDeps & { public: PublicService; countries?: CountryLookup }) {
  const service = createTrackingService({
    db,
    repo: createTrackingRepository(),
    public: publicPages,
    // The shipped IP-to-country database unless a test passes its own.
    countries: countries ?? createCountryLookup(),
    ownHost: hostOf(config.publicUrl),
    onError: (error) => log.error({ err: error }, 'tracking batch failed'),
  })
  return {
    services: { tracking: service },
    // Buffered events are written before the pool closes.
    onClose: () => service.flush(),
    routes: trackingRoutes,
    jobs: (queue) =>
      queue.define(
        EVENTS_RETENTION,
        async () => {
          const deleted = await service.purgeOldEvents()
          if (deleted) log.info({ deleted }, 'events retention')
        },
        { cron: EVENTS_RETENTION_CRON, retryLimit: 3 },
      ),
  } satisfies Module
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname
  } catch {
    return null
  }
}
