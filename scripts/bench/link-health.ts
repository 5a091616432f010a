/**
 * Link checks at scale: LINKS links over HOSTS hosts, all answered by one in-process server (the
 * host names resolve to loopback through the checker's test switch), checked by the real checker
 * behind the real per-host limiter. Prints checks per minute, memory, and the busiest host's
 * concurrency and shortest gap between request starts (which must respect the limits).
 *
 *   npx tsx scripts/bench/link-health.ts                 # 100,000 links over 5,000 hosts
 *   LINKS=20000 HOSTS=1000 npx tsx scripts/bench/link-health.ts
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createLinkChecker } from '../../server/modules/link-health/checker/link-checker.ts'
import { createHostLimiter, DEFAULT_HOST_LIMITS } from '../../server/modules/link-health/host-limiter.ts'

const LINKS = Number(process.env.LINKS ?? 100_000)
const HOSTS = Number(process.env.HOSTS ?? 5_000)
const PARALLEL = Number(process.env.PARALLEL ?? 1_000)
const limits = { ...DEFAULT_HOST_LIMITS, intervalMs: Number(process.env.INTERVAL_MS ?? DEFAULT_HOST_LIMITS.intervalMs) }

const PRODUCT = `<!doctype html><html><head><title>Product</title><script type="application/ld+json">{"@type":"Product","offers":{"availability":"https://schema.org/InStock"}}</script></head><body>${'<p>Linen shirt, €49.</p>'.repeat(200)}</body></html>`
const SOLD = PRODUCT.replace('InStock', 'OutOfStock')

const perHost = new Map<string, { active: number; most: number; last: number; minGap: number; arrivals: number[] }>()
/** When the limiter let each host's requests start (what the limits govern, before network jitter). */
const gated = new Map<string, number[]>()
const server = http.createServer((req, res) => {
  const host = (req.headers.host ?? '').split(':')[0]!
  const state = perHost.get(host) ?? { active: 0, most: 0, last: 0, minGap: Number.POSITIVE_INFINITY, arrivals: [] }
  perHost.set(host, state)
  const now = performance.now()
  state.arrivals.push(now)
  if (state.last) state.minGap = Math.min(state.minGap, now - state.last)
  state.last = now
  state.most = Math.max(state.most, ++state.active)
  res.on('close', () => state.active--)
  const path = req.url ?? '/'
  if (path.startsWith('/gone')) return res.writeHead(404).end()
  if (path.startsWith('/retired')) return res.writeHead(301, { location: '/' }).end()
  res.writeHead(200, { 'content-type': 'text/html' }).end(path.startsWith('/sold') ? SOLD : PRODUCT)
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const port = (server.address() as AddressInfo).port

const limiter = createHostLimiter(limits)
const checker = createLinkChecker({
  resolve: async () => ['127.0.0.1'],
  allowAlso: (address, url) => address === '127.0.0.1' && Number(url.port) === port,
  online: async () => true,
  gate: async (host) => {
    const release = await limiter.gate(host)
    gated.set(host, [...(gated.get(host) ?? []), performance.now()])
    return release
  },
  timeoutMs: 30_000,
})

const KINDS = ['p', 'p', 'p', 'p', 'p', 'p', 'sold', 'gone', 'retired', 'p']
const links = Array.from({ length: LINKS }, (_, i) => `http://shop-${i % HOSTS}.bench:${port}/${KINDS[i % KINDS.length]}/${i}?tag=bench-21`)
const verdicts = new Map<string, number>()
let next = 0
let peakRss = 0
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
}, 250)
const started = performance.now()
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    while (next < links.length) {
      const { verdict } = await checker.check(links[next++]!)
      verdicts.set(verdict, (verdicts.get(verdict) ?? 0) + 1)
    }
  }),
)
const seconds = (performance.now() - started) / 1000
clearInterval(sampler)
server.close()

const hosts = [...perHost.values()]
const most = Math.max(...hosts.map((h) => h.most))
const minGap = Math.min(...hosts.map((h) => h.minGap))
const gaps = (times: number[]) => times.slice(1).map((at, i) => at - times[i]!)
const minGated = Math.min(...[...gated.values()].flatMap(gaps))
/** The most requests any host received within 10 seconds, as the shop saw them. */
const WINDOW = 10_000
const busiestWindow = Math.max(
  ...hosts.map((h) => Math.max(...h.arrivals.map((at, i) => h.arrivals.filter((b, j) => j >= i && b < at + WINDOW).length))),
)
const allowedWindow = Math.ceil(WINDOW / limits.intervalMs) + 1
console.log(
  `links ${LINKS} over ${HOSTS} hosts, ${PARALLEL} checks in flight, limits ${limits.concurrency} per host, ${limits.intervalMs} ms apart`,
)
console.log(`checked in ${seconds.toFixed(1)} s: ${Math.round((LINKS / seconds) * 60).toLocaleString('en')} checks/minute`)
console.log(`verdicts ${JSON.stringify(Object.fromEntries(verdicts))}`)
console.log(`peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB, heap now ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MB`)
console.log(
  `busiest host: ${most} requests at once (limit ${limits.concurrency}); ${busiestWindow} requests in 10 s (limit ${allowedWindow})`,
)
console.log(
  `starts the limiter allowed: shortest gap ${minGated.toFixed(0)} ms (limit ${limits.intervalMs} ms); at the server, after network jitter: ${minGap.toFixed(0)} ms`,
)
// The event loop runs a resolved turn a little late under load: 50 ms of slack at the limiter.
const pass = most <= limits.concurrency && minGated >= limits.intervalMs - 50 && busiestWindow <= allowedWindow
console.log(pass ? 'PASS: no host over its rate' : 'FAIL: a host got more than its rate')
