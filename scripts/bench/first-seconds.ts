/**
 * The first seconds after a start (issue #39): starts the production build on a data dir where the
 * 60-image creator exists (seeding it first in a run of its own), and from the moment the app
 * answers, 20 connections ask for the creator page for 3 s, each asking again as soon as answered.
 * With every cache empty, the first 20 requests arrive together. Prints the answers' p50, p99 and
 * slowest time and how many were rendered (`x-html-cache: miss`). Loopback only, bounded.
 *
 *   npx tsx scripts/bench/first-seconds.ts
 *   FIRST_PORT (3492), FIRST_PG_PORT (5692), FIRST_DATA_DIR (.tmp/first-seconds), CONN (20), SECONDS (3)
 */
import { loadavg } from 'node:os'
import { startApp, stopAll, waitFor } from './bench-server.ts'
import { createBench, USERNAME } from './http.ts'

const port = Number(process.env.FIRST_PORT ?? 3492)
const pgPort = Number(process.env.FIRST_PG_PORT ?? 5692)
const dataDir = process.env.FIRST_DATA_DIR ?? '.tmp/first-seconds'
const connections = Number(process.env.CONN ?? 20)
const seconds = Number(process.env.SECONDS ?? 3)
const base = `http://127.0.0.1:${port}`

try {
  startApp({ port, pgPort, dataDir })
  await waitFor(`${base}/api/health/live`)
  await createBench(base).ensureCreator()
  await stopAll()

  startApp({ port, pgPort, dataDir })
  // Asked every 5 ms, so the load starts within moments of the first answer.
  for (;;) {
    const up = await fetch(`${base}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  const end = performance.now() + seconds * 1000
  const times: number[] = []
  let rendered = 0
  let bad = 0
  const headers = { cookie: 'cookie_consent=1', 'accept-encoding': 'gzip, deflate, br' }
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const start = performance.now()
        const res = await fetch(`${base}/${USERNAME}`, { headers })
        await res.arrayBuffer()
        times.push(performance.now() - start)
        if (res.status !== 200) bad++
        if (res.headers.get('x-html-cache') === 'miss') rendered++
      }
    }),
  )
  times.sort((a, b) => a - b)
  const at = (p: number) => (times[Math.min(times.length - 1, Math.floor(times.length * p))] as number).toFixed(1)
  console.log(
    `first ${seconds} s after the start, ${connections} connections on /${USERNAME}: ${times.length} answers (${bad} not 200), ` +
      `${rendered} rendered; p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, slowest ${at(1)} ms; load average ${loadavg()[0].toFixed(1)}`,
  )
} finally {
  await stopAll()
}
