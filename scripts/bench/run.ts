/**
 * `npm run bench`, after side-by-side.ts (server CPU per answer beside a peer, issue #39): every
 * speed goal of the public answers, side by side in one run, as ratios to a hello-world route
 * (issue #19; figures in docs/performance.md). Starts the built app in
 * development mode on React's production build (as `npm start` runs it) on its own data directory and
 * port, seeds the 60-image creator, measures each target with autocannon and prints
 * `ratio … PASS/FAIL`, then each ratio's ceiling on this machine (ceilings.ts, decision 0051).
 * Then the public pages' JavaScript budget, Lighthouse and the main thread's CPU after the first
 * paint run as child processes against the same server, and the memory soak when SOAK=1.
 * Loopback only, bounded.
 *
 *   npm run bench                       # build if missing, own server on BENCH_PORT (3490) / BENCH_PG_PORT (5690)
 *   BENCH_URL=http://localhost:3203 …   # a running server instead (its DATA_DIR / EMBEDDED_POSTGRES_PORT for seeding)
 *   BUILD=1 …                           # rebuild first; SKIP_LIGHTHOUSE=1; SOAK=1 (10 more minutes)
 *   DURATION (10 s per target), CONNECTIONS (20), BENCH_DATA_DIR (.tmp/bench-data)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { SERVER_ENTRY, SERVER_NODE_FLAGS, serverMallocEnv } from '../server-bundle.ts'
import { type CeilingGoal, measureCeilings } from './ceilings.ts'
import { BROWSER_ACCEPT_ENCODING, createBench, loopbackBase, newSearch, runTargets, type Target, USERNAME } from './http.ts'

const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 20)
const port = Number(process.env.BENCH_PORT ?? 3490)
const pgPort = Number(process.env.BENCH_PG_PORT ?? 5690)
const dataDir = process.env.BENCH_DATA_DIR ?? '.tmp/bench-data'

/** The goal row: what a browser gets (Accept-Encoding: gzip, deflate, br). */
const HTML_CACHE = 'creator page, HTML cache (browser headers)'
/** Rendered on every request (a new search or query each time): the goals' "rendered" rows. */
const RENDERED = {
  creator: 'creator page, rendered (new search each time)',
  about: '/about rendered (new URL each time)',
  trends: '/trends rendered (new URL each time)',
  directory: '/allinfluencers rendered (new URL each time)',
}

const JSON_GOAL = 'public profile JSON (browser headers)'
const BEACON = 'click beacon'

let server: ChildProcess | undefined
let serverPid = process.env.SERVER_PID ? Number(process.env.SERVER_PID) : undefined

/** The built app as `npm start` runs it (the compiled bundle), straight under node so its pid is the server's (RSS). */
async function startServer(): Promise<string> {
  if (process.env.BUILD === '1' || !existsSync('build/current/server/index.js') || !existsSync(SERVER_ENTRY))
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(pgPort),
    RATE_LIMIT_MAX: '100000000',
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'warn',
    ...serverMallocEnv(),
  }
  // The seeding command line (scripts/user-create.ts) must reach the same database.
  Object.assign(process.env, { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(pgPort) })
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], { env, stdio: ['ignore', 'inherit', 'inherit'] })
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
  const bench = createBench(base, { serverPid })
  const ids = await bench.ensureCreator()
  await bench.ensureShop()
  // Page targets send what every browser sends: the cached page is answered gzipped (its nonce
  // spliced in), rendered pages are compressed per answer. One uncompressed row stays for reference.
  const browser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING }
  // A signed-in visitor: a real session (the lookup is part of the cost). Public pages render
  // nothing of the session, so signed-in visitors share the HTML cache (decision 0031).
  const signedIn = { ...browser, cookie: `cookie_consent=1; looktag_session=${await bench.login()}` }
  // A true render every request: a URL nobody asked for before, so neither the HTML nor the data
  // cache answers (the render is then stored in the HTML cache, as a first visit's is).
  const fresh = (path: string, query: string) => (n: number) => `${path}?${query}${n}`
  const targets: Target[] = [
    { title: 'hello world', path: '/api/health/live' },
    { title: HTML_CACHE, path: `/${USERNAME}`, headers: browser },
    { title: 'creator page, HTML cache, uncompressed (reference)', path: `/${USERNAME}` },
    { title: 'creator page, signed in (shares the HTML cache)', path: `/${USERNAME}`, headers: signedIn },
    { title: RENDERED.creator, path: `/${USERNAME}`, pathFor: newSearch, headers: signedIn },
    { title: RENDERED.about, path: '/about', pathFor: fresh('/about', 'visit='), headers: signedIn },
    { title: RENDERED.trends, path: '/trends', pathFor: fresh('/trends', 'visit='), headers: signedIn },
    { title: RENDERED.directory, path: '/allinfluencers', pathFor: fresh('/allinfluencers', 'visit='), headers: signedIn },
    // The goal row sends what a browser's fetch sends (answered gzipped from the cache, decision 0044).
    { title: JSON_GOAL, path: `/api/public/${USERNAME}`, headers: browser },
    { title: 'public profile JSON, uncompressed (reference)', path: `/api/public/${USERNAME}` },
    { title: BEACON, path: `/api/public/click/${ids[1] ?? ids[0]}`, method: 'POST', distinctVisitors: true },
    // Hello world again at the end: a first measurement on a server that has only just started
    // once came out at half its later rate, doubling every ratio.
    { title: 'hello world (again, last)', path: '/api/health/live' },
  ]
  const rows = await runTargets(bench, targets, duration, connections)

  const row = (title: string) => rows.find((r) => r.target === title)
  // Ratios are to the faster of the two hello-world measurements, so a slow one cannot flatter them.
  const helloRow = [row('hello world'), row('hello world (again, last)')].reduce((a, b) =>
    (b?.['req/s'] ?? 0) > (a?.['req/s'] ?? 0) ? b : a,
  )
  const hello = helloRow?.['req/s'] ?? 0
  const helloCpu = helloRow?.['server CPU ms']
  console.log(`ratios are to hello world at ${hello} req/s (${helloRow?.target})`)
  const ratioGoal = (goal: string, title: string, min: number) => {
    const ratio = (row(title)?.['req/s'] ?? 0) / hello
    // Beside the goal (req/s): the same ratio in server CPU per answer, i.e. what the server could
    // answer if the load generator did not share its two cores (docs/performance.md "HTTP").
    const cpu = row(title)?.['server CPU ms']
    const cpuRatio = helloCpu && cpu ? (helloCpu / cpu).toFixed(2) : 'n/a'
    return {
      goal,
      measured: `ratio ${ratio.toFixed(2)}`,
      target: `≥ ${min}`,
      result: ratio >= min ? 'PASS' : 'FAIL',
      'server CPU ratio': cpuRatio,
    }
  }
  const beacon = row(BEACON)
  console.table([
    ratioGoal('/{username} rendered', RENDERED.creator, 0.2),
    ratioGoal('/about rendered', RENDERED.about, 0.3),
    ratioGoal('/trends rendered', RENDERED.trends, 0.15),
    ratioGoal('/allinfluencers rendered', RENDERED.directory, 0.15),
    ratioGoal('HTML cache (browser headers, gzip)', HTML_CACHE, 0.6),
    ratioGoal('GET /api/public/{username}', JSON_GOAL, 0.4),
    ratioGoal('click beacon', BEACON, 0.6),
    {
      goal: 'click beacon p99',
      measured: `${beacon?.['p99 ms']} ms`,
      target: '≤ 20 ms',
      result: beacon && beacon['p99 ms'] <= 20 ? 'PASS' : 'FAIL',
    },
  ])
  const errors = rows.filter((r) => r['non-2xx'] || r.errors)
  if (errors.length) console.warn(`Non-2xx answers or errors in: ${errors.map((r) => r.target).join(', ')}`)
  // How high each ratio could go here at best, measured beside the app (ceilings.ts, docs/performance.md "Ceilings").
  const target = (title: string) => targets.find((t) => t.title === title) as Target
  const ceilingGoals: CeilingGoal[] = [
    { goal: '/{username} rendered', min: 0.2, target: target(RENDERED.creator), rendered: true },
    { goal: '/about rendered', min: 0.3, target: target(RENDERED.about), rendered: true },
    { goal: '/trends rendered', min: 0.15, target: target(RENDERED.trends), rendered: true },
    { goal: '/allinfluencers rendered', min: 0.15, target: target(RENDERED.directory), rendered: true },
    { goal: 'HTML cache (browser headers, gzip)', min: 0.6, target: target(HTML_CACHE) },
    { goal: 'GET /api/public/{username}', min: 0.4, target: target(JSON_GOAL) },
    { goal: 'click beacon', min: 0.6, target: target(BEACON), stores: true },
  ]
  if (helloRow)
    await measureCeilings({
      base,
      commonHeaders: bench.commonHeaders,
      rows,
      helloRow,
      helloTarget: target(helloRow.target),
      goals: ceilingGoals,
      duration,
      connections,
    })
  console.log(
    `load average during the run: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )

  const pages = ['/', '/about', '/trends', '/allinfluencers', `/${USERNAME}`, `/${USERNAME}/shop`]
  child('JavaScript per public page', 'scripts/bench/js-budget.ts', pages, { BENCH_URL: base })
  if (process.env.SKIP_LIGHTHOUSE !== '1') {
    // Goal 3 in English, and in Arabic, whose pages set their text in other faces (docs/decisions/0049).
    const goalPages = ['/', '/trends', `/${USERNAME}`, `/${USERNAME}/shop`]
    child('Lighthouse', 'scripts/bench/lighthouse.ts', [...goalPages, ...goalPages.map((page) => `${page}?lang=ar`)], {
      BENCH_URL: base,
      RUNS: process.env.RUNS ?? '3',
    })
    // The same pages' main-thread CPU after the first paint: what Lighthouse's TBT scales, without its scheduling noise.
    child('Main thread after the first paint', 'scripts/bench/main-thread.ts', goalPages, {
      BENCH_URL: base,
      RUNS: '5',
    })
  }
  if (process.env.SOAK === '1') {
    child('Memory soak', 'scripts/bench/soak.ts', [], { BENCH_URL: base, ...(serverPid ? { SERVER_PID: String(serverPid) } : {}) })
  }
} finally {
  await stopServer()
}
