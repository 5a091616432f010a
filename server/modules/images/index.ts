import type { Module, ModuleDeps } from '../module.ts'
import { createImagesExport } from './images.export.ts'
import { createImagesRepository } from './images.repository.ts'
import { imagesRoutes } from './images.routes.ts'
import { createImagesService } from './images.service.ts'

/** Creators' product photos: upload, renditions, pin/premium, expiry, moderation. */
export function createImagesModule({ db, storage, audit }: ModuleDeps) {
  const repo = createImagesRepository()
  return {
    service: createImagesService({ db, storage, audit, repo }),
    routes: imagesRoutes,
    account: { fileKeys: repo.fileKeys, export: createImagesExport({ db, repo, storage }) },
  } satisfies Module
}
