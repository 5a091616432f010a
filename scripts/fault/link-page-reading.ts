/**
 * "Check again now" on hostile pages (issue #48). The app is built in this process: the link
 * checker's test switch, which lets it reach a shop on loopback, is only given through buildApp's
 * overrides, never to a started server. Its embedded PostgreSQL lives in FAULT_DATA_DIR. A creator's
 * tags link to each page of tests/fixtures/hostile-pages.ts (512 KB floods of `<a`, `<meta `,
 * `<!--`, `<script `, a JSON-LD block 250,000 deep), each closed and followed by a sold-out notice,
 * served by an in-process shop. While each page is checked, a probe asks /api/health/live every
 * 10 ms over HTTP. Passes when every check answers "sold out" (the page was read to its end) within
 * 5 s and the probe's p99 stays at or under 100 ms. Stops the app and PostgreSQL on any way out.
 *   FAULT_PORT=4110 FAULT_PG_PORT=5510 FAULT_DATA_DIR=.tmp/fault-link-pages npx tsx scripts/fault/link-page-reading.ts
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import pino from 'pino'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { createDatabase } from '../../server/db/client.ts'
import { resolveDatabase } from '../../server/db/connect.ts'
import { prepareDatabase } from '../../server/db/prepare.ts'
import { createImage, createTag } from '../../tests/factories/images.ts'
import { createUser } from '../../tests/factories/users.ts'
import { hostileSoldOutPages } from '../../tests/fixtures/hostile-pages.ts'
import { page, startTestShop } from '../../tests/fixtures/link-shop.ts'
import { check } from './app-process.ts'
import { latencies, probeLive } from './probe.ts'

const PORT = Number(process.env.FAULT_PORT ?? 3435)
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 5635)
const DATA_DIR = path.resolve(process.env.FAULT_DATA_DIR ?? '.tmp/fault-link-pages')
const PROBE_GOAL_MS = 100
const CHECK_GOAL_MS = 5_000

const pages = Object.entries(hostileSoldOutPages())
const url = `http://127.0.0.1:${PORT}`
const failures: string[] = []
const cleanups: (() => Promise<unknown>)[] = []
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error) => console.error(error))
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(1)))

try {
  const shop = await startTestShop(Object.fromEntries(pages.map(([, hostile], i) => [`/hostile/${i}`, page(hostile.html)])))
  cleanups.push(() => shop.close())
  rmSync(DATA_DIR, { recursive: true, force: true })
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(PORT),
    PUBLIC_URL: url,
    DATA_DIR,
    EMBEDDED_POSTGRES_PORT: String(PG_PORT),
    WEB_MODE: 'none',
    LOG_LEVEL: 'warn',
    DEMO_CONTENT: 'false',
    RATE_LIMIT_MAX: '100000',
    CONTACT_TO: 'operator@example.com',
  })
  const { url: databaseUrl, embedded } = await resolveDatabase(config)
  if (embedded) cleanups.push(() => embedded.stop())
  await prepareDatabase(databaseUrl, { config, logger: pino({ level: 'warn' }), embedded: false })
  const app = await buildApp(config, { databaseUrl, logger: false, linkChecker: shop.options({ timeoutMs: 10_000 }) })
  cleanups.push(() => app.close())
  await app.listen({ port: PORT, host: '127.0.0.1' })
  const database = createDatabase(databaseUrl, { max: 2 })
  cleanups.push(() => database.close())

  const user = await createUser(database.db)
  const image = await createImage(database.db, user.id)
  for (const i of pages.keys()) await createTag(database.db, image.id, { link: shop.url(`/hostile/${i}`) })
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: user.email, password: user.password }),
  })
  const cookie = (login.headers.getSetCookie().find((c) => c.startsWith('looktag_session=')) ?? '').split(';')[0]!
  const headers = { cookie, origin: url }
  const listed = (await (await fetch(`${url}/api/links`, { headers })).json()) as { links: { id: string; url: string }[] }
  const linkId = new Map(listed.links.map((link) => [link.url, link.id]))

  // The probe alone first: on a shared machine, what the server answers without a page to read.
  const quiet: number[] = []
  const quietProbe = probeLive(url, () => quiet)
  await delay(2_000)
  await quietProbe.stop()
  const alone = latencies(quiet)
  console.log(`quiet: ${alone.text}`)
  // The goal holds on a machine of its own; where the probe alone is already slower (a loaded
  // machine), a page being read may not make it more than twice as slow.
  const probeGoal = Math.max(PROBE_GOAL_MS, 2 * alone.p99 + 20)

  const during: number[] = []
  for (const [i, [name, hostile]] of pages.entries()) {
    const id = linkId.get(shop.url(`/hostile/${i}`))
    const times: number[] = []
    const loaded = probeLive(url, () => times)
    const start = performance.now()
    const res = await fetch(`${url}/api/links/${id}/check`, { method: 'POST', headers })
    const answer = (await res.json()) as { verdict?: string; detail?: string }
    const ms = performance.now() - start
    await loaded.stop()
    during.push(...times)
    const label = `${name} (${Math.round(hostile.html.length / 1024)} KB)`
    check(
      res.status === 200 && answer.verdict === 'sold_out' && answer.detail === hostile.detail,
      `${label}: read to its end (${answer.verdict}, "${answer.detail}")`,
      failures,
    )
    check(
      ms <= CHECK_GOAL_MS,
      `${label}: "Check again now" answered in ${ms.toFixed(0)} ms (goal ≤ ${CHECK_GOAL_MS} ms); ${latencies(times).text}`,
      failures,
    )
  }
  const overall = latencies(during)
  check(overall.p99 <= probeGoal, `/api/health/live during the checks: ${overall.text} (goal p99 ≤ ${probeGoal.toFixed(0)} ms)`, failures)
} catch (error) {
  console.error(error)
  failures.push('the run failed')
} finally {
  await cleanUp()
}
console.log(failures.length ? `FAIL: ${failures.length} check(s) failed` : 'PASS')
process.exit(failures.length ? 1 : 0)
