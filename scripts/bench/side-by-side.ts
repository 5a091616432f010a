/**
 * `npm run bench:peer` (the first part of `npm run bench`): server CPU per answer side by side
 * with a peer, littlelink-server (../shared/peers/littlelink), measured by
 * ../shared/bench/cpu-side-by-side.py (wrk, alternating targets, median of 3 rounds; issue #39).
 * Starts the production build and the peer, seeds the 60-image creator, prints each row as its
 * ratio to the peer's page with PASS/FAIL against the goal. Loopback only, bounded.
 *
 *   BENCH_PORT (3490), BENCH_PG_PORT (5690), BENCH_DATA_DIR (.tmp/bench-data); the peer answers on 3300;
 *   DUR seconds per target and round (5), ROUNDS (3), CONN (20) go to the tool.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, readFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { SERVER_ENTRY, SERVER_NODE_FLAGS, serverMallocEnv } from '../server-bundle.ts'
import { createBench, USERNAME } from './http.ts'

const port = Number(process.env.BENCH_PORT ?? 3490)
const pgPort = Number(process.env.BENCH_PG_PORT ?? 5690)
const peerPort = 3300
const dataDir = process.env.BENCH_DATA_DIR ?? '.tmp/bench-data'
// Beside the main checkout (../shared), or two levels up from a worktree under /work/wt.
const shared = path.resolve(process.env.SHARED_DIR ?? (existsSync('../shared') ? '../shared' : '../../shared'))
const peerDir = path.join(shared, 'peers/littlelink')
const tool = path.join(shared, 'bench/cpu-side-by-side.py')

/** The issue's rows: the most server CPU per answer each may cost, as a multiple of the peer's page. */
const GOALS: { name: string; title: string; goal: number; p99?: number }[] = [
  { name: 'creator', title: '`/{username}` rendered (new URL each time)', goal: 2 },
  { name: 'about', title: '`/about` rendered', goal: 1 },
  { name: 'trends', title: '`/trends` rendered', goal: 3 },
  { name: 'cache', title: '`/{username}` from the HTML cache', goal: 0.03 },
  { name: 'json', title: '`GET /api/public/{username}`', goal: 0.02 },
  { name: 'beacon', title: 'click beacon, a new visitor each time', goal: 0.05, p99: 20 },
]

const children: ChildProcess[] = []

async function waitFor(url: string) {
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

function startApp() {
  if (!existsSync('build/current/server/index.js') || !existsSync(SERVER_ENTRY)) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
  Object.assign(process.env, { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(pgPort) })
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOOKTAG_MODE: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMIT_MAX: '100000000',
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'warn',
    ...serverMallocEnv(),
  }
  const app = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], { env, stdio: ['ignore', 'inherit', 'inherit'] })
  children.push(app)
  return app
}

/** The peer as its README starts it: a copy with its runtime dependencies, its .env.q, port 3300 (fixed in its build). */
function startPeer() {
  const dir = path.join(tmpdir(), 'looktag-bench-littlelink')
  if (!existsSync(path.join(dir, 'node_modules/express'))) {
    cpSync(peerDir, dir, { recursive: true })
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

try {
  const app = startApp()
  const peer = startPeer()
  const base = `http://127.0.0.1:${port}`
  await waitFor(`${base}/api/health/live`)
  await waitFor(`http://127.0.0.1:${peerPort}/`)
  const ids = await createBench(base).ensureCreator()
  const postmaster = readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0].trim()
  const pids = `${app.pid},${postmaster}`
  const consent = 'COOKIE=cookie_consent=1'
  const targets = [
    `littlelink|http://127.0.0.1:${peerPort}/|${peer.pid}|`,
    `creator|${base}/${USERNAME}|${pids}|${consent},VARY=query,PREFIX=?search=linen&visit=`,
    `about|${base}/about|${pids}|${consent},VARY=query,PREFIX=?visit=`,
    `trends|${base}/trends|${pids}|${consent},VARY=query,PREFIX=?visit=`,
    `cache|${base}/${USERNAME}|${pids}|${consent}`,
    `json|${base}/api/public/${USERNAME}|${pids}|`,
    `beacon|${base}/api/public/click/${ids[1] ?? ids[0]}|${pids}|METHOD=POST,VARY=ua`,
  ]
  const output = execFileSync('python3', [tool, ...targets], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  process.stdout.write(output)
  const line = output.split('\n').find((l) => l.startsWith('JSON '))
  if (!line) throw new Error('the tool printed no JSON line')
  const results = JSON.parse(line.slice(5)) as Record<string, { rps: number; p99: number; cpu_ms: number; bad: number }>
  const peerCpu = results.littlelink.cpu_ms
  console.log(
    `\nload average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  console.log(`| target | server CPU per answer | ÷ littlelink's page | goal | result |`)
  console.log(`|---|---|---|---|---|`)
  console.log(`| littlelink-server's page | ${peerCpu.toFixed(3)} ms | 1 | — | — |`)
  for (const { name, title, goal, p99 } of GOALS) {
    const r = results[name]
    const ratio = r.cpu_ms / peerCpu
    const pass = ratio <= goal && (p99 === undefined || r.p99 <= p99) && r.bad === 0
    const extra = p99 === undefined ? '' : `, p99 ${r.p99} ms`
    const bad = r.bad ? `, ${r.bad} bad` : ''
    console.log(
      `| ${title} | ${r.cpu_ms.toFixed(3)} ms${extra}${bad} | ${ratio.toFixed(3)} | ≤ ${goal}${p99 ? `, p99 ≤ ${p99} ms` : ''} | ${pass ? 'PASS' : 'FAIL'} |`,
    )
  }
} finally {
  // Stopped before `npm run bench` goes on to start the app again on the same port and data.
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
