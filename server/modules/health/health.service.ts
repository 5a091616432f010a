import type { Database } from '../../db/client.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { APP_VERSION } from '../../paths.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { RELEASE_MISSING_REASON, type ReleaseService } from '../release/release.service.ts'
import { createHealthRepository, type HealthRepository } from './health.repository.ts'

const up = () => 'up' as const
const down = () => 'down' as const

export function createHealthService({
  db,
  jobs,
  storage,
  mail,
  release,
  repo = createHealthRepository(),
}: {
  /** The mail transport, reported so an operator sees at a glance where mail goes. */
  mail: 'smtp' | 'outbox'
  db: Database
  jobs: JobQueue
  /** Where files live: readiness fails when a bucket (or the folders under DATA_DIR) cannot be used. */
  storage: Pick<StoragePort, 'ping'>
  /** Whether the release's files are still there (a build never removes them; a person may). */
  release: Pick<ReleaseService, 'state'>
  repo?: HealthRepository
}) {
  return {
    async check() {
      const [database, files] = await Promise.all([repo.ping(db).then(up, down), storage.ping().then(up, down)])
      const queue = jobs.isRunning() ? up() : down()
      const build = release.state()
      const reasons = [
        database === 'down' && 'the database does not answer',
        queue === 'down' && 'the job queue is not running',
        files === 'down' && 'file storage cannot be used',
        build === 'missing' && RELEASE_MISSING_REASON,
      ].filter((reason) => typeof reason === 'string')
      return {
        status: reasons.length ? ('degraded' as const) : ('ok' as const),
        database,
        jobs: queue,
        storage: files,
        release: build,
        mail,
        version: APP_VERSION,
        ...(reasons.length ? { reason: reasons.join('; ') } : {}),
      }
    },
    /** Liveness: only what a restart cures, and nothing that waits (no database). */
    live() {
      return release.state() === 'missing' ? { ok: false as const, reason: RELEASE_MISSING_REASON } : { ok: true as const }
    },
  }
}
