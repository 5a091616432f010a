/**
 * Load benchmark: autocannon against the home page, a hashed static asset and /api/health on a
 * running server (default http://localhost:3000; start it with `npm start`). Prints req/s and
 * latency percentiles side by side. Bounded: each target runs for DURATION seconds, loopback only.
 *
 *   npm run bench                      # against http://localhost:3000
 *   BENCH_URL=http://127.0.0.1:3100 DURATION=10 CONNECTIONS=20 npm run bench
 */
import autocannon from 'autocannon'

const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 20)

const host = new URL(base).hostname
if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(host)) {
  console.error(`Refusing to load-test ${host}: benchmarks only target this machine.`)
  process.exit(1)
}

async function findAsset() {
  const html = await (await fetch(`${base}/`, { headers: { cookie: 'cookie_consent=1' } })).text()
  const match = html.match(/\/assets\/[\w.-]+\.js/)
  if (!match) throw new Error('No hashed asset found in the home page')
  return match[0]
}

async function run(title: string, path: string) {
  const result = await autocannon({ url: `${base}${path}`, duration, connections, headers: { cookie: 'cookie_consent=1' } })
  return {
    target: title,
    path,
    'req/s (avg)': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors,
  }
}

const asset = await findAsset()
const rows = []
for (const [title, path] of [
  ['home page (SSR)', '/'],
  ['static asset', asset],
  ['health (DB + queue)', '/api/health'],
] as const) {
  process.stdout.write(`benchmarking ${title} for ${duration}s with ${connections} connections…\n`)
  rows.push(await run(title, path))
}
console.table(rows)
