import type { Module, ModuleDeps } from '../module.ts'
import { sitemapRoutes } from './sitemap.routes.ts'
import { createSitemapService } from './sitemap.service.ts'

/** robots.txt and sitemap.xml: the public pages for search engines, rebuilt when a creator changes. */
export function createSitemapModule({ db, publicUrl, caches }: ModuleDeps) {
  const service = createSitemapService({ db, publicUrl, caches })
  return { services: { sitemap: service }, routes: sitemapRoutes } satisfies Module
}
