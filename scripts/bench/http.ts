/**
 * Load benchmark pieces, shared by `npm run bench` (scripts/bench/run.ts, which starts its own
 * server and prints every goal) and the soak (scripts/bench/soak.ts). Run alone it measures a
 * running server side by side: hello world, a hashed static asset, the creator page (cached and
 * rendered), its JSON and the click beacon. Bounded: each target runs for DURATION seconds,
 * loopback only.
 *
 * The creator (`bench_creator`, 60 images each with a tag and a coupon) is created on the first
 * run through the command line (scripts/user-create.ts, so start the server with the same DATA_DIR
 * and EMBEDDED_POSTGRES_PORT as this script) and the API (login, upload, tags). Use a separate
 * data directory, and a high rate limit, e.g.:
 *
 *   PORT=3203 DATA_DIR=.tmp/perf-data EMBEDDED_POSTGRES_PORT=5463 RATE_LIMIT_MAX=100000000 npm start
 *   BENCH_URL=http://localhost:3203 DATA_DIR=.tmp/perf-data EMBEDDED_POSTGRES_PORT=5463 npx tsx scripts/bench/http.ts
 *
 * DURATION (10 s), CONNECTIONS (20), COMPRESSED=1 (every target sends Accept-Encoding: gzip, deflate, br like browsers).
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import sharp from 'sharp'
import { IMAGE_CATEGORIES } from '../../contract/images.ts'
import { ownCpuMs, processTreeCpuMs } from './cpu.ts'

export const USERNAME = 'bench_creator'
const EMAIL = 'bench-creator@looktag.local'
const PASSWORD = 'bench-creator-password-2026'
const IMAGES = 60
const SHOP_PRODUCTS = 6
/** What every bench photo's description says after its number: each piece of it finds all 60 photos. */
export const DESCRIPTION_WORDS = 'linen shirt, wide trousers and white sneakers'
const FACE_API_DEMO = path.join(import.meta.dirname, '../../node_modules/@vladmandic/face-api/demo')

/** Benchmarks only ever target this machine. */
export function loopbackBase(url: string) {
  const base = url.replace(/\/$/, '')
  const host = new URL(base).hostname
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(host)) {
    console.error(`Refusing to load-test ${host}: benchmarks only target this machine.`)
    process.exit(1)
  }
  return base
}

/** What browsers send (Chrome, Firefox, Safari all list at least these). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br'

export const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
/** A distinct browser per request (the beacon counts a visitor once per image and hour). */
export const distinctBrowser = (n: number) => BROWSER_UA.replace('131.0.0.0', `131.0.${n}.0`)

export interface Target {
  title: string
  path: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  /** A distinct browser per request (the beacon counts a visitor once per image and hour). */
  distinctVisitors?: boolean
  /** Rewrites the path per request (e.g. a new search each time, so no cache can answer). */
  pathFor?: (n: number) => string
}

/**
 * Searches that find every bench photo, each new: the pieces of three letters or more of the words
 * all their descriptions share (~700). A search that finds nothing renders a page without photos
 * (a much smaller page); the bench's earlier `look <n>` did, past the 60th request.
 */
const MATCHING_SEARCHES = [
  ...new Set(
    Array.from(DESCRIPTION_WORDS, (_, start) =>
      Array.from({ length: DESCRIPTION_WORDS.length - start - 2 }, (_, n) => DESCRIPTION_WORDS.slice(start, start + n + 3)),
    ).flat(),
  ),
].filter((search) => search.trim() === search)
/** A full creator page rendered for a search nobody made before (a visit number once the searches run out). */
export const newSearch = (n: number) =>
  `/${USERNAME}?search=${encodeURIComponent(MATCHING_SEARCHES[n % MATCHING_SEARCHES.length])}${n < MATCHING_SEARCHES.length ? '' : `&visit=${n}`}`

type PublicProfile = { images: { id: string }[]; photo_count: number }

/** The benchmark's view of one running server: API helpers, the seeded creator, autocannon runs. */
export function createBench(base: string, options: { compressed?: boolean; serverPid?: number } = {}) {
  const commonHeaders: Record<string, string> = {
    cookie: 'cookie_consent=1',
    ...(options.compressed ? { 'accept-encoding': BROWSER_ACCEPT_ENCODING } : {}),
  }

  async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
    const headers = new Headers(init.headers)
    if (init.token) headers.set('authorization', `Bearer ${init.token}`)
    if (typeof init.body === 'string') headers.set('content-type', 'application/json')
    const response = await fetch(`${base}${path}`, { ...init, headers })
    const body = await response.json().catch(() => null)
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`)
    return body as T
  }

  const login = async () =>
    (await api<{ token: string }>('/api/auth/login', { method: 'POST', body: JSON.stringify({ email: EMAIL, password: PASSWORD }) })).token

  /**
   * A real photo, 1200 × 1500 JPEG as a phone uploads it: one of the six portraits that ship
   * with @vladmandic/face-api (1280–1537 × 1920), cut at a different place, mirrored and tinted per
   * image so that no two uploads are the same file. Their 640 px WebP weighs what photos people
   * take weigh; generated noise (the bench's earlier images) compresses unlike any photo.
   */
  const photo = (i: number) => {
    const source = path.join(FACE_API_DEMO, `sample${(i % 6) + 1}.jpg`)
    const cut = (Math.floor(i / 6) % 5) * 0.05
    return sharp(source)
      .resize(Math.round(1200 * (1 + cut)), Math.round(1500 * (1 + cut)), { fit: 'cover' })
      .extract({ left: Math.round(1200 * cut * ((i % 3) / 2)), top: Math.round(1500 * cut * ((i % 2) / 1)), width: 1200, height: 1500 })
      .flop(i % 2 === 1)
      .modulate({ hue: ((i * 7) % 31) - 15, brightness: 1 + Math.floor(i / 30) * 0.06 })
      .jpeg({ quality: 85 })
      .toBuffer()
  }

  /** Uploads one tagged image with a coupon as the bench creator; returns its id. */
  async function upload(token: string, i: number, expiry: string): Promise<string> {
    const form = new FormData()
    form.set('image', new Blob([new Uint8Array(await photo(i))], { type: 'image/jpeg' }), `look-${i}.jpg`)
    form.set('category', IMAGE_CATEGORIES[i % IMAGE_CATEGORIES.length])
    form.set('expiry_date', expiry)
    form.set('description', `Look ${i + 1}: ${DESCRIPTION_WORDS}`)
    form.set('discount', `BENCH${i + 1}`)
    const image = await api<{ id: string }>('/api/images/upload', { method: 'POST', body: form, token })
    await api('/api/tags/add', {
      method: 'POST',
      token,
      body: JSON.stringify({ image_id: image.id, x_percent: 30 + (i % 40), y_percent: 40, link: `https://shop.example/item/${i + 1}` }),
    })
    return image.id
  }

  async function expiryDate(token: string) {
    const { max_expiry_days: maxDays } = await api<{ max_expiry_days: number }>('/api/images/settings', { token })
    return new Date(Date.now() + maxDays * 86_400_000).toISOString().slice(0, 10)
  }

  /** The first page's images (12): enough for the beacon. */
  const imageIds = async () => (await api<PublicProfile>(`/api/public/${USERNAME}`)).images.map((image) => image.id)

  /** Creates the benchmark creator once (command line + API); later runs reuse it. */
  async function ensureCreator(): Promise<string[]> {
    const existing = await fetch(`${base}/api/public/${USERNAME}`)
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
    const token = await login()
    const expiry = await expiryDate(token)
    for (let i = count; i < IMAGES; i++) {
      process.stdout.write(`\ruploading image ${i + 1}/${IMAGES}…`)
      await upload(token, i, expiry)
    }
    process.stdout.write('\n')
    return imageIds()
  }

  /** Opens the bench creator's shop with 6 products (one photo each) once, for `/{username}/shop`. */
  async function ensureShop() {
    const shown = await fetch(`${base}/api/shop/public/${USERNAME}/shop`)
    if (shown.ok && ((await shown.json()) as { products: unknown[] }).products.length >= SHOP_PRODUCTS) return
    const token = await login()
    await api('/api/shop/update-shop-enabled', { method: 'POST', token, body: JSON.stringify({ enabled: true }) })
    const { total } = await api<{ total: number }>('/api/shop/my-products', { token })
    for (let i = total; i < SHOP_PRODUCTS; i++) {
      const form = new FormData()
      form.set('name', `Linen shirt ${i + 1}`)
      form.set('price', String(2990 + i * 500))
      form.set('description', 'Relaxed fit, washed linen, made to order')
      form.set('stock', '25')
      form.set('images', new Blob([new Uint8Array(await photo(100 + i))], { type: 'image/jpeg' }), `product-${i}.jpg`)
      await api('/api/shop/add-product', { method: 'POST', body: form, token })
    }
  }

  async function findAsset() {
    const html = await (await fetch(`${base}/`, { headers: commonHeaders })).text()
    const match = html.match(/\/assets\/entry\.client-[\w-]+\.js/) ?? html.match(/\/assets\/[\w.-]+\.js/)
    if (!match) throw new Error('No hashed asset found in the home page')
    return match[0]
  }

  async function run(target: Target, duration: number, connections: number) {
    let n = 0
    const perRequest = target.distinctVisitors || target.pathFor
    const serverCpu = () => (options.serverPid ? processTreeCpuMs(options.serverPid) : null)
    const [server0, client0] = [serverCpu(), ownCpuMs()]
    const result = await autocannon({
      url: `${base}${target.path}`,
      method: target.method ?? 'GET',
      duration,
      connections,
      headers: { ...commonHeaders, ...target.headers },
      ...(perRequest
        ? {
            requests: [
              {
                setupRequest: (request: autocannon.Request) => {
                  const i = n++
                  return {
                    ...request,
                    ...(target.pathFor ? { path: target.pathFor(i) } : {}),
                    headers: { ...request.headers, ...(target.distinctVisitors ? { 'user-agent': distinctBrowser(i) } : {}) },
                  }
                },
              },
            ],
          }
        : {}),
    })
    // CPU per answer on each side of the loopback: on two shared cores, a target whose client side
    // costs more than its server side measures the load generator as much as the server.
    const [server1, client1] = [serverCpu(), ownCpuMs()]
    const answers = Math.max(1, result.requests.total)
    const perAnswer = (ms: number) => Number((ms / answers).toFixed(3))
    const measured = server0 && server1
    return {
      target: target.title,
      path: target.path,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      '2xx': result['2xx'],
      'non-2xx': result.non2xx,
      errors: result.errors,
      // The server's process tree; of it, what its descendants (the embedded PostgreSQL) spent.
      'server CPU ms': measured ? perAnswer(server1.total - server0.total) : null,
      'database CPU ms': measured ? perAnswer(server1.descendants - server0.descendants) : null,
      'client CPU ms': perAnswer(client1 - client0),
    }
  }

  return { api, login, upload, expiryDate, ensureCreator, ensureShop, findAsset, run, commonHeaders }
}

export type Bench = ReturnType<typeof createBench>
export type BenchRow = Awaited<ReturnType<Bench['run']>>

/** Runs the targets one after another (side by side in one run, so their ratios compare) and prints the table. */
export async function runTargets(bench: Bench, targets: Target[], duration: number, connections: number): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  for (const target of targets) {
    process.stdout.write(`benchmarking ${target.title} for ${duration}s with ${connections} connections…\n`)
    rows.push(await bench.run(target, duration, connections))
  }
  console.table(rows)
  return rows
}

async function main() {
  const base = loopbackBase(process.env.BENCH_URL ?? 'http://localhost:3000')
  const duration = Number(process.env.DURATION ?? 10)
  const connections = Number(process.env.CONNECTIONS ?? 20)
  const bench = createBench(base, { compressed: process.env.COMPRESSED === '1' })
  const asset = await bench.findAsset()
  const ids = await bench.ensureCreator()
  const targets: Target[] = [
    { title: 'hello world (liveness)', path: '/api/health/live' },
    { title: 'static asset (hashed JS)', path: asset },
    { title: 'creator page, HTML cache (browser headers)', path: `/${USERNAME}`, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } },
    { title: 'creator page, HTML cache, uncompressed', path: `/${USERNAME}` },
    // An (invalid) session cookie bypasses the cache: the full render with loaders every time.
    { title: 'creator page, rendered', path: `/${USERNAME}`, headers: { cookie: 'cookie_consent=1; looktag_session=bench' } },
    { title: 'public profile JSON', path: `/api/public/${USERNAME}` },
    { title: 'click beacon', path: `/api/public/click/${ids[1] ?? ids[0]}`, method: 'POST', distinctVisitors: true },
  ]
  await runTargets(bench, targets, duration, connections)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
