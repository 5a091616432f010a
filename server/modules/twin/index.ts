import type { JobQueue } from '../../jobs/queue.ts'
import { createAiPort } from '../../ports/ai/index.ts'
import { createMissingVision, missingLocalAiPackages } from '../../ports/ai/local-runtime.ts'
import { createLocalVision } from '../../ports/ai/local-vision.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { ImagesService } from '../images/images.service.ts'
import type { ModuleDeps } from '../module.ts'
import type { UsersAdminService } from '../users/users-admin.service.ts'
import { createTwinExport } from './twin.export.ts'
import { registerTwinJobs } from './twin.jobs.ts'
import { createTwinRepository } from './twin.repository.ts'
import { twinRoutes } from './twin.routes.ts'
import { createTwinService } from './twin.service.ts'
import { createTwinWebhooks } from './twin.webhooks.ts'
import { createTwinWorker } from './twin.worker.ts'

/**
 * The AI studio (issue #16): twin training, generations, the outfit generator, publishing, and
 * its part in account deletion. Its files live in the private store (the private bucket or DATA_DIR/ai), never /uploads.
 */
export function createTwinModule(
  input: ModuleDeps & {
    images: Pick<ImagesService, 'upload'>
    accounts: Pick<UsersAdminService, 'findById'>
    files?: StoragePort
  },
) {
  const deps = { ...input, ...input.overrides.twin }
  const { config } = deps
  const repo = createTwinRepository()
  // Only looked up here; the models load on the first face check or cut-out, in the job worker.
  const missing = missingLocalAiPackages(deps.resolvePackage)
  const localModels = missing.length ? 'not_installed' : 'installed'
  const vision = deps.vision ?? (missing.length ? createMissingVision(missing) : createLocalVision())
  const port = deps.port ?? createAiPort(config, vision)
  if (missing.length) {
    deps.log.warn(
      { missing },
      port.name === 'local'
        ? 'AI studio off: the local preview needs its packages (an install without --omit=peer) or AI_PROVIDER=replicate'
        : 'AI studio: training photos are not checked for faces, the face check packages are not installed (--omit=peer)',
    )
  }
  const files = deps.files ?? deps.privateFiles.ai
  const twin = createTwinService({ ...deps, repo, files, provider: port.name, localModels })
  const webhookUrl = port.name === 'replicate' ? `${deps.publicUrl}/api/webhooks/replicate` : undefined
  const worker = createTwinWorker({ db: deps.db, repo, files, port, vision, log: deps.log, webhookUrl, now: deps.now })
  const webhooks = createTwinWebhooks({ db: deps.db, repo, worker, secret: config.ai.replicate?.webhookSecret, now: deps.now })
  return {
    services: { twin, twinWorker: worker },
    web: ['twin'] as const,
    routes: twinRoutes({ twin, webhooks }),
    jobs: (queue: JobQueue) => registerTwinJobs(queue, worker),
    account: { fileKeys: repo.fileKeys, files, export: createTwinExport({ db: deps.db, repo, files, now: deps.now }) },
  }
}

export type TwinModule = ReturnType<typeof createTwinModule>
