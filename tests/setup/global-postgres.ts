import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { createDatabase, runMigrations } from '../../server/db/client.ts'
import { startEmbeddedPostgres } from '../../server/db/embedded.ts'
import { freePort } from '../fixtures/free-port.ts'

export const TEMPLATE_DB = 'looktag_template'

declare module 'vitest' {
  interface ProvidedContext {
    /** Server URL (database `postgres`); test files clone TEMPLATE_DB from it. */
    postgresUrl: string
  }
}

/** One real PostgreSQL for the whole run, with a migrated template database to clone per test file. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'looktag-test-pg-'))
  // mkdtemp makes the folder private; the unprivileged postgres user must be able to enter it.
  chmodSync(dir, 0o755)
  const server = await startEmbeddedPostgres({ dir: path.join(dir, 'data'), port: await freePort() })
  const admin = new pg.Client({ connectionString: server.url })
  await admin.connect()
  await admin.query(`create database ${TEMPLATE_DB}`)
  await admin.end()
  const template = createDatabase(server.url.replace(/\/postgres$/, `/${TEMPLATE_DB}`), { max: 1 })
  await runMigrations(template.db)
  await template.close()
  project.provide('postgresUrl', server.url)
  return async () => {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
