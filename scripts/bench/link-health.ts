/**
 * Link checks at scale: LINKS links over HOSTS hosts, all answered by one server in a worker thread
 * of this process (link-health-shop.ts; the host names resolve to loopback through the checker's test switch), checked by the real checker
 * behind the real per-host limiter. Prints checks per minute, memory, and the busiest host's
 * concurrency and shortest gap between request starts (which must respect the limits).
 *
 *   npx tsx scripts/bench/link-health.ts                 # 100,000 links over 5,000 hosts
 *   LINKS=20000 HOSTS=1000 npx tsx scripts/bench/link-health.ts
 */
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { createLinkChecker } from '../../server/modules/link-health/checker/link-checker.ts'
import { createHostLimiter, DEFAULT_HOST_LIMITS } from '../../server/modules/link-health/host-limiter.ts'
import type { HostArrivals } from './link-health-shop.ts'

const LINKS = Number(process.env.LINKS ?? 100_000)
const HOSTS = Number(process.env.HOSTS ?? 5_000)
const PARALLEL = Number(process.env.PARALLEL ?? 1_000)
const limits = { ...DEFAULT_HOST_LIMITS, intervalMs: Number(process.env.INTERVAL_MS ?? DEFAULT_HOST_LIMITS.intervalMs) }

/** When the limiter let each host's requests start (what the limits govern, before network jitter). */
const gated = new Map<string, number[]>()
const shops = new Worker(new URL('./link-health-shop.ts', import.meta.url))
const { port, bytes } = await new Promise<{ port: number; bytes: number }>((resolve) => shops.once('message', resolve))

const limiter = createHostLimiter(limits, undefined, (host, at) => {
  const times = gated.get(host) ?? []
  times.push(at)
  gated.set(host, times)
})
const checker = createLinkChecker({
  resolve: async () => ['127.0.0.1'],
  allowAlso: (address, url) => address === '127.0.0.1' && Number(url.port) === port,
  online: async () => true,
  gate: limiter.gate,
  timeoutMs: 30_000,
})

const KINDS = ['p', 'p', 'p', 'p', 'p', 'p', 'sold', 'gone', 'retired', 'p']
const links = Array.from({ length: LINKS }, (_, i) => `http://shop-${i % HOSTS}.bench:${port}/${KINDS[i % KINDS.length]}/${i}?tag=bench-21`)
const verdicts = new Map<string, number>()
let next = 0
let peakRss = 0
let peakHeap = 0
const sampler = setInterval(() => {
  const { rss, heapUsed } = process.memoryUsage()
  peakRss = Math.max(peakRss, rss)
  peakHeap = Math.max(peakHeap, heapUsed)
}, 250)
const started = performance.now()
const cpuBefore = process.cpuUsage()
const loopBefore = performance.eventLoopUtilization()
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    while (next < links.length) {
      const { verdict } = await checker.check(links[next++]!)
      verdicts.set(verdict, (verdicts.get(verdict) ?? 0) + 1)
    }
  }),
)
const seconds = (performance.now() - started) / 1000
const cpu = process.cpuUsage(cpuBefore)
const loop = performance.eventLoopUtilization(loopBefore)
clearInterval(sampler)
shops.postMessage('stop')
const { hosts } = await new Promise<{ hosts: HostArrivals[] }>((resolve) => shops.once('message', resolve))
await shops.terminate()

/** The shortest gap between two starts in any host's list (loops: 200,000 starts overflow a spread). */
function shortestGap(lists: Iterable<number[]>) {
  let shortest = Number.POSITIVE_INFINITY
  for (const times of lists) for (let i = 1; i < times.length; i++) shortest = Math.min(shortest, times[i]! - times[i - 1]!)
  return shortest
}
const most = hosts.reduce((m, h) => Math.max(m, h.most), 0)
const minGap = shortestGap(hosts.map((h) => h.arrivals))
const minGated = shortestGap(gated.values())
/** The most requests any host received within 10 seconds, as the shop saw them (arrivals are in order). */
const WINDOW = 10_000
let busiestWindow = 0
for (const { arrivals } of hosts) {
  for (let i = 0, j = 0; i < arrivals.length; i++) {
    while (j < arrivals.length && arrivals[j]! < arrivals[i]! + WINDOW) j++
    busiestWindow = Math.max(busiestWindow, j - i)
  }
}
const allowedWindow = Math.ceil(WINDOW / limits.intervalMs) + 1
console.log(
  `links ${LINKS} over ${HOSTS} hosts, ${PARALLEL} checks in flight, limits ${limits.concurrency} per host, ${limits.intervalMs} ms apart`,
)
console.log(`checked in ${seconds.toFixed(1)} s: ${Math.round((LINKS / seconds) * 60).toLocaleString('en')} checks/minute`)
console.log(`verdicts ${JSON.stringify(Object.fromEntries(verdicts))}`)
console.log(
  `CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (checker and shops), ${(((cpu.user + cpu.system) / 1e3 / LINKS) * 1000).toFixed(0)} µs per check; checker thread busy ${(loop.utilization * 100).toFixed(0)}% of the time; product pages ${Math.round(bytes / 1024)} KB`,
)
console.log(
  `peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB (process, shops' thread included); checker thread's heap: peak ${(peakHeap / 1024 / 1024).toFixed(0)} MB, now ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MB`,
)
console.log(
  `busiest host: ${most} requests at once (limit ${limits.concurrency}); ${busiestWindow} requests in 10 s (limit ${allowedWindow})`,
)
console.log(
  `starts the limiter allowed: shortest gap ${minGated.toFixed(0)} ms (limit ${limits.intervalMs} ms); at the server, after network jitter: ${minGap.toFixed(0)} ms`,
)
const pass = most <= limits.concurrency && minGated >= limits.intervalMs && busiestWindow <= allowedWindow
console.log(pass ? 'PASS: no host over its rate' : 'FAIL: a host got more than its rate')
