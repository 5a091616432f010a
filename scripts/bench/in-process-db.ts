import { chmodSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createDatabase, runMigrations } from '../../server/db/client.ts'
import { startEmbeddedPostgres } from '../../server/db/embedded.ts'
import { users } from '../../server/db/schema/index.ts'
import { freePort } from '../../tests/fixtures/free-port.ts'

/** A throwaway work directory for an in-process bench, readable by the embedded PostgreSQL's own user. */
export function benchWorkDir(name: string) {
  const work = mkdtempSync(path.join(tmpdir(), `looktag-bench-${name}-`))
  chmodSync(work, 0o755)
  return work
}

/**
 * The database of the benches that run services in-process (images.ts, instagram-import.ts):
 * DATABASE_URL when set, else a throwaway embedded PostgreSQL under `work`; migrated, with one
 * approved, paid creator to act as.
 */
export async function benchDatabase(work: string) {
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres({ dir: path.join(work, 'pg'), port: await freePort() })
  const database = createDatabase(process.env.DATABASE_URL ?? (embedded?.url as string))
  // Stopping the embedded server can still reach an idle client being closed; that is not a result.
  database.pool.on('error', () => {})
  const close = async () => {
    await database.close()
    await embedded?.stop()
  }
  try {
    await runMigrations(database.db)
    const [user] = await database.db
      .insert(users)
      .values({
        username: `bench_${Date.now()}`,
        email: `bench-${Date.now()}@example.com`,
        pageName: 'Bench',
        passwordHash: 'x',
        approved: true,
        paymentStatus: 'paid',
      })
      .returning()
    return { db: database.db, actor: { id: user!.id, role: 'user' as const }, close }
  } catch (error) {
    await close()
    throw error
  }
}
