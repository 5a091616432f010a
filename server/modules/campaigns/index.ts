import type { JobQueue } from '../../jobs/queue.ts'
import { publicLinkRule } from '../../lib/public-link.ts'
import { createDataCache } from '../../web-cache/data-cache.ts'
import type { ModuleDeps } from '../module.ts'
import type { TrackingService } from '../tracking/tracking.service.ts'
import { createCampaignsExport } from './campaigns.export.ts'
import { registerCampaignsJobs } from './campaigns.jobs.ts'
import { createCampaignsRepository } from './campaigns.repository.ts'
import { campaignsRoutes } from './campaigns.routes.ts'
import { createCampaignsService } from './campaigns.service.ts'

/** Daily campaign popups: create (AI plan), the visitor popup, CTA clicks, the 7-day purge. */
export function createCampaignsModule(deps: ModuleDeps & { tracking: Pick<TrackingService, 'recordCampaignClick'>; now?: () => Date }) {
  const repo = createCampaignsRepository()
  // Every first visit to a creator page asks for the popup (decision 0037).
  const cache = deps.config.publicCache ? deps.caches.register('campaign-popups', ['site', 'creator'], createDataCache()) : undefined
  const service = createCampaignsService({
    db: deps.db,
    repo,
    storage: deps.storage,
    tracking: deps.tracking,
    now: deps.now,
    cache,
    publicLink: publicLinkRule(deps.config.production),
  })
  return {
    services: { campaigns: service },
    web: ['campaigns'] as const,
    routes: campaignsRoutes(service),
    jobs: (queue: JobQueue) => registerCampaignsJobs(queue, service),
    account: { fileKeys: repo.fileKeys, export: createCampaignsExport({ db: deps.db, repo, storage: deps.storage }) },
  }
}

export type CampaignsModule = ReturnType<typeof createCampaignsModule>
