import { publicLinkRule } from '../../lib/public-link.ts'
import type { Module, ModuleDeps } from '../module.ts'
import { createTagsRepository } from './tags.repository.ts'
import { tagsRoutes } from './tags.routes.ts'
import { createTagsService } from './tags.service.ts'

/** Shoppable tags placed on a creator's images. */
export function createTagsModule({ db, audit, config, storage, jobs }: ModuleDeps) {
  const tags = createTagsService({ db, audit, repo: createTagsRepository(), publicLink: publicLinkRule(config.production), storage, jobs })
  return { services: { tags }, routes: tagsRoutes } satisfies Module
}
