import type { JobQueue } from '../../jobs/queue.ts'
import { defaultImageQueue, defaultImageWorkers, imageWork } from '../../lib/images/work-pool.ts'
import { diskTempDir } from '../../ports/storage/disk.adapter.ts'
import type { ModuleDeps } from '../module.ts'
import { createAvifBackfill } from './avif-backfill.ts'
import { createImagesExport } from './images.export.ts'
import { registerImageJobs } from './images.jobs.ts'
import { createImagesRepository } from './images.repository.ts'
import { imagesRoutes } from './images.routes.ts'
import { createImagesService } from './images.service.ts'
import { createImageSweep } from './images.sweep.ts'
import { createUploadRulesService } from './upload-rules.service.ts'

/** Creators' product photos: upload, renditions, pin/premium, expiry, moderation, orphan sweep, AVIF backfill. */
export function createImagesModule({ db, storage, audit, config, log }: ModuleDeps) {
  const repo = createImagesRepository()
  const workers = config.imageWork.workers ?? defaultImageWorkers()
  imageWork.configure({ workers, queue: config.imageWork.queue ?? defaultImageQueue(workers) })
  const sweep = createImageSweep({ db, storage, repo, log, tmpDir: storage.kind === 'disk' ? diskTempDir(config.uploadsDir) : undefined })
  const uploadRules = createUploadRulesService({ db, audit })
  return {
    services: { images: createImagesService({ db, storage, audit, repo, rules: uploadRules }), uploadRules },
    web: ['images'] as const,
    routes: imagesRoutes,
    jobs: (queue: JobQueue) => registerImageJobs(queue, sweep, createAvifBackfill({ db, storage, log })),
    account: { fileKeys: repo.fileKeys, export: createImagesExport({ db, repo, storage }) },
  }
}
