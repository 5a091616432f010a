/**
 * `npm run bench:peer` (the first part of `npm run bench`): server CPU per answer side by side
 * with a peer, littlelink-server (../shared/peers/littlelink), measured by
 * ../shared/bench/cpu-side-by-side.py (wrk, alternating targets, median of 3 rounds; issue #39).
 * Starts the production build and the peer, seeds the 60-image creator, prints each row as its
 * ratio to the peer's page with PASS/FAIL against the goal. Loopback only, bounded.
 *
 *   BENCH_PORT (3490), BENCH_PG_PORT (5690), BENCH_DATA_DIR (.tmp/bench-data); the peer answers on 3300;
 *   DUR seconds per target and round (5), ROUNDS (3), CONN (20) go to the tool.
 */
import { execFileSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { PEER_PORT, postmasterPid, SIDE_BY_SIDE_TOOL, startApp, startPeer, stopAll, waitFor } from './bench-server.ts'
import { createBench, USERNAME } from './http.ts'

const port = Number(process.env.BENCH_PORT ?? 3490)
const pgPort = Number(process.env.BENCH_PG_PORT ?? 5690)
const dataDir = process.env.BENCH_DATA_DIR ?? '.tmp/bench-data'

/** The issue's rows: the most server CPU per answer each may cost, as a multiple of the peer's page. */
const GOALS: { name: string; title: string; goal: number; p99?: number }[] = [
  { name: 'creator', title: '`/{username}` rendered (new URL each time)', goal: 2 },
  { name: 'about', title: '`/about` rendered', goal: 1 },
  { name: 'trends', title: '`/trends` rendered', goal: 3 },
  { name: 'cache', title: '`/{username}` from the HTML cache', goal: 0.03 },
  { name: 'json', title: '`GET /api/public/{username}`', goal: 0.02 },
  { name: 'beacon', title: 'click beacon, a new visitor each time', goal: 0.05, p99: 20 },
]

try {
  const app = startApp({ port, pgPort, dataDir })
  const peer = startPeer()
  const base = `http://127.0.0.1:${port}`
  await waitFor(`${base}/api/health/live`)
  await waitFor(`http://127.0.0.1:${PEER_PORT}/`)
  const ids = await createBench(base).ensureCreator()
  const pids = `${app.pid},${postmasterPid(dataDir)}`
  const consent = 'COOKIE=cookie_consent=1'
  const targets = [
    `littlelink|http://127.0.0.1:${PEER_PORT}/|${peer.pid}|`,
    `creator|${base}/${USERNAME}|${pids}|${consent},VARY=query,PREFIX=?search=linen&visit=`,
    `about|${base}/about|${pids}|${consent},VARY=query,PREFIX=?visit=`,
    `trends|${base}/trends|${pids}|${consent},VARY=query,PREFIX=?visit=`,
    `cache|${base}/${USERNAME}|${pids}|${consent}`,
    `json|${base}/api/public/${USERNAME}|${pids}|`,
    `beacon|${base}/api/public/click/${ids[1] ?? ids[0]}|${pids}|METHOD=POST,VARY=ua`,
  ]
  const output = execFileSync('python3', [SIDE_BY_SIDE_TOOL, ...targets], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  process.stdout.write(output)
  const line = output.split('\n').find((l) => l.startsWith('JSON '))
  if (!line) throw new Error('the tool printed no JSON line')
  const results = JSON.parse(line.slice(5)) as Record<string, { rps: number; p99: number; cpu_ms: number; bad: number }>
  const peerCpu = results.littlelink.cpu_ms
  console.log(
    `\nload average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  console.log(`| target | server CPU per answer | ÷ littlelink's page | goal | result |`)
  console.log(`|---|---|---|---|---|`)
  console.log(`| littlelink-server's page | ${peerCpu.toFixed(3)} ms | 1 | — | — |`)
  for (const { name, title, goal, p99 } of GOALS) {
    const r = results[name]
    const ratio = r.cpu_ms / peerCpu
    const pass = ratio <= goal && (p99 === undefined || r.p99 <= p99) && r.bad === 0
    const extra = p99 === undefined ? '' : `, p99 ${r.p99} ms`
    const bad = r.bad ? `, ${r.bad} bad` : ''
    console.log(
      `| ${title} | ${r.cpu_ms.toFixed(3)} ms${extra}${bad} | ${ratio.toFixed(3)} | ≤ ${goal}${p99 ? `, p99 ≤ ${p99} ms` : ''} | ${pass ? 'PASS' : 'FAIL'} |`,
    )
  }
} finally {
  // Stopped before `npm run bench` goes on to start the app again on the same port and data.
  await stopAll()
}
