/**
 * Two built app processes on one database and one bucket, as behind a load balancer (issue 18,
 * decision 0027). Shows that what one instance counts, stores or changes, the other sees:
 *
 *   1. a rate limit hit on A counts on B (login tries from one client, alternating instances);
 *   2. a creator change on A drops B's cached public page (PostgreSQL NOTIFY creator_changed);
 *   3. an upload through A lands in the bucket and is served by B.
 *
 * Run after `npm run build`: `npx tsx scripts/fault/two-instances.ts` (loopback only; ports
 * TWO_A_PORT/TWO_B_PORT/TWO_PG_PORT, default 3450/3451/5650). Each instance is the compiled bundle
 * as `npm start` runs it (scripts/fault/app-process.ts). A starts the embedded PostgreSQL; B joins
 * it through DATABASE_URL. Files go to an in-process S3-compatible server (tests/mocks).
 * Exits non-zero when any check fails.
 */
import { readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import sharp from 'sharp'
import { createDatabase } from '../../server/db/client.ts'
import { createUser } from '../../tests/factories/users.ts'
import { startS3Server } from '../../tests/mocks/s3-server.ts'
import { type AppProcess, startApp } from './app-process.ts'

const A_PORT = Number(process.env.TWO_A_PORT ?? 3450)
const B_PORT = Number(process.env.TWO_B_PORT ?? 3451)
const PG_PORT = Number(process.env.TWO_PG_PORT ?? 5650)
const ROOT = path.resolve('.tmp/fault-two-instances')
/** A's embedded PostgreSQL, with the password A keeps in its data directory. */
const databaseUrl = (dataDir: string) =>
  `postgres://postgres:${encodeURIComponent(readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim())}@127.0.0.1:${PG_PORT}/looktag`
const S3 = { bucket: 'looktag', accessKeyId: 'fault-key' }

const results: { check: string; ok: boolean; detail: string }[] = []
const record = (check: string, ok: boolean, detail: string) => {
  results.push({ check, ok, detail })
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${check}: ${detail}`)
}

function stop(app: AppProcess) {
  if (app.child.exitCode === null) app.child.kill('SIGTERM')
  return app.exited
}

/** One request, from a chosen loopback address (a distinct client as the rate limit sees it). */
function request(
  port: number,
  options: { method?: string; path: string; body?: string; headers?: http.OutgoingHttpHeaders; from?: string },
) {
  return new Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        localAddress: options.from,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }))
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

const json = { 'content-type': 'application/json' }

async function rateLimitShared() {
  // RATE_LIMIT_MAX=60 leaves the login route 2 tries a minute per client; this client is 127.0.0.2.
  const tryLogin = (port: number, i: number) =>
    request(port, {
      method: 'POST',
      path: '/api/auth/login',
      headers: json,
      from: '127.0.0.2',
      body: JSON.stringify({ email: `nobody-${i}@example.com`, password: 'wrong-password-1' }),
    })
  const codes = [
    `A ${(await tryLogin(A_PORT, 1)).status}`,
    `B ${(await tryLogin(B_PORT, 2)).status}`,
    `A ${(await tryLogin(A_PORT, 3)).status}`,
    `B ${(await tryLogin(B_PORT, 4)).status}`,
  ]
  record(
    'rate limit shared',
    codes.join(',') === 'A 401,B 401,A 429,B 429',
    `login tries from one client: ${codes.join(', ')} (limit 2/min in all)`,
  )
}

async function login(email: string, password: string) {
  const res = await request(A_PORT, { method: 'POST', path: '/api/auth/login', headers: json, body: JSON.stringify({ email, password }) })
  const cookie = String(res.headers['set-cookie']?.find((c) => c.startsWith('looktag_session=')) ?? '').split(';')[0]
  if (res.status !== 200 || !cookie) throw new Error(`login failed: ${res.status} ${res.body}`)
  return cookie
}

async function post(port: number, cookie: string, urlPath: string, form: FormData) {
  const res = await fetch(`http://127.0.0.1:${port}${urlPath}`, { method: 'POST', body: form, headers: { cookie } })
  return { status: res.status, body: await res.json() }
}

async function cacheInvalidated(username: string, cookie: string) {
  const page = () => request(B_PORT, { path: `/${username}` })
  const before = await page()
  await page() // served from B's cache now (30 s lifetime)
  const marker = `Autumn edit ${Date.now()}`
  const form = new FormData()
  form.set('introduction', marker)
  const changed = await post(A_PORT, cookie, '/api/users/updateProfile', form)
  const started = performance.now()
  // The notification crosses PostgreSQL asynchronously: look again until it arrived, bounded by 5 s.
  let after = await page()
  while (!after.body.includes(marker) && performance.now() - started < 5_000) after = await page()
  const ms = Math.round(performance.now() - started)
  record(
    'cache invalidation',
    before.status === 200 && changed.status === 200 && after.body.includes(marker),
    `B's page showed A's change after ${ms} ms (cache lifetime 30 000 ms)`,
  )
}

async function uploadServedByOther(cookie: string, objects: Map<string, { body: Buffer }>) {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f472b6' } })
    .jpeg()
    .toBuffer()
  const form = new FormData()
  form.set('category', 'clothes')
  form.set('expiry_date', new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10))
  form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'look.jpg')
  const uploaded = await post(A_PORT, cookie, '/api/images/upload', form)
  const key: string = uploaded.body.filename
  const served = await request(B_PORT, { path: `/uploads/${key}` })
  const same = served.status === 200 && served.body.equals(objects.get(key)?.body ?? Buffer.alloc(0))
  record(
    'upload seen by both',
    uploaded.status === 201 && same,
    `A stored ${key} (${objects.size} objects in the bucket); B served it: ${served.status}, ${served.body.length} bytes, ${served.headers['cache-control']}`,
  )
}

rmSync(ROOT, { recursive: true, force: true })
const s3 = await startS3Server(S3)
const shared = {
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: S3.bucket,
  S3_ACCESS_KEY_ID: S3.accessKeyId,
  S3_SECRET_ACCESS_KEY: 'fault-secret',
  JWT_SECRET: 'two-instances-share-this-secret-of-32+chars',
}
// RATE_LIMIT_MAX=60 for the shared rate limit check (startApp's default lifts the limit).
const env = { ...shared, RATE_LIMIT_MAX: '60' }
const instances: AppProcess[] = []
try {
  const a = await startApp({ port: A_PORT, pgPort: PG_PORT, dataDir: path.join(ROOT, 'a'), env })
  instances.unshift(a)
  const DATABASE_URL = databaseUrl(a.dataDir)
  const b = await startApp({
    port: B_PORT,
    pgPort: PG_PORT,
    dataDir: path.join(ROOT, 'b'),
    env: { ...env, DATABASE_URL, RUN_WORKERS: 'false' },
  })
  instances.unshift(b)
  console.log(
    `A on :${A_PORT} (embedded PostgreSQL :${PG_PORT}, workers), B on :${B_PORT} (DATABASE_URL, no workers), bucket ${s3.endpoint}`,
  )

  const direct = createDatabase(DATABASE_URL, { max: 1 })
  const creator = await createUser(direct.db)
  await direct.close()
  const cookie = await login(creator.email, creator.password)

  await rateLimitShared()
  await cacheInvalidated(creator.username, cookie)
  await uploadServedByOther(cookie, s3.objects)
} catch (error) {
  record('run', false, String(error))
} finally {
  // B first: A owns the embedded PostgreSQL and stops it on its way out.
  for (const app of instances) await stop(app)
  await s3.close()
}
process.exit(results.every((r) => r.ok) ? 0 : 1)
