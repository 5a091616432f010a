import { inArray, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { instanceReleases } from '../../db/schema/index.ts'

/** Rows of processes that stopped without deleting theirs (kill -9, a lost machine) go after this long. */
const STALE_AFTER = sql`interval '1 day'`

/** The rows of `instance_releases` (decision 0074): one per running process and release it uses. */
export function createReleaseRepository() {
  return {
    async record(db: Executor, rows: { instanceId: string; release: string; host: string; pid: number }[]) {
      if (!rows.length) return
      await db
        .insert(instanceReleases)
        .values(rows)
        .onConflictDoUpdate({ target: instanceReleases.instanceId, set: { heartbeatAt: sql`now()` } })
    },

    /** Renews the heartbeat; false when the rows were gone (deleted by hand): the caller records them again. */
    async heartbeat(db: Executor, instanceIds: string[]) {
      if (!instanceIds.length) return true
      const renewed = await db
        .update(instanceReleases)
        .set({ heartbeatAt: sql`now()` })
        .where(inArray(instanceReleases.instanceId, instanceIds))
        .returning({ id: instanceReleases.instanceId })
      return renewed.length === instanceIds.length
    },

    async remove(db: Executor, instanceIds: string[]) {
      if (instanceIds.length) await db.delete(instanceReleases).where(inArray(instanceReleases.instanceId, instanceIds))
    },

    async removeStale(db: Executor) {
      await db.delete(instanceReleases).where(lt(instanceReleases.heartbeatAt, sql`now() - ${STALE_AFTER}`))
    },
  }
}

export type ReleaseRepository = ReturnType<typeof createReleaseRepository>
