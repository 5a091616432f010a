import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { fromRoot } from '../paths.ts'
import * as schema from './schema/index.ts'

export const MIGRATIONS_DIR = fromRoot('server/db/migrations')

export function createDatabase(url: string, options: { max?: number } = {}) {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 })
  const db = drizzle({ client: pool, schema, casing: 'snake_case' })
  return { pool, db, close: () => pool.end() }
}

export type Database = ReturnType<typeof createDatabase>['db']
/** A transaction handle; repositories accept either so services can group writes. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

/** Any fixed number: the key of the session lock that lets one process at a time migrate. */
const MIGRATION_LOCK_KEY = 7_341_266_001

/**
 * Applies the pending migrations under a PostgreSQL advisory lock: instances starting together on
 * an empty database wait for each other, and the later ones find nothing left to apply (without
 * the lock two of them ran `CREATE EXTENSION` at once and one died on a duplicate key).
 */
export async function runMigrations(db: Database) {
  const client = await (db.$client as pg.Pool).connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await migrate(drizzle({ client, schema, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}

/** Creates the database named in `url` if it does not exist (used for a fresh external server). */
export async function ensureDatabaseExists(url: string) {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!name || name === 'postgres') return
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`)
  } finally {
    await client.end()
  }
}
