/**
 * `npm run bench`: every speed goal of the public answers, side by side in one run, as ratios to a
 * hello-world route (issue #19; figures in docs/performance.md). Starts the built app in
 * production mode (NODE_ENV=production, as `npm start` runs it) on its own data directory and
 * port, seeds the 60-image creator, measures each target with autocannon and prints
 * `ratio … PASS/FAIL`. Then the public pages' JavaScript budget and Lighthouse run as child
 * processes against the same server, and the memory soak when SOAK=1. Loopback only, bounded.
 *
 *   npm run bench                       # build if missing, own server on BENCH_PORT (3490) / BENCH_PG_PORT (5690)
 *   BENCH_URL=http://localhost:3203 …   # a running server instead (its DATA_DIR / EMBEDDED_POSTGRES_PORT for seeding)
 *   BUILD=1 …                           # rebuild first; SKIP_LIGHTHOUSE=1; SOAK=1 (10 more minutes)
 *   DURATION (10 s per target), CONNECTIONS (20), BENCH_DATA_DIR (.tmp/bench-data)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { createBench, loopbackBase, runTargets, type Target, USERNAME } from './http.ts'

const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 20)
const port = Number(process.env.BENCH_PORT ?? 3490)
const pgPort = Number(process.env.BENCH_PG_PORT ?? 5690)
const dataDir = process.env.BENCH_DATA_DIR ?? '.tmp/bench-data'

let server: ChildProcess | undefined
let serverPid = process.env.SERVER_PID ? Number(process.env.SERVER_PID) : undefined

/** The built app as `npm start` runs it, but straight under node so its pid is the server's (RSS). */
async function startServer(): Promise<string> {
  if (process.env.BUILD === '1' || !existsSync('build/server/index.js')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOOKTAG_MODE: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(pgPort),
    RATE_LIMIT_MAX: '100000000',
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'warn',
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  }
  // The seeding command line (scripts/user-create.ts) must reach the same database.
  Object.assign(process.env, { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(pgPort) })
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] })
  serverPid = server.pid
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
    if (
      await fetch(`${base}/api/health/live`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return base
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not answer within 2 minutes')
}

async function stopServer() {
  if (!server || server.exitCode !== null) return
  const exited = new Promise((resolve) => server?.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
}

/** A child benchmark against the same server; a failure is reported, not fatal. */
function child(title: string, script: string, args: string[], env: Record<string, string>) {
  process.stdout.write(`\n── ${title} (${[script, ...args].join(' ')})\n`)
  try {
    execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit', env: { ...process.env, ...env } })
    return 'ran'
  } catch {
    return 'FAIL (exit code)'
  }
}

try {
  const base = loopbackBase(process.env.BENCH_URL ?? (await startServer()))
  const bench = createBench(base)
  const ids = await bench.ensureCreator()
  await bench.ensureShop()
  // A signed-in visitor: a real session (the lookup is part of the cost), never the HTML cache.
  const signedIn = { cookie: `cookie_consent=1; looktag_session=${await bench.login()}` }
  const targets: Target[] = [
    { title: 'hello world', path: '/api/health/live' },
    { title: 'creator page, HTML cache', path: `/${USERNAME}` },
    { title: 'creator page, rendered (signed in)', path: `/${USERNAME}`, headers: signedIn },
    // Informational: a new search every request, so neither the HTML nor the data cache answers.
    {
      title: 'creator page, new search each time',
      path: `/${USERNAME}`,
      pathFor: (n) => `/${USERNAME}?search=look+${n}`,
      headers: signedIn,
    },
    { title: '/about rendered (signed in)', path: '/about', headers: signedIn },
    { title: '/trends rendered (signed in)', path: '/trends', headers: signedIn },
    { title: '/allinfluencers rendered (signed in)', path: '/allinfluencers', headers: signedIn },
    { title: 'public profile JSON', path: `/api/public/${USERNAME}` },
    { title: 'click beacon', path: `/api/public/click/${ids[1] ?? ids[0]}`, method: 'POST', distinctVisitors: true },
  ]
  const rows = await runTargets(bench, targets, duration, connections)

  const row = (title: string) => rows.find((r) => r.target === title)
  const hello = row('hello world')?.['req/s'] ?? 0
  const ratioGoal = (goal: string, title: string, min: number) => {
    const ratio = (row(title)?.['req/s'] ?? 0) / hello
    return { goal, measured: `ratio ${ratio.toFixed(2)}`, target: `≥ ${min}`, result: ratio >= min ? 'PASS' : 'FAIL' }
  }
  const beacon = row('click beacon')
  console.table([
    ratioGoal('/{username} rendered', 'creator page, rendered (signed in)', 0.2),
    ratioGoal('/about rendered', '/about rendered (signed in)', 0.3),
    ratioGoal('/trends rendered', '/trends rendered (signed in)', 0.15),
    ratioGoal('/allinfluencers rendered', '/allinfluencers rendered (signed in)', 0.15),
    ratioGoal('HTML cache', 'creator page, HTML cache', 0.6),
    ratioGoal('GET /api/public/{username}', 'public profile JSON', 0.4),
    ratioGoal('click beacon', 'click beacon', 0.6),
    {
      goal: 'click beacon p99',
      measured: `${beacon?.['p99 ms']} ms`,
      target: '≤ 20 ms',
      result: beacon && beacon['p99 ms'] <= 20 ? 'PASS' : 'FAIL',
    },
  ])
  const errors = rows.filter((r) => r['non-2xx'] || r.errors)
  if (errors.length) console.warn(`Non-2xx answers or errors in: ${errors.map((r) => r.target).join(', ')}`)
  console.log(
    `load average during the run: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )

  const pages = ['/', '/about', '/trends', '/allinfluencers', `/${USERNAME}`, `/${USERNAME}/shop`]
  child('JavaScript per public page', 'scripts/bench/js-budget.ts', pages, { BENCH_URL: base })
  if (process.env.SKIP_LIGHTHOUSE !== '1') {
    child('Lighthouse', 'scripts/bench/lighthouse.ts', ['/', '/trends', `/${USERNAME}`, `/${USERNAME}/shop`], {
      BENCH_URL: base,
      RUNS: process.env.RUNS ?? '3',
    })
  }
  if (process.env.SOAK === '1') {
    child('Memory soak', 'scripts/bench/soak.ts', [], { BENCH_URL: base, ...(serverPid ? { SERVER_PID: String(serverPid) } : {}) })
  }
} finally {
  await stopServer()
}
