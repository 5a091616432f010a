import path from 'node:path'
import { removeStaleTempFiles } from '../../ports/storage/disk.adapter.ts'
import type { ImagesService } from '../images/images.service.ts'
import type { ModuleDeps } from '../module.ts'
import { importsRoutes } from './imports.routes.ts'
import { createImportsService } from './imports.service.ts'

/** Instagram's data download as draft looks: the archive checked, then imported in the background. */
export function createImportsModule({ db, config, log, images, translator }: ModuleDeps & { images: ImagesService }) {
  const imports = createImportsService({ db, images, log, translator })
  const tmpDir = path.join(config.dataDir, 'tmp', 'imports')
  // Archives of imports a stopped process left behind (a running one touches nothing here for a day).
  void removeStaleTempFiles(tmpDir, 24 * 60 * 60 * 1000).catch(() => undefined)
  return {
    services: { imports },
    web: ['imports'] as const,
    routes: importsRoutes(tmpDir),
  }
}
