import pg from 'pg'
import type { Logger } from 'pino'
import type { Config } from '../config.ts'
import { ensureDatabaseExists } from './client.ts'
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded.ts'

/**
 * The database URL for this configuration: DATABASE_URL, else the embedded server — reused when
 * another process (the running app) already started it, otherwise started here (and returned so
 * the caller stops it).
 */
export async function resolveDatabase(config: Config, logger?: Pick<Logger, 'info' | 'warn' | 'debug'>) {
  let embedded: EmbeddedDatabase | undefined
  let url = config.database.url
  if (!url) {
    const { port } = config.database.embedded
    const running = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`
    if (await reachable(running)) url = running
    else {
      embedded = await startEmbeddedPostgres({ ...config.database.embedded, logger })
      url = embedded.url
    }
    url = url.replace(/\/postgres$/, '/looktag')
  }
  await ensureDatabaseExists(url)
  return { url, embedded }
}

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}
