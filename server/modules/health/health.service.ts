import type { Database } from '../../db/client.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { APP_VERSION } from '../../paths.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { createHealthRepository, type HealthRepository } from './health.repository.ts'

const up = () => 'up' as const
const down = () => 'down' as const

export function createHealthService({
  db,
  jobs,
  storage,
  mail,
  repo = createHealthRepository(),
}: {
  /** The mail transport, reported so an operator sees at a glance where mail goes. */
  mail: 'smtp' | 'outbox'
  db: Database
  jobs: JobQueue
  /** Where files live: readiness fails when a bucket (or the folders under DATA_DIR) cannot be used. */
  storage: Pick<StoragePort, 'ping'>
  repo?: HealthRepository
}) {
  return {
    async check() {
      const [database, files] = await Promise.all([repo.ping(db).then(up, down), storage.ping().then(up, down)])
      const queue = jobs.isRunning() ? up() : down()
      const ok = database === 'up' && queue === 'up' && files === 'up'
      return { status: ok ? ('ok' as const) : ('degraded' as const), database, jobs: queue, storage: files, mail, version: APP_VERSION }
    },
  }
}
