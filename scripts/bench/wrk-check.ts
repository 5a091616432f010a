/**
 * The throughput targets again with wrk instead of autocannon (docs/performance.md "Ceilings"):
 * wrk costs far less per answer than the server, so the server's one thread, not the load
 * generator, is the bound. One wrk thread, CONNECTIONS (20), DURATION (10 s) per target, against a
 * running server (the bench's; seeded by `npm run bench`), its CPU per answer read from /proc.
 * Needs Debian's wrk (`apt-get install wrk`). Loopback only, bounded.
 *
 *   BENCH_URL=http://127.0.0.1:3490 SERVER_PID=<its node pid> npx tsx scripts/bench/wrk-check.ts
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { processTreeCpuMs } from './cpu.ts'
import { BROWSER_ACCEPT_ENCODING, loopbackBase, USERNAME } from './http.ts'

const base = loopbackBase(process.env.BENCH_URL ?? 'http://127.0.0.1:3490')
const pid = Number(process.env.SERVER_PID)
if (!pid) throw new Error('SERVER_PID (the server process) is required')
try {
  execFileSync('wrk', ['--version'], { stdio: 'ignore' })
} catch (error) {
  // wrk --version exits 1 after printing its version; only a missing program is an error here.
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('wrk is not installed: apt-get install wrk')
}
const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 20)
const script = path.join(import.meta.dirname, 'wrk-vary.lua')

interface WrkTarget {
  title: string
  path: string
  method?: 'POST'
  /** A new query (`query`) or a new visitor (`ua`) with every request. */
  vary?: 'query' | 'ua'
}

function run(target: WrkTarget) {
  const before = processTreeCpuMs(pid)
  const output = execFileSync(
    'wrk',
    [
      '-t1',
      `-c${connections}`,
      `-d${duration}s`,
      '-H',
      `accept-encoding: ${BROWSER_ACCEPT_ENCODING}`,
      '-H',
      'cookie: cookie_consent=1',
      '-s',
      script,
      `${base}${target.path}`,
    ],
    { encoding: 'utf8', env: { ...process.env, VARY: target.vary ?? '', METHOD: target.method ?? '' } },
  )
  const after = processTreeCpuMs(pid)
  const line = output.split('\n').find((l) => l.startsWith('JSON '))
  if (!line || !before || !after) throw new Error(`wrk gave no summary for ${target.path}:\n${output}`)
  const result = JSON.parse(line.slice(5)) as {
    requests: number
    seconds: number
    p50: number
    p99: number
    non2xx: number
    errors: number
  }
  const perAnswer = (ms: number) => Number((ms / Math.max(1, result.requests)).toFixed(4))
  return {
    target: target.title,
    'req/s': Math.round(result.requests / result.seconds),
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'non-2xx': result.non2xx,
    errors: result.errors,
    'server CPU ms': perAnswer(after.total - before.total),
    'database CPU ms': perAnswer(after.descendants - before.descendants),
  }
}

const profile = (await (await fetch(`${base}/api/public/${USERNAME}`)).json()) as { images: { id: string }[] }
const beaconImage = profile.images[1]?.id ?? profile.images[0]?.id
const targets: WrkTarget[] = [
  { title: 'hello world', path: '/api/health/live' },
  { title: 'creator page, HTML cache (gzip)', path: `/${USERNAME}` },
  { title: 'public profile JSON (gzip)', path: `/api/public/${USERNAME}` },
  { title: '/about rendered (new URL each time)', path: '/about', vary: 'query' },
  { title: '/allinfluencers rendered (new URL each time)', path: '/allinfluencers', vary: 'query' },
  { title: 'click beacon (a new visitor each time)', path: `/api/public/click/${beaconImage}`, method: 'POST', vary: 'ua' },
  { title: 'hello world (again, last)', path: '/api/health/live' },
]
const rows = []
for (const target of targets) {
  process.stdout.write(`wrk: ${target.title} for ${duration}s with ${connections} connections…\n`)
  rows.push(run(target))
}
// As in run.ts: ratios to the faster of the two hello-world runs.
const hello = Math.max(rows[0]['req/s'], rows[rows.length - 1]['req/s'])
console.table(rows.map((row) => ({ ...row, ratio: Number((row['req/s'] / hello).toFixed(3)) })))
