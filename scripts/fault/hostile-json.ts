/**
 * Nested JSON against a running app (issue #34, item 1): starts the app (scripts/fault/app-process.ts),
 * sends HOSTILE (200) hostile bodies, a few at a time, to JSON write routes (guest routes, so no
 * rate limit or session stands in the way), while a probe asks `/api/health/live` every 10 ms.
 * Passes when every hostile request is answered 4xx and the probe's p99 stays under 50 ms. Prints
 * the probe's median, p99 and slowest answer, and the hostile requests' answers by status.
 *   FAULT_PORT=4110 FAULT_PG_PORT=5510 FAULT_DATA_DIR=.tmp/fault-hostile npx tsx scripts/fault/hostile-json.ts
 */
import { setTimeout as delay } from 'node:timers/promises'
import { check, errorLines, startApp } from './app-process.ts'
import { hostileBodies } from './hostile-bodies.ts'

const PORT = Number(process.env.FAULT_PORT ?? 3433)
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 5633)
const DATA_DIR = process.env.FAULT_DATA_DIR ?? '.tmp/fault-hostile'
const HOSTILE = Number(process.env.HOSTILE ?? 200)
const IN_FLIGHT = Number(process.env.IN_FLIGHT ?? 4)
const PROBE_GOAL_MS = 50

const ROUTES = ['/api/consent', '/api/contact', '/api/auth/login', '/api/promo/check', '/api/auth/create-checkout-session']
const bodies = [
  // The issue's body: 8,000 levels of arrays (16 KB), and the nested 100 KB worst cases.
  `${'['.repeat(8000)}${']'.repeat(8000)}`,
  ...Object.entries(hostileBodies())
    .filter(([name]) => name.includes('deep') || name.includes('depth'))
    .map(([, body]) => body),
]

const failures: string[] = []
const app = await startApp({ port: PORT, pgPort: PG_PORT, dataDir: DATA_DIR, fresh: true })

/** Asks /api/health/live every 10 ms until `stop()`; the answer times in ms. */
function probe() {
  const times: number[] = []
  let probing = true
  const done = (async () => {
    while (probing) {
      const start = performance.now()
      const res = await fetch(`${app.url}/api/health/live`)
      await res.arrayBuffer()
      times.push(performance.now() - start)
      await delay(10)
    }
  })()
  return {
    async stop() {
      probing = false
      await done
      return times
    },
  }
}
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number
  return {
    p99: at(0.99),
    text: `${times.length} probes: median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${(sorted.at(-1) as number).toFixed(1)} ms`,
  }
}

// The probe alone first: on a shared machine, what the server answers without hostile traffic.
const quiet = probe()
await delay(3000)
const baseline = summary(await quiet.stop())
const loaded = probe()

const statuses = new Map<number, number>()
let next = 0
async function sender() {
  while (next < HOSTILE) {
    const i = next++
    const res = await fetch(`${app.url}${ROUTES[i % ROUTES.length]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      body: bodies[i % bodies.length],
    })
    await res.arrayBuffer()
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
  }
}
const started = performance.now()
await Promise.all(Array.from({ length: IN_FLIGHT }, sender))
const seconds = (performance.now() - started) / 1000
const during = summary(await loaded.stop())
console.log(
  `${HOSTILE} hostile requests in ${seconds.toFixed(1)} s, ${IN_FLIGHT} at a time; answers: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}`,
)
console.log(`/api/health/live alone, ${baseline.text}`)
console.log(`/api/health/live under the hostile requests, ${during.text}`)
check(
  [...statuses.keys()].every((s) => s >= 400 && s < 500),
  'every hostile request answered 4xx',
  failures,
)
check(during.p99 < PROBE_GOAL_MS, `the probe's p99 under ${PROBE_GOAL_MS} ms`, failures)
check(errorLines(app.log).length === 0, 'no error lines in the log', failures)

process.kill(app.serverPid(), 'SIGTERM')
await app.exited
process.exit(failures.length === 0 ? 0 : 1)
