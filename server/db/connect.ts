import type { Logger } from 'pino'
import type { Config } from '../config.ts'
import { ensureDatabaseExists } from './client.ts'
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded.ts'
import { ensureAppRole } from './embedded-role.ts'

/**
 * The database URL for this configuration: DATABASE_URL, else the embedded server in DATA_DIR —
 * shared when another live process (the running app) started it, otherwise started here in its own
 * process group and returned so the caller stops it last, after its own connections are closed.
 * On the embedded server the app signs in as its own role, which owns the app's database but is
 * no superuser (server/db/embedded-role.ts).
 */
export async function resolveDatabase(config: Config, logger?: Pick<Logger, 'info' | 'warn' | 'debug'>) {
  let embedded: EmbeddedDatabase | undefined
  let url = config.database.url
  if (!url) {
    const server = await startEmbeddedPostgres({ ...config.database.embedded, logger, ownProcessGroup: true })
    if (server.owned) embedded = server
    try {
      url = await ensureAppRole({ superUrl: server.url, database: 'looktag', dir: config.database.embedded.dir, logger })
    } catch (error) {
      await embedded?.stop()
      throw error
    }
    return { url, embedded }
  }
  await ensureDatabaseExists(url)
  return { url, embedded }
}
