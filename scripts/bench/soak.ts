/**
 * Memory soak (issue #19 goal 5): SOAK_SECONDS (600) of mixed load against a running server —
 * creator pages (cached, signed-in renders, a new search now and then), the profile JSON, /about,
 * /trends, click beacons from ever new visitors, and an image upload (then its deletion) every
 * 30 s — while the server's RSS is sampled every 10 s from /proc/SERVER_PID/status. PASS when the
 * RSS at the end is ≤ 400 MB and the last 5 minutes show no growth trend (least-squares slope
 * over those samples below 5 MB per 5 minutes). Loopback only; `npm run bench` with SOAK=1
 * runs it against its own server.
 *
 *   BENCH_URL=http://127.0.0.1:3490 SERVER_PID=1234 npx tsx scripts/bench/soak.ts
 */
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { createBench, distinctBrowser, loopbackBase, USERNAME } from './http.ts'

const base = loopbackBase(process.env.BENCH_URL ?? 'http://localhost:3000')
const seconds = Number(process.env.SOAK_SECONDS ?? 600)
const connections = Number(process.env.CONNECTIONS ?? 10)
const pid = process.env.SERVER_PID ? Number(process.env.SERVER_PID) : undefined
const RSS_LIMIT_MB = 400
const MAX_GROWTH_MB = 5

/** The server's resident memory in MB: in all, and its anonymous part (heap, malloc, buffers; the rest is mapped files). */
function rss(): { mb: number; anon: number } | null {
  if (!pid) return null
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? Number.NaN) / 1024
  return { mb: kb('VmRSS'), anon: kb('RssAnon') }
}

/** The server's CPU time so far (user + system), in ms: /proc/<pid>/stat counts in ticks of 10 ms. */
function cpuMs(): number {
  if (!pid) return Number.NaN
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** Least-squares slope of the samples, in MB per second. */
function slope(samples: { t: number; mb: number }[]) {
  const n = samples.length
  const mt = samples.reduce((s, p) => s + p.t, 0) / n
  const mm = samples.reduce((s, p) => s + p.mb, 0) / n
  const num = samples.reduce((s, p) => s + (p.t - mt) * (p.mb - mm), 0)
  const den = samples.reduce((s, p) => s + (p.t - mt) ** 2, 0)
  return den ? num / den : 0
}

const bench = createBench(base)
const ids = await bench.ensureCreator()
const token = await bench.login()
const expiry = await bench.expiryDate(token)
const signedIn = `cookie_consent=1; looktag_session=${token}`
let n = 0
const paths = [
  { path: `/${USERNAME}` },
  { path: `/${USERNAME}`, cookie: signedIn },
  { path: '/api/public/bench_creator' },
  { path: '/about', cookie: signedIn },
  { path: '/trends', cookie: signedIn },
  { path: `/${USERNAME}?page=2` },
  { path: `/api/public/${USERNAME}?page=3` },
]

const started = Date.now()
const samples: { t: number; mb: number; anon: number }[] = []
const sample = () => {
  const now = rss()
  if (now !== null) samples.push({ t: (Date.now() - started) / 1000, ...now })
  process.stdout.write(`\r${Math.round((Date.now() - started) / 1000)} s: RSS ${now?.mb.toFixed(0) ?? 'n/a'} MB   `)
}
sample()
const cpuAtStart = cpuMs()
const sampler = setInterval(sample, 10_000)
let uploads = 0
const uploader = setInterval(() => {
  void bench
    .upload(token, 1000 + uploads, expiry)
    .then((id) => bench.api(`/api/images/${id}`, { method: 'DELETE', token }))
    .then(() => uploads++)
    .catch((error: Error) => console.warn(`\nupload failed: ${error.message}`))
}, 30_000)

const result = await autocannon({
  url: base,
  duration: seconds,
  connections,
  requests: [
    {
      setupRequest: (request: autocannon.Request) => {
        const i = n++
        // Every 5th request a click beacon from a new visitor; every 50th a new search (a cache miss).
        if (i % 5 === 0)
          return {
            ...request,
            method: 'POST',
            path: `/api/public/click/${ids[i % ids.length]}`,
            headers: { 'user-agent': distinctBrowser(i) },
          }
        if (i % 50 === 1)
          return { ...request, method: 'GET', path: `/${USERNAME}?search=look+${i}`, headers: { cookie: 'cookie_consent=1' } }
        const target = paths[i % paths.length]
        return {
          ...request,
          method: 'GET',
          path: target.path,
          headers: { cookie: target.cookie ?? 'cookie_consent=1', 'user-agent': distinctBrowser(0) },
        }
      },
    },
  ],
})
const cpuUsed = cpuMs() - cpuAtStart
clearInterval(sampler)
clearInterval(uploader)
sample()
process.stdout.write('\n')

const last = samples.at(-1)?.mb
const tail = samples.filter((s) => s.t >= seconds - 300)
const growth = tail.length > 2 ? slope(tail) * 300 : Number.NaN
console.table([
  {
    figure: 'requests',
    value: result.requests.total,
    detail: `${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx, ${result.errors} errors`,
  },
  { figure: 'uploads (then deleted)', value: uploads, detail: '' },
  {
    figure: 'server CPU per request',
    value: `${(cpuUsed / result.requests.total).toFixed(2)} ms`,
    detail: `${Math.round(cpuUsed / 1000)} s in all`,
  },
  { figure: 'RSS at start', value: `${samples[0]?.mb.toFixed(0)} MB`, detail: '' },
  { figure: 'RSS max', value: `${Math.max(...samples.map((s) => s.mb)).toFixed(0)} MB`, detail: '' },
  {
    figure: 'RSS at the end',
    value: `${last?.toFixed(0)} MB`,
    detail: last !== undefined && last <= RSS_LIMIT_MB ? 'PASS (≤ 400 MB)' : 'FAIL',
  },
  {
    figure: 'trend, last 5 minutes',
    value: `${growth.toFixed(1)} MB per 5 min`,
    detail: Math.abs(growth) <= MAX_GROWTH_MB || growth < 0 ? 'PASS (no growth)' : 'FAIL',
  },
])
console.log(
  `samples (s: MB, anonymous MB): ${samples.map((s) => `${Math.round(s.t)}: ${s.mb.toFixed(0)}/${s.anon.toFixed(0)}`).join(', ')}`,
)
