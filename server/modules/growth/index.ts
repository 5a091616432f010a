import type { FollowersService } from '../followers/followers.service.ts'
import type { ImagesService } from '../images/images.service.ts'
import type { ModuleDeps } from '../module.ts'
import type { ShopService } from '../shop/shop.service.ts'
import type { TagsService } from '../tags/tags.service.ts'
import { createGrowthExport } from './growth.export.ts'
import { createGrowthRepository } from './growth.repository.ts'
import { growthRoutes } from './growth.routes.ts'
import { createGrowthService } from './growth.service.ts'

/** The dashboard's growth section: reads the daily rollups the tracking batcher writes. */
export function createGrowthModule({
  db,
  tags,
  images,
  shop,
  followers,
}: ModuleDeps & { tags: TagsService; images: ImagesService; shop: ShopService; followers: FollowersService }) {
  const repo = createGrowthRepository()
  return {
    services: { growth: createGrowthService({ db, repo, tags, images, shop, followers }) },
    web: ['growth'] as const,
    routes: growthRoutes,
    account: { export: createGrowthExport({ db, repo }) },
  }
}
