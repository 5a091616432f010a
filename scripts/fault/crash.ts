/**
 * kill -9 during uploads (issue #18, outcome 2). Starts the app (scripts/fault/app-process.ts),
 * begins several uploads, kills the whole process group with SIGKILL mid-flight (the embedded
 * PostgreSQL runs in its own group, so it survives like after an OOM kill), then checks:
 * - no half-written file is under uploads/ (temp files live in DATA_DIR/tmp) and none is served;
 * - the next start finds the PostgreSQL left running, restarts it and owns it: it comes up, takes
 *   uploads, and a SIGTERM afterwards exits 0 with the database stopped.
 * Files of the killed uploads that have no row are the hourly sweep's (images.sweep-orphans).
 *   FAULT_PORT=3431 FAULT_PG_PORT=5631 FAULT_DATA_DIR=.tmp/fault-crash npx tsx scripts/fault/crash.ts
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { check, errorLines, postgresRunning, runFault, signIn, startApp, upload } from './app-process.ts'

const PORT = Number(process.env.FAULT_PORT ?? 3431)
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 5631)
const DATA_DIR = process.env.FAULT_DATA_DIR ?? '.tmp/fault-crash'
const UPLOADS = Number(process.env.FAULT_UPLOADS ?? 8)

const image = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#a3a' } })
  .png()
  .toBuffer()
await runFault(async (failures) => {
  const first = await startApp({ port: PORT, pgPort: PG_PORT, dataDir: DATA_DIR, fresh: true, env: { IMAGE_QUEUE: String(UPLOADS) } })
  const cookie = await signIn(first.url)
  const done = await Promise.all(Array.from({ length: 2 }, () => upload(first.url, cookie, image)))
  check(
    done.every((r) => r.status === 201),
    'uploads before the crash are stored',
    failures,
  )
  let started = 0
  const inFlight = Array.from({ length: UPLOADS }, () =>
    upload(first.url, cookie, image, {
      onStarted: () => {
        if (++started === UPLOADS) setImmediate(() => process.kill(-(first.child.pid as number), 'SIGKILL'))
      },
    }),
  )
  await Promise.all(inFlight)
  await first.exited
  const leftover = postgresRunning(first.dataDir)
  console.log(`killed with ${UPLOADS} uploads in flight; PostgreSQL left running: ${leftover ? `yes (pid ${leftover})` : 'no'}`)

  const uploadsDir = path.join(first.dataDir, 'uploads')
  const files = readdirSync(uploadsDir, { recursive: true }).map(String)
  check(!files.some((f) => f.endsWith('.tmp')), 'no temp file under uploads/', failures)

  const second = await startApp({ port: PORT, pgPort: PG_PORT, dataDir: DATA_DIR })
  check(
    !leftover || second.log.some((l) => l.includes('left running by a process that ended')),
    'the next start restarted the PostgreSQL left running',
    failures,
  )
  const again = await upload(second.url, await signIn(second.url), image)
  check(again.status === 201, 'the restarted app takes uploads', failures)
  const tmpUrl = `${second.url}/uploads/images/x/w320.webp.1234.tmp`
  check((await fetch(tmpUrl)).status === 404, 'a .tmp path under /uploads is not served', failures)
  process.kill(second.serverPid(), 'SIGTERM')
  const { code } = await second.exited
  check(code === 0, `a SIGTERM afterwards exits 0 (code ${code})`, failures)
  check(postgresRunning(second.dataDir) === undefined, 'and stops the PostgreSQL it took over', failures)
  check(errorLines(second.log).length === 0, 'no error-level log lines after the restart', failures)
})
