import { and, desc, eq, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { type ImportRow, imports } from '../../db/schema/index.ts'

export type { ImportRow }

/** The only code that knows the imports table. */
export function createImportsRepository() {
  return {
    /** A running import for the creator; null when one already runs (the partial unique index). */
    async start(db: Executor, values: { userId: string; total: number; videosSkipped: number }): Promise<ImportRow | null> {
      const [row] = await db.insert(imports).values(values).onConflictDoNothing().returning()
      return row ?? null
    },
    async find(db: Executor, id: string, userId: string): Promise<ImportRow | undefined> {
      const [row] = await db
        .select()
        .from(imports)
        .where(and(eq(imports.id, id), eq(imports.userId, userId)))
      return row
    },
    async latest(db: Executor, userId: string): Promise<ImportRow | undefined> {
      const [row] = await db.select().from(imports).where(eq(imports.userId, userId)).orderBy(desc(imports.createdAt)).limit(1)
      return row
    },
    /** One more draft made: its id kept, the count and heartbeat moved on. */
    async progressed(db: Executor, id: string, imageId: string) {
      await db
        .update(imports)
        .set({
          done: sql`${imports.done} + 1`,
          imageIds: sql`array_append(${imports.imageIds}, ${imageId}::uuid)`,
          heartbeatAt: sql`now()`,
        })
        .where(eq(imports.id, id))
    },
    async finish(
      db: Executor,
      id: string,
      outcome: { status: 'done' } | { status: 'failed'; errorCode: string; errorFile: string | null },
    ) {
      await db
        .update(imports)
        .set({ ...outcome, finishedAt: sql`now()`, ...(outcome.status === 'failed' && { imageIds: sql`'{}'::uuid[]` }) })
        .where(eq(imports.id, id))
    },
    /** Running imports whose heartbeat is older than `seconds` (their process stopped), claimed as failed. */
    async claimStale(db: Executor, userId: string, seconds: number): Promise<ImportRow[]> {
      return db
        .update(imports)
        .set({ status: 'failed', errorCode: 'IMPORT_INTERRUPTED', finishedAt: sql`now()` })
        .where(
          and(
            eq(imports.userId, userId),
            eq(imports.status, 'running'),
            lt(imports.heartbeatAt, sql`now() - make_interval(secs => ${seconds})`),
          ),
        )
        .returning()
    },
    async clearImageIds(db: Executor, id: string) {
      await db.update(imports).set({ imageIds: sql`'{}'::uuid[]` }).where(eq(imports.id, id))
    },
  }
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>
