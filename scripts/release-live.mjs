/**
 * The releases a build must keep because running processes use them (decision 0074): those named by
 * a recent heartbeat row in the database the servers use, and those with a recent marker file
 * (scripts/release-markers.mjs). The database is found as the server finds it: DATABASE_URL (from
 * the environment or .env), else the embedded PostgreSQL in DATA_DIR, but only when it already
 * runs; a build never starts a database.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { LIVE_WINDOW_MS, releasesWithLiveMarkers } from './release-markers.mjs'

const CONNECT_TIMEOUT_MS = 5_000
const UNDEFINED_TABLE = '42P01'

/**
 * `{ live, markers, rows, database }`: the names of live releases under `releasesDir` (by either
 * source), those named by marker files and by database rows, and how the database answered:
 * `read`, `none` (no DATABASE_URL and no embedded server running) or `unreachable: <why>`.
 */
export async function liveReleases(releasesDir, env = withDotEnv(process.env)) {
  const markers = releasesWithLiveMarkers(releasesDir)
  const url = databaseUrl(env)
  let rows = []
  let database = 'none'
  if (url) {
    try {
      rows = await releasesWithLiveRows(url)
      database = 'read'
    } catch (error) {
      database = `unreachable: ${error.message}`
    }
  }
  return { live: new Set([...markers, ...rows]), markers, rows: new Set(rows), database }
}

/** Releases with a heartbeat row younger than LIVE_WINDOW_MS, by the database's clock (one clock for every machine). */
export async function releasesWithLiveRows(url) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  await client.connect()
  try {
    const { rows } = await client.query(
      'select distinct release from instance_releases where heartbeat_at > now() - make_interval(secs => $1)',
      [LIVE_WINDOW_MS / 1000],
    )
    return rows.map((row) => row.release)
  } catch (error) {
    // A database from before the table: no process there records its release yet.
    if (error.code === UNDEFINED_TABLE) return []
    throw error
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** DATABASE_URL, else the running embedded server of DATA_DIR (port from its postmaster.pid), else undefined. */
export function databaseUrl(env) {
  if (env.DATABASE_URL) return env.DATABASE_URL
  const dir = path.join(path.resolve(env.DATA_DIR || './data'), 'postgres')
  const pidFile = path.join(dir, 'postmaster.pid')
  if (!existsSync(pidFile)) return undefined
  // postmaster.pid: pid, data directory, start time, port, …
  const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3])
  // The app's own role (server/db/embedded-role.ts) where it exists, else the superuser of an older data directory.
  const login = [
    ['looktag', `${dir}.app-password`],
    ['postgres', `${dir}.password`],
  ].find(([, file]) => existsSync(file))
  if (!port || !login) return undefined
  const password = readFileSync(login[1], 'utf8').trim()
  return `postgres://${login[0]}:${encodeURIComponent(password)}@127.0.0.1:${port}/looktag`
}

/** The environment with .env's values for names it does not set, as the server reads them. */
function withDotEnv(env) {
  if (!existsSync('.env')) return env
  return { ...parseEnv(readFileSync('.env', 'utf8')), ...env }
}
