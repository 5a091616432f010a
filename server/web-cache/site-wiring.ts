import type { FastifyInstance } from 'fastify'
import { SITE_CHANGED_CHANNEL } from '../modules/site/site.repository.ts'
import type { SiteService } from '../modules/site/site.service.ts'
import type { CreatorScopedCache } from './data-cache.ts'
import { watchCreatorChanges, watchSiteChanges } from './invalidation.ts'

/**
 * Every per-process cache of creator data is dropped on `creator_changed` (every process listens
 * to PostgreSQL); the operator's settings show on every page, so a change of them drops all of it.
 */
export function watchCaches(
  app: FastifyInstance,
  opts: { databaseUrl: string; offline?: boolean; caches: CreatorScopedCache[]; site: SiteService; onSiteName(name: string): void },
) {
  const { databaseUrl, caches, site } = opts
  if (caches.length && !opts.offline) watchCreatorChanges(app, { databaseUrl, caches })
  site.onLoad((settings) => opts.onSiteName(settings.identity.name))
  site.onChange(() => {
    for (const cache of caches) cache.clear()
  })
  if (!opts.offline) watchSiteChanges(app, { databaseUrl, channel: SITE_CHANGED_CHANNEL, onChange: site.changed })
}
