/**
 * Nested JSON against a running app (issue #34, item 1): starts the app (scripts/fault/app-process.ts)
 * and, in ROUNDS alternating phases, sends ordinary and hostile bodies of the same sizes, IN_FLIGHT at
 * a time, to JSON write routes (guest routes, so no rate limit or session stands in the way), while a
 * probe asks `/api/health/live` every 10 ms. Passes when every hostile request is answered 4xx and the
 * probe's p95 during the hostile phases stays within PROBE_FACTOR of its p95 during the ordinary ones
 * (or PROBE_SLACK_MS above it), and no probe waits over both PROBE_CEILING_MS and twice the slowest
 * during the ordinary ones (one body that stalls the server).
 *
 * Why against the ordinary phases: the probe's p99 follows the machine's load (3.9 ms alone on a
 * quiet machine, 100+ ms on a shared 2-core one), so a fixed bound either fails on a busy CI machine
 * or says nothing on a quiet one. Alternating phases of a few seconds see the same load, and the
 * question is whether hostile bodies stall the server more than ordinary bodies of their size. p95,
 * not p99: a phase holds a few hundred probes on a quiet machine and a few dozen on a busy one, where
 * p99 is one probe's luck.
 *   FAULT_PORT=4110 FAULT_PG_PORT=5510 FAULT_DATA_DIR=.tmp/fault-hostile npx tsx scripts/fault/hostile-json.ts
 */
import { setTimeout as delay } from 'node:timers/promises'
import { check, errorLines, runFault, startApp } from './app-process.ts'
import { hostileBodies } from './hostile-bodies.ts'
import { latencies, probeLive } from './probe.ts'

const PORT = Number(process.env.FAULT_PORT ?? 3433)
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 5633)
const DATA_DIR = process.env.FAULT_DATA_DIR ?? '.tmp/fault-hostile'
const HOSTILE = Number(process.env.HOSTILE ?? 200)
const ROUNDS = Number(process.env.ROUNDS ?? 4)
const IN_FLIGHT = Number(process.env.IN_FLIGHT ?? 4)
const PROBE_FACTOR = 2
const PROBE_SLACK_MS = 20
const PROBE_CEILING_MS = 1000

const ROUTES = ['/api/consent', '/api/contact', '/api/auth/login', '/api/promo/check', '/api/auth/create-checkout-session']
const hostile = [
  // The body: 8,000 levels of arrays (16 KB), and the nested 100 KB worst cases.
  `${'['.repeat(8000)}${']'.repeat(8000)}`,
  ...Object.entries(hostileBodies())
    .filter(([name]) => name.includes('deep') || name.includes('depth'))
    .map(([, body]) => body),
]
// The same sizes, flat: one long string, parsed in one pass and refused by the route's schema.
const ordinary = hostile.map((body) => JSON.stringify({ note: 'x'.repeat(body.length - 12) }))

type Phase = 'ordinary' | 'hostile'

await runFault(async (failures) => {
  const app = await startApp({ port: PORT, pgPort: PG_PORT, dataDir: DATA_DIR, fresh: true })
  let phase: Phase | 'alone' = 'alone'
  const times: Record<Phase | 'alone', number[]> = { alone: [], ordinary: [], hostile: [] }
  // Each answer time is counted in the phase it started in.
  const probe = probeLive(app.url, () => times[phase])
  await delay(2000)

  const statuses: Record<Phase, Map<number, number>> = { ordinary: new Map(), hostile: new Map() }
  const seconds: Record<Phase, number> = { ordinary: 0, hostile: 0 }
  const perRound = Math.ceil(HOSTILE / ROUNDS)
  for (let round = 0; round < ROUNDS; round++) {
    for (const next of ['ordinary', 'hostile'] as const) {
      phase = next
      const bodies = next === 'hostile' ? hostile : ordinary
      const started = performance.now()
      await send(app.url, perRound, bodies, statuses[next])
      seconds[next] += (performance.now() - started) / 1000
    }
  }
  await probe.stop()

  const alone = latencies(times.alone)
  const calm = latencies(times.ordinary)
  const stormy = latencies(times.hostile)
  const answers = (phase: Phase) => [...statuses[phase]].map(([s, n]) => `${n} × ${s}`).join(', ')
  console.log(`${ROUNDS} rounds of ${perRound} ordinary then ${perRound} hostile requests, ${IN_FLIGHT} at a time`)
  console.log(`ordinary: ${seconds.ordinary.toFixed(1)} s, answers ${answers('ordinary')}`)
  console.log(`hostile:  ${seconds.hostile.toFixed(1)} s, answers ${answers('hostile')}`)
  console.log(`/api/health/live alone, ${alone.text}`)
  console.log(`/api/health/live during ordinary bodies, ${calm.text}`)
  console.log(`/api/health/live during hostile bodies, ${stormy.text}`)
  check(
    [...statuses.hostile.keys()].every((s) => s >= 400 && s < 500),
    'every hostile request answered 4xx',
    failures,
  )
  const bound = Math.max(calm.p95 * PROBE_FACTOR, calm.p95 + PROBE_SLACK_MS)
  check(
    stormy.p95 <= bound,
    `the probe's p95 during hostile bodies within ${PROBE_FACTOR}× (or +${PROBE_SLACK_MS} ms) of its p95 during ordinary ones: ${stormy.p95.toFixed(1)} ≤ ${bound.toFixed(1)} ms`,
    failures,
  )
  check(
    stormy.max <= Math.max(PROBE_CEILING_MS, calm.max * PROBE_FACTOR),
    `no probe during hostile bodies waited over ${PROBE_CEILING_MS} ms and ${PROBE_FACTOR}× the slowest during ordinary ones (${stormy.max.toFixed(1)} ms)`,
    failures,
  )
  check(errorLines(app.log).length === 0, 'no error lines in the log', failures)
  process.kill(app.serverPid(), 'SIGTERM')
  await app.exited
})

/** Sends `count` bodies to the routes in turn, IN_FLIGHT at a time; counts the answers by status. */
async function send(url: string, count: number, bodies: string[], statuses: Map<number, number>) {
  let next = 0
  const sender = async () => {
    while (next < count) {
      const i = next++
      const res = await fetch(`${url}${ROUTES[i % ROUTES.length]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'de' },
        body: bodies[i % bodies.length],
        // The route's own answer: the consent route redirects to a page, which would weigh on the phase.
        redirect: 'manual',
      })
      await res.arrayBuffer()
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, sender))
}
