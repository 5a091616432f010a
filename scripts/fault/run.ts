/**
 * The fault scripts one after another, as `npm test` runs them after the build (`npm run test:fault`):
 * each in its own process with the same FAULT_PORT, FAULT_PG_PORT and a data folder of its own under
 * FAULT_DATA_ROOT, bounded by its time limit (then its whole process group is killed and the app it
 * started stopped). Prints each script's output and a summary; exits non-zero when any script failed.
 *   FAULT_PORT=3430 FAULT_PG_PORT=5630 npx tsx scripts/fault/run.ts [name…]
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { postgresRunning } from './app-process.ts'

interface FaultScript {
  name: string
  /** Environment of this script's run (smaller samples than a manual run). */
  env?: Record<string, string>
  limitSeconds: number
}

// Every fault script that runs in CI, in order. A new script is one more line here; its limit is
// about twice what it took on a 2-core machine under a load of 20.
const SCRIPTS: FaultScript[] = [
  { name: 'shutdown', limitSeconds: 300 },
  { name: 'crash', limitSeconds: 240 },
  { name: 'hostile-json', limitSeconds: 180 },
  { name: 'fuzz', env: { FUZZ_REQUESTS: '600' }, limitSeconds: 300 },
  { name: 'follower-digest-crash', limitSeconds: 300 },
  { name: 'link-page-reading', limitSeconds: 180 },
  { name: 'releases', limitSeconds: 600 },
]

const port = process.env.FAULT_PORT ?? '3430'
const pgPort = process.env.FAULT_PG_PORT ?? '5630'
const root = process.env.FAULT_DATA_ROOT ?? '.tmp/fault'
const only = process.argv.slice(2)
const chosen = only.length ? SCRIPTS.filter((script) => only.includes(script.name)) : SCRIPTS

let current: number | undefined
let interrupted = false
// Ctrl+C or a kill reaches the runner only (each script has its own group): pass it on, so the
// script stops what it started, then stop.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true
    kill(current, 'SIGTERM')
    setTimeout(() => process.exit(130), 15_000).unref()
  })
}

const results: { name: string; ok: boolean; seconds: number; note: string }[] = []
for (const script of chosen) {
  if (interrupted) break
  console.log(`\n━━ ${script.name} ━━`)
  const dataDir = path.join(root, script.name)
  const started = performance.now()
  const outcome = await run(script, dataDir)
  const seconds = (performance.now() - started) / 1000
  // A script that was killed could not stop what it started: its PostgreSQL would hold the port.
  const leftover = postgresRunning(path.resolve(dataDir))
  if (leftover) process.kill(leftover, 'SIGINT')
  results.push({
    name: script.name,
    ok: outcome === 0,
    seconds,
    note: outcome === 'timeout' ? `over ${script.limitSeconds} s` : `exit ${outcome}`,
  })
}

console.log('\nfault scripts:')
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(24)} ${r.seconds.toFixed(0).padStart(4)} s  ${r.note}`)
const total = results.reduce((sum, r) => sum + r.seconds, 0)
console.log(`${results.filter((r) => r.ok).length} of ${results.length} passed in ${total.toFixed(0)} s`)
process.exit(!interrupted && results.every((r) => r.ok) ? 0 : 1)

function run(script: FaultScript, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts/fault', `${script.name}.ts`)], {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, FAULT_PORT: port, FAULT_PG_PORT: pgPort, FAULT_DATA_DIR: dataDir, ...script.env },
  })
  current = child.pid
  return new Promise<number | 'timeout'>((resolve) => {
    let timedOut = false
    const limit = setTimeout(() => {
      timedOut = true
      // SIGTERM first: the script's handler stops the app and PostgreSQL it started.
      kill(child.pid, 'SIGTERM')
      setTimeout(() => kill(child.pid, 'SIGKILL'), 15_000).unref()
    }, script.limitSeconds * 1000)
    child.once('exit', (code) => {
      clearTimeout(limit)
      current = undefined
      resolve(timedOut ? 'timeout' : (code ?? 1))
    })
  })
}

function kill(pid: number | undefined, signal: NodeJS.Signals) {
  try {
    if (pid) process.kill(-pid, signal)
  } catch {
    // Already gone.
  }
}
