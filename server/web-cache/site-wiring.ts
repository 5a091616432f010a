import type { FastifyInstance } from 'fastify'
import type { CacheRegistry } from '../lib/cache.ts'
import { SITE_CHANGED_CHANNEL } from '../modules/site/site.repository.ts'
import type { SiteService } from '../modules/site/site.service.ts'
import { watchCreatorChanges, watchSiteChanges } from './invalidation.ts'

/**
 * The two notifications every process listens to, as drops of the registry's caches:
 * `creator_changed` drops what shows that creator, `site_changed` (the operator's settings, prices,
 * legal texts) what is derived from the site, through `site.changed`. Either connection lost: the
 * same drops, since a change may have been missed meanwhile.
 */
export function watchCaches(
  app: FastifyInstance,
  opts: { databaseUrl: string; offline?: boolean; caches: CacheRegistry; site: SiteService; onSiteName(name: string): void },
) {
  const { databaseUrl, caches, site } = opts
  if (caches.uses('creator') && !opts.offline) {
    const creators = { invalidateCreator: (creator: string) => caches.drop('creator', creator), clear: () => caches.drop('creator') }
    watchCreatorChanges(app, { databaseUrl, caches: [creators] })
  }
  site.onLoad((settings) => opts.onSiteName(settings.identity.name))
  if (!opts.offline) watchSiteChanges(app, { databaseUrl, channel: SITE_CHANGED_CHANNEL, onChange: site.changed })
}
