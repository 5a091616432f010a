/**
 * The link checker's page reading (issue #48): each hostile page of tests/fixtures/hostile-pages.ts
 * (512 KB: floods of `<a`, `<meta `, `<!--`, `<script `, a JSON-LD block 250,000 deep, and more
 * shapes worth watching) read RUNS times by readPage in this thread, then RUNS times through the
 * page reader's worker thread, as the checker reads it. Prints per page the median CPU and wall
 * time of a read and the thread's round trip; fails (exit 1) when a median read takes 100 ms of
 * CPU or more. CPU time, because on a shared machine a read's wall time includes other processes'
 * turns (both are printed). docs/performance.md "Link checker's page reading" has the figures.
 *
 *   npx tsx scripts/bench/page-signals.ts
 *   BYTES=131072 RUNS=9 npx tsx scripts/bench/page-signals.ts
 */
import { createPageReader } from '../../server/modules/link-health/checker/page-reader.ts'
import { readPage } from '../../server/modules/link-health/checker/page-signals.ts'
import { hostilePages, otherHostilePages, PAGE_BYTES } from '../../tests/fixtures/hostile-pages.ts'

const BYTES = Number(process.env.BYTES ?? PAGE_BYTES)
const RUNS = Number(process.env.RUNS ?? 5)
const GOAL_MS = 100

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const reader = createPageReader()
const failures: string[] = []
console.log(
  `page                     KB   CPU ms  wall ms  thread ms  (medians of ${RUNS}: a read here, a round trip to the reader thread)`,
)
try {
  await reader.read('<p>warm-up</p>', 60_000)
  for (const [name, html] of Object.entries({ ...hostilePages(BYTES), ...otherHostilePages(BYTES) })) {
    readPage(html)
    const cpu: number[] = []
    const wall: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const [c, w] = [cpuMs(), performance.now()]
      readPage(html)
      wall.push(performance.now() - w)
      cpu.push(cpuMs() - c)
    }
    const trips: number[] = []
    let reading = await reader.read(html, 10_000)
    for (let run = 0; run < RUNS && reading.ok; run++) {
      const start = performance.now()
      reading = await reader.read(html, 10_000)
      trips.push(performance.now() - start)
    }
    const thread = trips.length ? median(trips) : Number.NaN
    const ok = median(cpu) < GOAL_MS && reading.ok
    if (!ok) failures.push(name)
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(20)} ${String(Math.round(html.length / 1024)).padStart(4)} ${median(cpu).toFixed(1).padStart(8)} ${median(wall).toFixed(1).padStart(8)} ${thread.toFixed(1).padStart(10)}${reading.ok ? '' : ` (${reading.failure})`}`,
    )
  }
} finally {
  await reader.close()
}
console.log(failures.length ? `FAIL: ${failures.join(', ')} took ${GOAL_MS} ms or more` : `PASS: every page read in under ${GOAL_MS} ms`)
process.exitCode = failures.length ? 1 : 0
