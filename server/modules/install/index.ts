import type { Module, ModuleDeps } from '../module.ts'
import type { SiteService } from '../site/site.service.ts'
import { installRoutes } from './install.routes.ts'
import { createInstallService } from './install.service.ts'

/** The installable web app: manifest, icons, service worker, offline page and the share target. */
export function createInstallModule({ storage, site }: ModuleDeps & { site: SiteService }) {
  return { services: { install: createInstallService({ site, storage }) }, routes: installRoutes } satisfies Module
}
