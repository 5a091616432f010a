/**
 * The production build and the peer as the side-by-side benchmarks start them (issue #39):
 * scripts/bench/side-by-side.ts and scripts/bench/profile-page.ts. Loopback only; every child is
 * stopped by `stopAll`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SERVER_ENTRY, SERVER_NODE_FLAGS, serverMallocEnv } from '../server-bundle.ts'

export const PEER_PORT = 3300
// Beside the main checkout (../shared), or two levels up from a worktree under /work/wt.
const shared = path.resolve(process.env.SHARED_DIR ?? (existsSync('../shared') ? '../shared' : '../../shared'))
export const PEER_DIR = path.join(shared, 'peers/littlelink')
export const SIDE_BY_SIDE_TOOL = path.join(shared, 'bench/cpu-side-by-side.py')

const children: ChildProcess[] = []

export async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer`)
}

/** The production build (built first when missing) on `port`, its data in `dataDir`; extra node flags first. */
export function startApp({
  port,
  pgPort,
  dataDir,
  nodeFlags = [],
}: {
  port: number
  pgPort: number
  dataDir: string
  nodeFlags?: string[]
}) {
  if (!existsSync('build/current/server/index.js') || !existsSync(SERVER_ENTRY)) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
  Object.assign(process.env, { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(pgPort) })
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMIT_MAX: '100000000',
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'warn',
    ...serverMallocEnv(),
  }
  const app = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeFlags, SERVER_ENTRY], { env, stdio: ['ignore', 'inherit', 'inherit'] })
  children.push(app)
  return app
}

/** The PostgreSQL postmaster of a data dir (its CPU counts as the app's). */
export const postmasterPid = (dataDir: string) => readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0].trim()

/** The peer as its README starts it: a copy with its runtime dependencies, its .env.q, port 3300 (fixed in its build). */
export function startPeer() {
  const dir = path.join(tmpdir(), 'looktag-bench-littlelink')
  if (!existsSync(path.join(dir, 'node_modules/express'))) {
    cpSync(PEER_DIR, dir, { recursive: true })
    execFileSync('npm', ['install', '--omit=dev', '--legacy-peer-deps', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' })
  }
  const settings = Object.fromEntries(
    [...readFileSync(path.join(dir, '.env.q'), 'utf8').matchAll(/^([A-Z0-9_]+)="?(.*?)"?$/gm)].map((m) => [m[1], m[2]]),
  )
  const env = { ...process.env, ...settings, NODE_ENV: 'production' }
  const peer = spawn(process.execPath, ['build/server.js'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] })
  children.push(peer)
  return peer
}

/** Stops every child still running (SIGTERM) and waits for them. */
export async function stopAll() {
  await Promise.all(
    children
      .filter((child) => child.exitCode === null)
      .map((child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        return exited
      }),
  )
}
