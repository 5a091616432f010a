import type { Module, ModuleDeps } from '../module.ts'
import type { PublicService } from '../public/public.service.ts'
import { ogRoutes } from './og.routes.ts'
import { createOgService } from './og.service.ts'

/** Link-preview images of creator pages and images, rendered on demand and cached. */
export function createOgModule({ storage, public: publicPages }: ModuleDeps & { public: PublicService }) {
  return { service: createOgService({ public: publicPages, storage }), routes: ogRoutes } satisfies Module
}
