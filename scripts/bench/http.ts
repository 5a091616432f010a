/**
 * Load benchmark, side by side on one running server: a hello-world route, a hashed static asset,
 * a creator's public page (from the HTML cache, and rendered), the public profile JSON and the
 * click beacon. Prints req/s and latency percentiles, then the goals as ratios.
 * Bounded: each target runs for DURATION seconds, loopback only.
 *
 * The creator (`bench_creator`, 60 images each with a tag and a coupon) is created on the first
 * run through the command line (scripts/user-create.ts, so start the server with the same DATA_DIR
 * and EMBEDDED_POSTGRES_PORT as this script) and the API (login, upload, tags). Use a separate
 * data directory, and a high rate limit, e.g.:
 *
 *   PORT=3203 DATA_DIR=.tmp/perf-data EMBEDDED_POSTGRES_PORT=5463 RATE_LIMIT_MAX=100000000 npm start
 *   BENCH_URL=http://localhost:3203 DATA_DIR=.tmp/perf-data EMBEDDED_POSTGRES_PORT=5463 npm run bench
 *
 * DURATION (10 s), CONNECTIONS (20), COMPRESSED=1 (send Accept-Encoding: br, gzip like browsers).
 */
import { execFileSync } from 'node:child_process'
import autocannon from 'autocannon'
import sharp from 'sharp'
import { IMAGE_CATEGORIES } from '../../contract/images.ts'

const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 20)
const compressed = process.env.COMPRESSED === '1'
const USERNAME = 'bench_creator'
const EMAIL = 'bench-creator@looktag.local'
const PASSWORD = 'bench-creator-password-2026'
const IMAGES = 60

const host = new URL(base).hostname
if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(host)) {
  console.error(`Refusing to load-test ${host}: benchmarks only target this machine.`)
  process.exit(1)
}

const commonHeaders: Record<string, string> = { cookie: 'cookie_consent=1', ...(compressed ? { 'accept-encoding': 'br, gzip' } : {}) }

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('authorization', `Bearer ${init.token}`)
  if (typeof init.body === 'string') headers.set('content-type', 'application/json')
  const response = await fetch(`${base}${path}`, { ...init, headers })
  const body = await response.json().catch(() => null)
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`)
  return body as T
}

type PublicProfile = { images: { id: string }[]; photo_count: number }

/** Creates the benchmark creator once (command line + API); later runs reuse it. */
async function ensureCreator(): Promise<string[]> {
  const existing = await fetch(`${base}/api/public/${USERNAME}`)
  if (existing.status === 404 || existing.status === 403) {
    const message = (await existing.json().catch(() => ({}))) as { code?: string }
    if (existing.status === 404 && message.code === 'ROUTE_NOT_FOUND') throw new Error('GET /api/public/:username is not there yet')
  }
  const count = existing.ok ? ((await existing.json()) as PublicProfile).photo_count : 0
  if (count >= IMAGES) return imageIds()
  if (!existing.ok) {
    process.stdout.write(`creating ${USERNAME} (scripts/user-create.ts with this DATA_DIR)…\n`)
    execFileSync(
      'npx',
      ['tsx', 'scripts/user-create.ts', '--email', EMAIL, '--password', PASSWORD, '--username', USERNAME, '--plan', 'ai'],
      { stdio: 'inherit', env: { ...process.env, LOG_LEVEL: 'warn' } },
    )
  }
  const { token } = await api<{ token: string }>('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  })
  const { max_expiry_days: maxDays } = await api<{ max_expiry_days: number }>('/api/images/settings', { token })
  const expiry = new Date(Date.now() + maxDays * 86_400_000).toISOString().slice(0, 10)
  const categories = IMAGE_CATEGORIES
  for (let i = count; i < IMAGES; i++) {
    process.stdout.write(`\ruploading image ${i + 1}/${IMAGES}…`)
    // A photo-like 1200 × 1500 JPEG: blurred noise on a colour that differs per image.
    const photo = await sharp({
      create: {
        width: 1200,
        height: 1500,
        channels: 3,
        background: { r: (i * 37) % 256, g: 120, b: (i * 91) % 256 },
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .blur(1.5)
      .jpeg({ quality: 85 })
      .toBuffer()
    const form = new FormData()
    form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `look-${i}.jpg`)
    form.set('category', categories[i % categories.length])
    form.set('expiry_date', expiry)
    form.set('description', `Look ${i + 1}: linen shirt, wide trousers and white sneakers`)
    form.set('discount', `BENCH${i + 1}`)
    const image = await api<{ id: string }>('/api/images/upload', { method: 'POST', body: form, token })
    await api('/api/tags/add', {
      method: 'POST',
      token,
      body: JSON.stringify({ image_id: image.id, x_percent: 30 + (i % 40), y_percent: 40, link: `https://shop.example/item/${i + 1}` }),
    })
  }
  process.stdout.write('\n')
  return imageIds()
}

/** The first page's images (12): enough for the beacon. */
async function imageIds() {
  const profile = await api<PublicProfile>(`/api/public/${USERNAME}`)
  return profile.images.map((image) => image.id)
}

async function findAsset() {
  const html = await (await fetch(`${base}/`, { headers: commonHeaders })).text()
  const match = html.match(/\/assets\/entry\.client-[\w-]+\.js/) ?? html.match(/\/assets\/[\w.-]+\.js/)
  if (!match) throw new Error('No hashed asset found in the home page')
  return match[0]
}

interface Target {
  title: string
  path: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  /** A distinct browser per request (the beacon counts a visitor once per image and hour). */
  distinctVisitors?: boolean
}

async function run(target: Target) {
  let visitor = 0
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method ?? 'GET',
    duration,
    connections,
    headers: { ...commonHeaders, ...target.headers },
    ...(target.distinctVisitors
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                headers: {
                  ...request.headers,
                  'user-agent': `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${visitor++}.0 Mobile Safari/537.36`,
                },
              }),
            },
          ],
        }
      : {}),
  })
  return {
    target: target.title,
    path: target.path,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    '2xx': result['2xx'],
    'non-2xx': result.non2xx,
    errors: result.errors,
  }
}

const asset = await findAsset()
const ids = await ensureCreator().catch((error: Error) => {
  console.warn(`No benchmark creator: ${error.message}; public targets are skipped.`)
  return [] as string[]
})
const beacon = ids.length ? await fetch(`${base}/api/public/click/${ids[0]}`, { method: 'POST' }) : null
const beaconReady = beacon !== null && beacon.status !== 404

const targets: Target[] = [
  { title: 'hello world (liveness)', path: '/api/health/live' },
  { title: 'static asset (hashed JS)', path: asset },
  ...(ids.length
    ? [
        { title: 'creator page, HTML cache', path: `/${USERNAME}` },
        // An (invalid) session cookie bypasses the cache: the full render with loaders every time.
        { title: 'creator page, rendered', path: `/${USERNAME}`, headers: { cookie: 'cookie_consent=1; looktag_session=bench' } },
        { title: 'public profile JSON', path: `/api/public/${USERNAME}` },
      ]
    : []),
  ...(beaconReady
    ? [{ title: 'click beacon', path: `/api/public/click/${ids[1] ?? ids[0]}`, method: 'POST' as const, distinctVisitors: true }]
    : []),
]
if (ids.length && !beaconReady) console.warn('POST /api/public/click/:imageId is not there yet; skipped.')

const rows: Awaited<ReturnType<typeof run>>[] = []
for (const target of targets) {
  process.stdout.write(`benchmarking ${target.title} for ${duration}s with ${connections} connections…\n`)
  rows.push(await run(target))
}
console.table(rows)

const rate = (title: string) => rows.find((r) => r.target === title)?.['req/s']
const ratio = (a?: number, b?: number) => (a && b ? (a / b).toFixed(2) : 'n/a')
const hello = rate('hello world (liveness)')
const click = rows.find((r) => r.target === 'click beacon')
console.table([
  { goal: 'SSR page ≥ 0.5 × static (cache)', ratio: ratio(rate('creator page, HTML cache'), rate('static asset (hashed JS)')) },
  { goal: 'SSR page ≥ 0.5 × static (rendered)', ratio: ratio(rate('creator page, rendered'), rate('static asset (hashed JS)')) },
  { goal: 'JSON ≥ 0.4 × hello world', ratio: ratio(rate('public profile JSON'), hello) },
  { goal: 'click beacon ≥ 0.6 × hello world', ratio: ratio(click?.['req/s'], hello) },
  { goal: 'click beacon p99 ≤ 20 ms', ratio: click ? `${click['p99 ms']} ms` : 'n/a' },
])
