import { createDataCache } from '../../web-cache/data-cache.ts'
import type { ImagesService } from '../images/images.service.ts'
import type { ModuleDeps } from '../module.ts'
import { createPublicRepository } from './public.repository.ts'
import { publicRoutes } from './public.routes.ts'
import { createPublicService } from './public.service.ts'

/** What visitors see: creator pages, trends, the directory (read-only). */
export function createPublicModule({ db, storage, images, config, caches }: ModuleDeps & { images: ImagesService }) {
  const cache = config.publicCache ? caches.register('public-data', ['site', 'creator'], createDataCache()) : undefined
  const service = createPublicService({ db, storage, images, repo: createPublicRepository(), cache })
  return { services: { public: service }, web: ['public'] as const, routes: publicRoutes }
}
