/**
 * Graceful shutdown with uploads in flight (issue #18, outcome 1). Starts the app (scripts/fault/
 * app-process.ts), begins several slow multipart uploads of a few MB, then
 *   1. sends SIGTERM to the node process (what a service manager or `docker stop` does), and
 *   2. sends SIGINT to the whole process group (Ctrl+C in a terminal; PostgreSQL must not get it),
 * and checks: every upload got 201, the process exited 0, the embedded PostgreSQL is stopped and
 * nothing was logged at error level. Loopback only; ports and folder can be chosen:
 *   FAULT_PORT=3430 FAULT_PG_PORT=5630 FAULT_DATA_DIR=.tmp/fault-shutdown npx tsx scripts/fault/shutdown.ts
 */
import { setTimeout as delay } from 'node:timers/promises'
import sharp from 'sharp'
import { type AppProcess, check, errorLines, postgresRunning, runFault, signIn, startApp, upload } from './app-process.ts'

const PORT = Number(process.env.FAULT_PORT ?? 3430)
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 5630)
const DATA_DIR = process.env.FAULT_DATA_DIR ?? '.tmp/fault-shutdown'
const UPLOADS = Number(process.env.FAULT_UPLOADS ?? 4)

// ~1.5 MB: an uncompressed PNG, about two seconds on the wire at the pace below, of one colour, so
// the uploads' image work stays far inside the server's 20 s drain limit on a busy machine.
const image = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#a3a' } })
  .png({ compressionLevel: 0 })
  .toBuffer()
await runFault(async (failures) => {
  for (const scenario of ['SIGTERM to the node process', 'SIGINT to the process group (Ctrl+C)'] as const) {
    console.log(`\n${scenario}: ${UPLOADS} uploads of ${(image.length / 1e6).toFixed(1)} MB in flight`)
    // Room for every upload in the image work's queue: this is about shutdown, not about "busy".
    const env = { IMAGE_QUEUE: String(UPLOADS) }
    const app = await startApp({ port: PORT, pgPort: PG_PORT, dataDir: DATA_DIR, fresh: scenario.startsWith('SIGTERM'), env })
    const cookie = await signIn(app.url)
    // In flight = the server has read the request's headers and handed it to the app (it answered
    // 100 Continue) while the body is still arriving; a connection it has not read yet would be refused.
    let handling = 0
    let bodiesSent = 0
    const results = Array.from({ length: UPLOADS }, () =>
      upload(app.url, cookie, image, {
        chunkDelayMs: 80,
        expectContinue: true,
        onStarted: () => handling++,
        onBodySent: () => bodiesSent++,
      }),
    )
    await until(() => handling === UPLOADS)
    sendSignal(app, scenario)
    check(bodiesSent === 0, `every body was still arriving at the signal (${bodiesSent} complete)`, failures)
    const answers = await Promise.all(results)
    const statuses = answers.map((r) => r.status)
    if (process.env.FAULT_VERBOSE) console.log(answers.map((r) => r.body.slice(0, 200)).join('\n'))
    // A request that reaches a closing server gets 503; every one already in flight must finish.
    const { code, signal } = await app.exited
    check(
      statuses.every((s) => s === 201),
      `every upload in flight finished: ${statuses.join(' ')}`,
      failures,
    )
    check(code === 0, `the app exited 0 (code ${code}, signal ${signal})`, failures)
    check(postgresRunning(app.dataDir) === undefined, 'the embedded PostgreSQL is stopped', failures)
    if (process.env.FAULT_VERBOSE)
      console.log(
        app.log
          .filter((l) => !l.includes('request'))
          .slice(-15)
          .join('\n'),
      )
    const errors = errorLines(app.log)
    check(errors.length === 0, `no error-level log lines${errors.length ? `:\n${errors.slice(0, 5).join('\n')}` : ''}`, failures)
  }
})

async function until(condition: () => boolean) {
  const deadline = Date.now() + 60_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the server never answered 100 Continue to every upload')
    await delay(20)
  }
}

function sendSignal(app: AppProcess, scenario: string) {
  if (scenario.startsWith('SIGTERM')) process.kill(app.serverPid(), 'SIGTERM')
  else process.kill(-(app.child.pid as number), 'SIGINT')
}
