/**
 * What one server render costs: CPU milliseconds of the server process per rendered page, read
 * from /proc/<pid>/stat around N requests that no cache can answer (signed in by an Authorization
 * header, which bypasses the HTML cache; the public data cache stays warm, except on the last row, a
 * new search each time), a few at a time. Less sensitive to other load on the machine than req/s (docs/performance.md,
 * "Rendered pages"). Loopback only, bounded.
 *
 *   BENCH_URL=http://127.0.0.1:3620 SERVER_PID=<node pid> npx tsx scripts/bench/render-cpu.ts [N]
 */
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { createBench, loopbackBase, newSearch, USERNAME } from './http.ts'

const base = loopbackBase(process.env.BENCH_URL ?? 'http://127.0.0.1:3490')
const pid = Number(process.env.SERVER_PID)
if (!pid) throw new Error('SERVER_PID (the server process) is required')
const count = Number(process.argv[2] ?? 300)
const parallel = 4
const TICKS_PER_MS = 100 / 1000 // USER_HZ is 100 on Linux

/** utime + stime of the server in milliseconds. */
function cpuMs() {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS
}

const bench = createBench(base)
await bench.ensureCreator()
// Uncompressed, as autocannon asks: compression is the serving side's cost, not the render's.
const headers = { ...bench.commonHeaders, 'accept-encoding': 'identity', authorization: `Bearer ${await bench.login()}` }

/** `pathFor` rewrites the path per request (a new search: no data cache answers either). */
async function measure(path: string, pathFor?: (n: number) => string) {
  const url = (i: number) => `${base}${pathFor ? pathFor(i) : path}`
  for (let i = 0; i < 20; i++) await (await fetch(url(count + i), { headers })).arrayBuffer() // warm-up
  let bytes = 0
  let next = 0
  const before = cpuMs()
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const response = await fetch(url(next++), { headers })
        if (response.headers.get('x-html-cache') === 'hit') throw new Error(`${path} came from the cache`)
        bytes += (await response.arrayBuffer()).byteLength
      }
    }),
  )
  return {
    page: pathFor ? `${path} (new search)` : path,
    'CPU ms per render': Number(((cpuMs() - before) / count).toFixed(2)),
    'KB per page': Math.round(bytes / count / 1024),
  }
}

const rows = []
for (const path of ['/about', `/${USERNAME}`, `/${USERNAME}?search=look`, '/trends', '/allinfluencers']) rows.push(await measure(path))
rows.push(await measure(`/${USERNAME}`, newSearch))
console.table(rows)
console.log(
  `load average: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
