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

export async function runMigrations(db: Database) {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR })
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
