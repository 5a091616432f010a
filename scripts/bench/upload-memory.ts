/**
 * Upload memory (issue #18, outcome 3): starts the app (scripts/fault/app-process.ts, loopback,
 * its own DATA_DIR and PostgreSQL port, MALLOC_ARENA_MAX=2 like `npm start`), signs in and fires
 * N concurrent 40 MP PNG uploads, sampling the server process's RSS every 50 ms (and the kernel's
 * high-water mark, VmHWM). Prints the answers (201 stored, 503 busy), peak RSS and PASS/FAIL
 * against the budget. PostgreSQL runs in its own process and is not counted.
 *
 *   npx tsx scripts/bench/upload-memory.ts                      # N=12, budget 500 MB
 *   N=16 IMAGE_WORKERS=64 IMAGE_QUEUE=1000 npx tsx scripts/bench/upload-memory.ts   # no bound, for comparison
 */
import sharp from 'sharp'
import { signIn, startApp, upload } from '../fault/app-process.ts'
import { sampleServerRss } from './server-rss.ts'

const N = Number(process.env.N ?? 12)
const BUDGET_MB = Number(process.env.BUDGET_MB ?? 500)
const PORT = Number(process.env.BENCH_PORT ?? 3432)
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5632)
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.tmp/bench-upload-memory'

// 8000 × 5000 = 40 MP (the upload limit); a gradient with some texture so PNG stays a few MB.
const width = 8000
const height = 5000
const image = await sharp({ create: { width, height, channels: 3, background: '#c08080' } })
  .composite([
    {
      input: { create: { width: 400, height: 250, channels: 3, background: '#203040', noise: { type: 'gaussian', mean: 100, sigma: 40 } } },
      tile: true,
      blend: 'overlay',
    },
  ])
  .png({ compressionLevel: 6 })
  .toBuffer()

const passthrough = Object.fromEntries(
  ['IMAGE_WORKERS', 'IMAGE_QUEUE'].flatMap((k) => (process.env[k] ? [[k, process.env[k] as string]] : [])),
)
const app = await startApp({ port: PORT, pgPort: PG_PORT, dataDir: DATA_DIR, fresh: true, env: passthrough })
try {
  const cookie = await signIn(app.url)
  const rss = sampleServerRss(app.serverPid())
  const idle = rss.idle
  const started = performance.now()
  const results = await Promise.all(Array.from({ length: N }, () => upload(app.url, cookie, image)))
  const seconds = (performance.now() - started) / 1000
  const { peak, hwm } = await rss.stop()
  const after = rss.now()
  const count = (status: number) => results.filter((r) => r.status === status).length
  const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`
  const other = results.filter((r) => r.status !== 201 && r.status !== 503).map((r) => `${r.status} ${r.body.slice(0, 120)}`)
  const worst = Math.max(peak, hwm)
  console.log(`${N} concurrent uploads of a ${width}×${height} PNG (${(image.length / 1e6).toFixed(1)} MB) in ${seconds.toFixed(1)} s`)
  console.log(`stored (201): ${count(201)}, busy (503): ${count(503)}${other.length ? `, other: ${other.join('; ')}` : ''}`)
  console.log(`RSS idle ${mb(idle)}, peak ${mb(peak)} (high-water ${mb(hwm)}), after ${mb(after)}`)
  console.log(`${worst <= BUDGET_MB * 1e6 && other.length === 0 ? 'PASS' : 'FAIL'}: peak ${mb(worst)} against a budget of ${BUDGET_MB} MB`)
  process.exitCode = worst <= BUDGET_MB * 1e6 && other.length === 0 ? 0 : 1
} finally {
  process.kill(app.serverPid(), 'SIGTERM')
  await app.exited
}
