/**
 * One batch of N photos (issue #52, "Many photos at once"): starts the app as upload-memory.ts
 * does (scripts/fault/app-process.ts, MALLOC_ARENA_MAX=2, its own DATA_DIR and PostgreSQL port),
 * signs in and sends N phone photos the way the dashboard does (web/features/images/use-upload-queue.ts):
 * each its own request as a draft, BATCH_CONCURRENCY at a time, a 503 waited out per Retry-After
 * and sent again. Prints the batch's time, each photo's, the busy answers and the server's peak RSS
 * (sampled every 50 ms, and the kernel's high-water mark) against the upload-storm budget.
 *
 *   npx tsx scripts/bench/batch-upload.ts                     # N=20 12 MP JPEGs, concurrency 2, budget 500 MB
 *   N=20 MP=40 CONCURRENCY=20 npx tsx scripts/bench/batch-upload.ts   # all at once, 40 MP, for comparison
 */
import { setTimeout as delay } from 'node:timers/promises'
import { BATCH_CONCURRENCY } from '../../web/features/images/use-upload-queue.ts'
import { signIn, startApp } from '../fault/app-process.ts'
import { phonePhoto, phonePhotoSize } from './phone-photo.ts'
import { sampleServerRss } from './server-rss.ts'

const N = Number(process.env.N ?? 20)
const MP = Number(process.env.MP ?? 12)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? BATCH_CONCURRENCY)
const BUDGET_MB = Number(process.env.BUDGET_MB ?? 500)
const PORT = Number(process.env.BENCH_PORT ?? 3433)
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5633)
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.tmp/bench-batch-upload'

const { width, height } = phonePhotoSize(MP)
const photos = await Promise.all(Array.from({ length: N }, (_, n) => phonePhoto(n, MP)))
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

/** One photo as the dashboard sends it: a draft, sent again after Retry-After while the server is busy. */
async function send(url: string, cookie: string, data: Buffer, busy: { count: number }) {
  const started = performance.now()
  for (;;) {
    const form = new FormData()
    for (const [k, v] of Object.entries({ category: 'clothes', expiry_date: tomorrow, disclosure: 'none', draft: 'true' }))
      form.append(k, v)
    form.append('image', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg')
    const res = await fetch(`${url}/api/images/upload`, { method: 'POST', body: form, headers: { cookie, origin: url } })
    await res.arrayBuffer()
    if (res.status !== 503) return { status: res.status, seconds: (performance.now() - started) / 1000 }
    busy.count++
    await delay(Math.min(Math.max(Number(res.headers.get('retry-after')) || 1, 1), 30) * 1000)
  }
}

const app = await startApp({ port: PORT, pgPort: PG_PORT, dataDir: DATA_DIR, fresh: true })
try {
  const cookie = await signIn(app.url)
  const rss = sampleServerRss(app.serverPid())
  const idle = rss.idle
  const busy = { count: 0 }
  const results: { status: number; seconds: number }[] = []
  const queue = [...photos]
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) results.push(await send(app.url, cookie, next, busy))
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const { peak, hwm } = await rss.stop()
  const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`
  const times = results.map((r) => r.seconds).sort((a, b) => a - b)
  const stored = results.filter((r) => r.status === 201).length
  const worst = Math.max(peak, hwm)
  const size = photos.reduce((sum, p) => sum + p.length, 0) / N / 1e6
  console.log(`${N} photos of ${width}×${height} (${MP} MP JPEG, ${size.toFixed(1)} MB each), ${CONCURRENCY} at a time`)
  console.log(
    `batch ${seconds.toFixed(1)} s, ${(seconds / N).toFixed(1)} s per photo; each photo p50 ${times[Math.floor(N / 2)]?.toFixed(1)} s, max ${times.at(-1)?.toFixed(1)} s`,
  )
  console.log(`stored as drafts (201): ${stored}/${N}, busy answers waited out (503): ${busy.count}`)
  console.log(`RSS idle ${mb(idle)}, peak ${mb(peak)} (high-water ${mb(hwm)})`)
  const pass = worst <= BUDGET_MB * 1e6 && stored === N
  console.log(`${pass ? 'PASS' : 'FAIL'}: peak ${mb(worst)} against a budget of ${BUDGET_MB} MB, ${stored} of ${N} stored`)
  process.exitCode = pass ? 0 : 1
} finally {
  process.kill(app.serverPid(), 'SIGTERM')
  await app.exited
}
