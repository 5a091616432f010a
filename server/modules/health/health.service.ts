import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { JobQueue } from '../../jobs/queue.ts'

export function createHealthService({ db, jobs }: { db: Database; jobs: JobQueue }) {
  return {
    async check() {
      const database = await db
        .execute(sql`select 1`)
        .then(() => 'up' as const)
        .catch(() => 'down' as const)
      const queue = jobs.isRunning() ? ('up' as const) : ('down' as const)
      return { status: database === 'up' && queue === 'up' ? ('ok' as const) : ('degraded' as const), database, jobs: queue }
    },
  }
}
