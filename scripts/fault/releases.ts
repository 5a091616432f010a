/**
 * Deploys never take a running instance down (issue #49, decision 0074). Builds into a build folder
 * of its own (BUILD_ROOT, never the shared build/), starts the compiled server from it as `npm start`
 * does, then builds twice more — once with the instance's database reachable, once with no database
 * at all (marker files only) — and checks:
 * - both builds kept the instance's release, though it is neither current nor previous any more;
 * - the instance still renders a page, and every asset URL in that page's HTML answers 200;
 * - once its release folder is removed by hand, `/api/health` and `/api/health/live` answer 503
 *   with the reason, so a balancer drains it; a SIGTERM still stops it cleanly.
 * Builds wait for /tmp/looktag-build.lock (flock), as every build on this machine does.
 *   FAULT_PORT=3432 FAULT_PG_PORT=5632 FAULT_DATA_DIR=.tmp/fault-releases npx tsx scripts/fault/releases.ts
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, realpathSync, rmSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { SERVER_NODE_FLAGS, serverMallocEnv } from '../server-bundle.ts'
import { ADMIN, check, errorLines, postgresRunning } from './app-process.ts'

const PORT = Number(process.env.FAULT_PORT ?? 3432)
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 5632)
const DATA_DIR = path.resolve(process.env.FAULT_DATA_DIR ?? '.tmp/fault-releases')
/** Inside the project: the compiled server finds its files from the nearest package.json above it. */
const BUILD_ROOT = path.resolve(`${DATA_DIR}-build`)
const NO_DATABASE_DIR = path.resolve(`${DATA_DIR}-none`)
const URL_BASE = `http://127.0.0.1:${PORT}`
const LOCK = '/tmp/looktag-build.lock'

const failures: string[] = []
let server: ChildProcess | undefined
const serverLog: string[] = []

// However the script ends, the server's process group goes, and the embedded PostgreSQL with it.
process.once('exit', () => {
  if (server && server.exitCode === null && server.signalCode === null) kill(-(server.pid as number), 'SIGKILL')
  const pid = postgresRunning(DATA_DIR)
  if (pid) kill(pid, 'SIGQUIT')
})
for (const name of ['SIGINT', 'SIGTERM'] as const) process.once(name, () => process.exit(130))

function kill(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name)
  } catch {
    // Already gone.
  }
}

/** `npm run build` into BUILD_ROOT with the given environment; resolves to its output. */
async function build(label: string, env: Record<string, string>) {
  const started = Date.now()
  const node = [process.execPath, 'scripts/build.mjs', '--quiet']
  const command = existsSync('/usr/bin/flock') ? ['flock', LOCK, ...node] : node
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(command[0] as string, command.slice(1), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inherited, BUILD_ROOT, ...env },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise((resolve) => child.once('close', resolve))
  console.log(`     ${label}: ${((Date.now() - started) / 1000).toFixed(0)} s (waiting for the lock included)`)
  if (code !== 0) throw new Error(`${label} failed (exit ${code}):\n${output.slice(-3000)}`)
  return output
}

/** The compiled server from BUILD_ROOT/current, as `npm start` runs it (scripts/start.mjs). */
async function startServer() {
  mkdirSync(DATA_DIR, { recursive: true })
  const release = realpathSync(path.join(BUILD_ROOT, 'current'))
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(release, 'app/main.js')], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...serverMallocEnv(),
      NODE_ENV: 'development',
      BUILD_DIR: release,
      WEB_MODE: 'build',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: URL_BASE,
      DATA_DIR,
      EMBEDDED_POSTGRES_PORT: String(PG_PORT),
      DEMO_CONTENT: 'false',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  })
  for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk) => serverLog.push(...String(chunk).split('\n')))
  const deadline = Date.now() + 120_000
  while ((await status('/api/health')) !== 200) {
    if (server.exitCode !== null) throw new Error(`the server exited while starting:\n${serverLog.slice(-20).join('\n')}`)
    if (Date.now() > deadline) throw new Error('the server did not start in 120 s')
    await delay(250)
  }
  return path.basename(release)
}

async function status(url: string) {
  try {
    return (await fetch(`${URL_BASE}${url}`)).status
  } catch {
    return 0
  }
}

/** A page, and the status of every /assets/ URL its HTML names. */
async function pageAndAssets(url: string) {
  const res = await fetch(`${URL_BASE}${url}`)
  const html = await res.text()
  const assets = [...new Set([...html.matchAll(/["'(](\/assets\/[^"'()\s\\]+)/g)].map((m) => m[1] as string))]
  const statuses = await Promise.all(assets.map(async (asset) => [asset, await status(asset)] as const))
  return { status: res.status, assets: statuses }
}

const keptLine = (output: string) => output.split('\n').find((line) => line.startsWith('kept for running processes:')) ?? '(no line)'

try {
  for (const dir of [DATA_DIR, BUILD_ROOT, NO_DATABASE_DIR]) rmSync(dir, { recursive: true, force: true })
  mkdirSync(NO_DATABASE_DIR, { recursive: true })
  const instanceEnv = { DATA_DIR, EMBEDDED_POSTGRES_PORT: String(PG_PORT) }
  await build('first build', instanceEnv)
  const running = await startServer()
  console.log(`     the instance runs release ${running}`)
  const before = await pageAndAssets('/')
  check(before.status === 200 && before.assets.length > 0, `the home page renders with ${before.assets.length} asset URLs`, failures)

  const second = await build('second build (the instance database reachable)', instanceEnv)
  check(
    new RegExp(`\\(database read: [^;]*${running}`).test(keptLine(second)),
    `the second build kept it, its database row read: ${keptLine(second)}`,
    failures,
  )
  const third = await build('third build (no database: marker files only)', { DATA_DIR: NO_DATABASE_DIR })
  check(
    new RegExp(`\\(database none: none; marker files: [^)]*${running}`).test(keptLine(third)),
    `the third build kept it by its marker file alone: ${keptLine(third)}`,
    failures,
  )

  const releases = readdirSync(path.join(BUILD_ROOT, 'releases'))
  const current = path.basename(realpathSync(path.join(BUILD_ROOT, 'current')))
  check(
    releases.length === 3 && releases.includes(running) && current !== running,
    `three releases kept (${releases.join(', ')}), current is ${current}`,
    failures,
  )
  const after = await pageAndAssets('/')
  const broken = after.assets.filter(([, code]) => code !== 200)
  check(after.status === 200, `the instance still renders the home page (${after.status})`, failures)
  check(
    after.assets.length > 0 && broken.length === 0,
    `all ${after.assets.length} asset URLs of its HTML answer 200${broken.length ? `; not: ${broken.map(([a, c]) => `${a} ${c}`).join(', ')}` : ''}`,
    failures,
  )
  const healthy = (await (await fetch(`${URL_BASE}/api/health`)).json()) as { status: string; release: string }
  check(healthy.status === 'ok' && healthy.release === 'present', `/api/health ok, release present (${JSON.stringify(healthy)})`, failures)

  // Removed by hand (no build does this now): the instance must say so, not answer 500s as "ok".
  rmSync(path.join(BUILD_ROOT, 'releases', running), { recursive: true, force: true })
  await delay(1_200)
  const health = await fetch(`${URL_BASE}/api/health`)
  const body = (await health.json()) as { status: string; release: string; reason?: string }
  check(
    health.status === 503 && body.release === 'missing' && Boolean(body.reason?.includes('release')),
    `with its files removed, /api/health answers ${health.status} release ${body.release}: "${body.reason}"`,
    failures,
  )
  const live = await status('/api/health/live')
  check(live === 503, `and /api/health/live answers ${live}`, failures)

  const child = server as ChildProcess
  const exited = new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)))
  kill(child.pid as number, 'SIGTERM')
  const code = await exited
  check(code === 0, `a SIGTERM stops it, exit code ${code}`, failures)
  check(postgresRunning(DATA_DIR) === undefined, 'the embedded PostgreSQL is stopped', failures)
  const errors = errorLines(serverLog).filter((line) => !line.includes('release this instance started from was removed'))
  check(errors.length === 0, `no other error-level log lines${errors.length ? `:\n${errors.slice(0, 5).join('\n')}` : ''}`, failures)
} catch (error) {
  check(false, `the run ended with an exception: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, failures)
}

if (!failures.length) for (const dir of [BUILD_ROOT, NO_DATABASE_DIR]) rmSync(dir, { recursive: true, force: true })
console.log(failures.length === 0 ? '\nPASS' : `\nFAIL (${failures.length})`)
process.exit(failures.length === 0 ? 0 : 1)
