/**
 * The page's own main-thread work after its first contentful paint, as CPU time: a steadier
 * companion to Lighthouse's TBT on a shared two-core machine (docs/performance.md "Lighthouse").
 * Lighthouse scales the wall time of each task it observed by 4 (its phone CPU), so a task that
 * lost the core to another process counts as blocking, and single runs of one page vary widely.
 * Here each page is loaded in Debian's Chromium at a phone's size without throttling and traced;
 * each main-thread task after the first contentful paint counts with its thread time (`tdur`, the
 * time the thread actually ran). Prints per page the medians of: CPU ms before and after the first
 * paint, and a TBT-like sum of max(0, 4 × task CPU − 50 ms), the way Lighthouse's simulation would
 * weigh the same tasks. Fresh browser context per load (a first visit). Loopback only.
 *
 *   BENCH_URL=http://localhost:3203 RUNS=8 npx tsx scripts/bench/main-thread.ts / /trends /some_creator
 *   BENCH_URL_B=http://localhost:3204 …   # a second server (another build): loads alternate between the two
 */
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { loopbackBase } from './http.ts'

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  tdur?: number
}

const servers = [process.env.BENCH_URL ?? 'http://localhost:3000', process.env.BENCH_URL_B]
  .filter((url): url is string => Boolean(url))
  .map(loopbackBase)
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/trends']
const runs = Number(process.env.RUNS ?? 5)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The first contentful paint and the main thread that painted it (a context has another renderer for its blank first page). */
function paintedThread(events: TraceEvent[]) {
  const paint = events.find((e) => e.name === 'firstContentfulPaint')
  return paint && { paint, thread: events.filter((e) => e.pid === paint.pid && e.tid === paint.tid) }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
const traceFile = path.join(tmpdir(), `main-thread-${process.pid}.json`)
const results = new Map<string, { before: number; after: number; blocking: number }[]>()
try {
  for (let run = 0; run < runs; run++)
    for (const page of pages)
      for (const server of servers) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        })
        const tab = await context.newPage()
        await browser.startTracing(tab, {
          path: traceFile,
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
        })
        await tab.goto(`${server}${page}`, { waitUntil: 'load' })
        // Hydration and the work after the load event (public pages start their scripts then).
        await tab.waitForTimeout(3000)
        await browser.stopTracing()
        await context.close()
        const painted = paintedThread(JSON.parse(readFileSync(traceFile, 'utf8')).traceEvents as TraceEvent[])
        if (!painted) continue // no first contentful paint in the trace: the run is left out (`runs`)
        const { paint, thread } = painted
        const tasks = thread.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tdur !== undefined)
        const cpu = (list: TraceEvent[]) => list.reduce((sum, task) => sum + (task.tdur ?? 0) / 1000, 0)
        const later = tasks.filter((task) => task.ts >= paint.ts)
        const row = {
          before: cpu(tasks.filter((task) => task.ts < paint.ts)),
          after: cpu(later),
          blocking: later.reduce((sum, task) => sum + Math.max(0, (4 * (task.tdur ?? 0)) / 1000 - 50), 0),
        }
        const key = `${server}${page}`
        results.set(key, [...(results.get(key) ?? []), row])
      }
} finally {
  await browser.close()
  rmSync(traceFile, { force: true })
}

const table = [...results]
  .sort(([a], [b]) => new URL(a).pathname.localeCompare(new URL(b).pathname) || a.localeCompare(b))
  .map(([page, rows]) => ({
    page,
    runs: rows.length,
    'CPU ms before FCP': Math.round(median(rows.map((r) => r.before))),
    'CPU ms after FCP': Math.round(median(rows.map((r) => r.after))),
    'TBT-like ms (4×)': Math.round(median(rows.map((r) => r.blocking))),
    'each run': rows.map((r) => Math.round(r.blocking)).join(' '),
  }))
console.table(table)
