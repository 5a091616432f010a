import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { multipart } from '../../tests/fixtures/multipart.ts'
import { SERVER_ENTRY, SERVER_NODE_FLAGS, serverMallocEnv } from '../server-bundle.ts'

/**
 * The app (the compiled bundle, or server/main.ts through tsx's loader), in its own process group like a
 * terminal's foreground job, on loopback only, with its own DATA_DIR and embedded PostgreSQL port.
 * Used by the fault scripts and the upload memory benchmark.
 */
export interface AppProcess {
  url: string
  dataDir: string
  child: ChildProcess
  /** Every line the app logged (JSON). */
  log: string[]
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** The node process that serves, for RSS and kill -9. */
  serverPid(): number
}

export const ADMIN = { email: 'fault-admin@looktag.test', password: 'fault-Admin-Passw0rd!' }

/** Every app this script started: stopped on any way out (stopAll, runFault, a signal, exit). */
const started = new Set<AppProcess>()

/**
 * Stops what an app left behind: its process group (SIGKILL; a script that stops an app on purpose
 * has waited for it already) and the embedded PostgreSQL serving its DATA_DIR, which runs in its own
 * group and outlives a killed app (fast shutdown, SIGKILL after 10 s).
 */
export async function stopApp(app: AppProcess) {
  started.delete(app)
  killGroup(app)
  const pid = postgresRunning(app.dataDir)
  if (!pid) return
  signal(pid, 'SIGINT')
  const deadline = Date.now() + 10_000
  while (postgresRunning(app.dataDir) && Date.now() < deadline) await delay(100)
  if (postgresRunning(app.dataDir)) signal(pid, 'SIGKILL')
}

export async function stopAll() {
  await Promise.all([...started].map(stopApp))
}

function killGroup(app: AppProcess) {
  if (app.child.exitCode === null && app.child.signalCode === null) signal(-(app.child.pid as number), 'SIGKILL')
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name)
  } catch {
    // Already gone.
  }
}

let guarded = false
/** Ctrl+C, a kill or an uncaught error in the script still stops the apps it started. */
function guardExit() {
  if (guarded) return
  guarded = true
  for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(name, () => {
      console.error(`${name}: stopping the apps this script started`)
      void stopAll().finally(() => process.exit(130))
    })
  }
  // Last resort when the script exits without awaiting stopAll: no waiting possible, so SIGKILL
  // the groups and ask PostgreSQL for an immediate shutdown.
  process.once('exit', () => {
    for (const app of started) {
      killGroup(app)
      const pid = postgresRunning(app.dataDir)
      if (pid) signal(pid, 'SIGQUIT')
    }
  })
}

/**
 * Runs a fault script's checks: an exception counts as a failure, every app it started is stopped
 * however it ends, and the exit code says PASS (0) or FAIL (1).
 */
export async function runFault(main: (failures: string[]) => Promise<void>): Promise<never> {
  guardExit()
  const failures: string[] = []
  try {
    await main(failures)
  } catch (error) {
    check(false, `the run ended with an exception: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, failures)
  } finally {
    await stopAll()
  }
  console.log(failures.length === 0 ? '\nPASS' : `\nFAIL (${failures.length})`)
  process.exit(failures.length === 0 ? 0 : 1)
}

export async function startApp(options: { port: number; pgPort: number; dataDir: string; fresh?: boolean; env?: Record<string, string> }) {
  guardExit()
  const dataDir = path.resolve(options.dataDir)
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true })
  const url = `http://127.0.0.1:${options.port}`
  // The built web app when there is one (`npm run build`); the API alone is enough for uploads.
  const webMode = process.env.WEB_MODE ?? (existsSync('build/current/server') ? 'build' : 'none')
  // One node process running what `npm start` runs: the compiled bundle when built, else the source
  // through tsx's loader. The tsx CLI wrapper (FAULT_RUNNER=tsx) passes a Ctrl+C on to its child
  // and SIGKILLs it when the child does not confirm within 30 ms, which a busy server can miss.
  const wrapped = process.env.FAULT_RUNNER === 'tsx'
  const command = wrapped
    ? [path.resolve('node_modules/.bin/tsx'), 'server/main.ts']
    : existsSync(SERVER_ENTRY)
      ? [process.execPath, ...SERVER_NODE_FLAGS, SERVER_ENTRY]
      : [process.execPath, '--import', 'tsx', 'server/main.ts']
  const child = spawn(command[0] as string, command.slice(1), {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      ...serverMallocEnv(),
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(options.pgPort),
      WEB_MODE: webMode,
      DEMO_CONTENT: 'false',
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...options.env,
    },
  })
  const log: string[] = []
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream?.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      log.push(...lines)
    })
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const app: AppProcess = {
    url,
    dataDir,
    child,
    log,
    exited,
    serverPid: () =>
      wrapped
        ? Number(readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/)[0])
        : (child.pid as number),
  }
  started.add(app)
  const deadline = Date.now() + 120_000
  while (!(await healthy(url))) {
    if (child.exitCode !== null) throw new Error(`the app exited while starting:\n${log.slice(-20).join('\n')}`)
    if (Date.now() > deadline) throw new Error('the app did not start in 120 s')
    await delay(250)
  }
  return app
}

async function healthy(url: string) {
  try {
    return (await fetch(`${url}/api/health`)).ok
  } catch {
    return false
  }
}

/** Signs the initial admin in; the cookie header for uploads. */
export async function signIn(url: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`)
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('looktag_session='))
  return (cookie ?? '').split(';')[0]
}

/**
 * One image upload over its own connection. `chunkDelayMs` sends the body in 64 KiB pieces with a
 * pause between them (a slow phone connection), so the request is still in flight when a signal
 * arrives. `onStarted` fires once the first bytes of the body are on the wire, `onBodySent` after the
 * last. `expectContinue`
 * sends `Expect: 100-continue` and holds the body until the server answers 100 Continue, which
 * Node's HTTP server does once it has read the request's headers and hands it to the app: then
 * `onStarted` means the server is handling the request.
 */
export function upload(
  url: string,
  cookie: string,
  image: Buffer,
  options: { chunkDelayMs?: number; onStarted?: () => void; onBodySent?: () => void; expectContinue?: boolean } = {},
) {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
  const body = multipart(
    { category: 'clothes', expiry_date: tomorrow, description: 'Fault run', discount: '' },
    { field: 'image', name: 'photo.png', data: image, type: 'image/png' },
  )
  return new Promise<{ status: number; body: string }>((resolve) => {
    const req = http.request(`${url}/api/images/upload`, {
      method: 'POST',
      agent: false,
      headers: {
        ...body.headers,
        'content-length': body.payload.length,
        cookie,
        ...(options.expectContinue ? { expect: '100-continue' } : {}),
      },
    })
    const continued = options.expectContinue ? new Promise((r) => req.once('continue', r)) : undefined
    req.on('response', (res) => {
      let text = ''
      res.on('data', (chunk) => {
        text += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', (error) => resolve({ status: 0, body: String(error) }))
    void (async () => {
      if (continued) {
        req.flushHeaders()
        await continued
      }
      const size = 64 * 1024
      for (let at = 0; at < body.payload.length; at += size) {
        if (!req.write(body.payload.subarray(at, at + size))) await new Promise((r) => req.once('drain', r))
        if (at === 0) options.onStarted?.()
        if (options.chunkDelayMs) await delay(options.chunkDelayMs)
      }
      req.end()
      options.onBodySent?.()
    })()
  })
}

/** Whether a PostgreSQL still serves this data directory (postmaster.pid names a live process). */
export function postgresRunning(dataDir: string) {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])
    process.kill(pid, 0)
    return pid
  } catch {
    return undefined
  }
}

/** Log lines at error level or worse (pino: 50 error, 60 fatal). */
export function errorLines(log: string[]) {
  return log.filter((line) => {
    try {
      return (JSON.parse(line) as { level?: number }).level! >= 50
    } catch {
      return false
    }
  })
}

export function check(ok: boolean, message: string, failures: string[]) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`)
  if (!ok) failures.push(message)
}
