import type { Module, ModuleDeps } from '../module.ts'
import type { PublicService } from '../public/public.service.ts'
import type { SiteService } from '../site/site.service.ts'
import { ogRoutes } from './og.routes.ts'
import { createOgService } from './og.service.ts'

/** Link-preview images of creator pages and images, rendered on demand and cached. */
export function createOgModule({ storage, public: publicPages, site }: ModuleDeps & { public: PublicService; site: SiteService }) {
  const siteName = async () => (await site.settings()).identity.name
  return { services: { og: createOgService({ public: publicPages, storage, siteName }) }, routes: ogRoutes } satisfies Module
}
