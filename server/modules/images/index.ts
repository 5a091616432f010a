import type { Module, ModuleDeps } from '../module.ts'
import { createImagesRepository } from './images.repository.ts'
import { imagesRoutes } from './images.routes.ts'
import { createImagesService } from './images.service.ts'
import { defaultImageWorkers, imageWork } from './image-work.ts'

/** Creators' product photos: upload, renditions, pin/premium, expiry, moderation. */
export function createImagesModule({ db, storage, audit, config }: ModuleDeps) {
  const repo = createImagesRepository()
  const workers = config.imageWork.workers ?? defaultImageWorkers()
  imageWork.configure({ workers, queue: config.imageWork.queue ?? workers * 4 })
  return {
    service: createImagesService({ db, storage, audit, repo }),
    routes: imagesRoutes,
    account: { fileKeys: repo.fileKeys },
  } satisfies Module
}
