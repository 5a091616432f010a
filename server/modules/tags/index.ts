import type { Module, ModuleDeps } from '../module.ts'
import { createTagsRepository } from './tags.repository.ts'
import { tagsRoutes } from './tags.routes.ts'
import { createTagsService } from './tags.service.ts'

/** Shoppable tags placed on a creator's images. */
export function createTagsModule({ db, audit }: ModuleDeps) {
  return { services: { tags: createTagsService({ db, audit, repo: createTagsRepository() }) }, routes: tagsRoutes } satisfies Module
}
