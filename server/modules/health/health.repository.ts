import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

/** The database round trip behind the health check. */
export function createHealthRepository() {
  return {
    async ping(db: Executor) {
      await db.execute(sql`select 1`)
    },
  }
}

export type HealthRepository = ReturnType<typeof createHealthRepository>
