/**
 * The highest ratio to hello world each throughput goal could reach on this machine, measured in
 * the same run (docs/performance.md "Ceilings"). On two cores shared with the load generator a
 * ratio is, in CPU per answer (server and load generator together), hello world's cost over the
 * target's. Whatever the app does, a target costs at least hello world's cost (the cheapest
 * answer the app has) plus what answering it needs beyond that, which is measured without the
 * app:
 * - moving its answer: the same bytes (headers and body as the app sent them) from a server that
 *   does nothing else (bare-server.ts), against that server's hello world;
 * - for a page rendered per request, compressing its HTML once at gzip's fastest level;
 * - for the beacon, the database's CPU for storing the event, beyond hello world's database CPU.
 * The render itself, the loaders and the app's own work are left out, so a ceiling is generous.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { constants, gzipSync } from 'node:zlib'
import type { CapturedAnswer } from './bare-server.ts'
import { ownCpuMs } from './cpu.ts'
import { type BenchRow, createBench, runTargets, type Target } from './http.ts'

/** Headers each Node server writes on its own (the bare server adds them as the app's server did). */
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** What the app answers to one request, byte for byte (the body as sent: compressed if it was), to be answered again at `barePath`. */
export function captureAnswer(
  base: string,
  {
    method = 'GET',
    path: appPath,
    headers = {},
    barePath,
  }: { method?: string; path: string; headers?: Record<string, string>; barePath: string },
): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${appPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const pairs: [string, string][] = []
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (!HOP_BY_HOP.has(res.rawHeaders[i].toLowerCase())) pairs.push([res.rawHeaders[i], res.rawHeaders[i + 1]])
        resolve({ method, path: barePath, status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks).toString('base64') })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** Starts bare-server.ts in its own process (its CPU is read like the app's) with these answers. */
export async function startBareServer(answers: CapturedAnswer[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'looktag-bare-'))
  const file = path.join(dir, 'answers.json')
  writeFileSync(file, JSON.stringify(answers))
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string]
  return {
    base: `http://127.0.0.1:${Number(line)}`,
    pid: child.pid as number,
    async stop() {
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** CPU ms of one core to gzip this HTML at the fastest level (the least any compressed fresh answer costs). */
export function fastestGzipMs(html: string, runs = 50): number {
  gzipSync(html, { level: constants.Z_BEST_SPEED }) // warm-up
  const before = ownCpuMs()
  for (let i = 0; i < runs; i++) gzipSync(html, { level: constants.Z_BEST_SPEED })
  return (ownCpuMs() - before) / runs
}

/** Server and load-generator CPU per answer: what one answer costs the two shared cores. */
export const costOf = (row: BenchRow | undefined) => (row?.['server CPU ms'] ?? Number.NaN) + (row?.['client CPU ms'] ?? Number.NaN)

const round = (n: number, digits = 3) => Number(n.toFixed(digits))

/** The ratio a target could reach at best: hello world's cost over hello world's plus the target's unavoidable extra. */
export const ceiling = (helloCost: number, extraCost: number) => helloCost / (helloCost + Math.max(0, extraCost))

/** A ratio goal of the run: its target (as measured against the app) and what answering it needs beyond moving the bytes. */
export interface CeilingGoal {
  goal: string
  min: number
  target: Target
  /** Rendered per request: its HTML must also be compressed once. */
  rendered?: boolean
  /** Stores something per request: the database's CPU beyond hello world's counts. */
  stores?: boolean
}

/**
 * Measures each goal's ceiling side by side with the app's rows of the same run (`rows`, `helloRow`
 * the hello world the ratios divide by) and prints them with the ratios measured.
 */
export async function measureCeilings(options: {
  base: string
  /** What every request of the run sent besides its target's own headers. */
  commonHeaders: Record<string, string>
  rows: BenchRow[]
  helloRow: BenchRow
  helloTarget: Target
  goals: CeilingGoal[]
  duration: number
  connections: number
}) {
  const { base, rows, helloRow, goals } = options
  const headersOf = (target: Target) => ({ ...options.commonHeaders, ...target.headers })
  const unique = 1_000_000_000 + Date.now() // a query no target has asked for
  const appPath = (target: Target, n: number) => (target.pathFor ? target.pathFor(unique + n) : target.path)
  const answers = [await captureAnswer(base, { ...options.helloTarget, headers: headersOf(options.helloTarget), barePath: '/hello' })]
  // A rendered page's HTML as the render made it (uncompressed), for what compressing it costs.
  const htmlOf = async (target: Target, n: number) => {
    const headers = { ...headersOf(target), 'accept-encoding': 'identity' }
    return Buffer.from(
      (await captureAnswer(base, { ...target, path: appPath(target, n), headers, barePath: '' })).body,
      'base64',
    ).toString()
  }
  const html: (string | null)[] = []
  for (const [i, { target, rendered }] of goals.entries()) {
    answers.push(await captureAnswer(base, { ...target, path: appPath(target, 2 * i), headers: headersOf(target), barePath: `/goal-${i}` }))
    html.push(rendered ? await htmlOf(target, 2 * i + 1) : null)
  }
  const bare = await startBareServer(answers)
  const bareRows: BenchRow[] = []
  try {
    const bench = createBench(bare.base, { serverPid: bare.pid })
    const bareTarget = (target: Target, barePath: string): Target => ({
      ...target,
      title: `bare: ${target.title}`,
      path: barePath,
      pathFor: target.pathFor ? (n) => `${barePath}${target.pathFor?.(n).slice(target.path.length) ?? ''}` : undefined,
    })
    bareRows.push(
      ...(await runTargets(
        bench,
        [bareTarget(options.helloTarget, '/hello'), ...goals.map((g, i) => bareTarget(g.target, `/goal-${i}`))],
        options.duration,
        options.connections,
      )),
    )
  } finally {
    await bare.stop()
  }
  const helloCost = costOf(helloRow)
  const bareHello = costOf(bareRows[0])
  const row = (title: string) => rows.find((r) => r.target === title)
  const database = (r: BenchRow | undefined) => r?.['database CPU ms'] ?? 0
  const table = goals.map((goal, i) => {
    const app = row(goal.target.title)
    const moving = costOf(bareRows[i + 1]) - bareHello
    const compressing = html[i] === null ? 0 : fastestGzipMs(html[i] as string)
    const storing = goal.stores ? database(app) - database(helloRow) : 0
    const unavoidable = moving + compressing + storing
    const best = ceiling(helloCost, unavoidable)
    return {
      goal: goal.goal,
      target: `≥ ${goal.min}`,
      'ratio (req/s)': round((app?.['req/s'] ?? 0) / helloRow['req/s'], 2),
      'ratio (CPU)': round(helloCost / costOf(app), 2),
      'moving ms': round(moving),
      'compressing ms': round(compressing),
      'storing ms': round(storing),
      ceiling: round(best, 2),
      'reachable here': best >= goal.min ? 'yes' : 'NO',
      // What the goal leaves for everything else an answer does (routing, hooks, loaders, render),
      // beside what the app spends on it now.
      'goal leaves ms': round(helloCost / goal.min - helloCost - unavoidable),
      'app spends ms': round(costOf(app) - helloCost - unavoidable),
    }
  })
  console.log(
    `ceilings: hello world costs ${helloCost.toFixed(3)} ms per answer (server + client), the bare server's ${bareHello.toFixed(3)} ms`,
  )
  console.table(table)
  return table
}
