import type { Database } from '../../db/client.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { createHealthRepository, type HealthRepository } from './health.repository.ts'

export function createHealthService({
  db,
  jobs,
  repo = createHealthRepository(),
}: {
  db: Database
  jobs: JobQueue
  repo?: HealthRepository
}) {
  return {
    async check() {
      const database = await repo
        .ping(db)
        .then(() => 'up' as const)
        .catch(() => 'down' as const)
      const queue = jobs.isRunning() ? ('up' as const) : ('down' as const)
      return { status: database === 'up' && queue === 'up' ? ('ok' as const) : ('degraded' as const), database, jobs: queue }
    },
  }
}
