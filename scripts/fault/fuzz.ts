/**
 * Fuzz every write route (issue #34): starts the app (scripts/fault/app-process.ts), reads the routes
 * from its OpenAPI document (/api/docs/json), and sends each POST, PUT, PATCH and DELETE malformed
 * bodies, queries and path parameters (wrong types, empty, huge, NUL and lone surrogates, deep
 * nesting, unknown keys, bad JSON, wrong content types), as a guest and as the signed-in admin.
 * Counts the rows of every table before and after (bookkeeping tables of rate limits, login
 * attempts and visitor salts excepted) and reports every 5xx. Seeded, so a run can be repeated.
 *   FAULT_PORT=4111 FAULT_PG_PORT=5511 FUZZ_REQUESTS=6000 npx tsx scripts/fault/fuzz.ts
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { passwordFile } from '../../server/db/embedded.ts'
import { ADMIN, check, signIn, startApp } from './app-process.ts'

const PORT = Number(process.env.FAULT_PORT ?? 3434)
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 5634)
const DATA_DIR = process.env.FAULT_DATA_DIR ?? '.tmp/fault-fuzz'
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 6000)
let seed = Number(process.env.FUZZ_SEED ?? 34)
const BOOKKEEPING = new Set(['rate_limit_hits', 'auth_attempts', 'visitor_salts'])
// Signing out ends the session the rest of the run uses.
const SKIP = new Set(['POST /api/auth/logout'])

const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31
  return seed / 2 ** 31
}
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T

const strings = [
  '',
  ' ',
  'a\u0000b',
  'a\ud800b',
  'x'.repeat(10_000),
  '9999-99-99',
  '0000-00-00',
  '-1',
  '1e309',
  '<script>',
  '../../etc/passwd',
  'http://evil.example\\@good.example',
  '%00',
  'null',
  '🙂'.repeat(300),
]
const scalars: unknown[] = [...strings, null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 31), Number.MAX_SAFE_INTEGER]
function value(depth = 0): unknown {
  const r = random()
  if (depth > 3 || r < 0.6) return pick(scalars)
  if (r < 0.8) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1))
  return Object.fromEntries(
    Array.from({ length: Math.floor(random() * 4) }, () => [
      pick(['id', 'email', 'cart', 'quantity', 'link', 'a\u0000', '__proto__', 'constructor']),
      value(depth + 1),
    ]),
  )
}

interface Operation {
  method: string
  path: string
  fields: string[]
}

function bodyFor(op: Operation): { body?: string; type?: string } {
  const r = random()
  if (r < 0.05) return { body: '{"a":', type: 'application/json' }
  if (r < 0.1) return { body: `${'['.repeat(5000)}${']'.repeat(5000)}`, type: 'application/json' }
  if (r < 0.15) return { body: 'a=1&b=%00', type: 'application/x-www-form-urlencoded' }
  if (r < 0.2) return { body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n', type: 'multipart/form-data; boundary=x' }
  if (r < 0.25) return { body: 'plain', type: 'text/plain' }
  if (r < 0.3) return {}
  // Mostly the route's own fields with wrong values, so the validation behind the first field runs too.
  const fields = op.fields.length ? op.fields : ['a']
  return {
    body: JSON.stringify(Object.fromEntries(fields.map((field) => [field, random() < 0.3 ? pick(strings) : value()]))),
    type: 'application/json',
  }
}

const pathValues = ['00000000-0000-4000-8000-000000000000', 'x', '%00', '%ED%A0%80', '-1', '9'.repeat(40), '..%2F..', 'a'.repeat(300)]
const fill = (route: string) => route.replace(/\{[^}]+\}/g, () => pick(pathValues))

const app = await startApp({ port: PORT, pgPort: PG_PORT, dataDir: DATA_DIR, fresh: true })
const failures: string[] = []
const pgDir = path.join(app.dataDir, 'postgres')
const password = readFileSync(passwordFile(pgDir), 'utf8').trim()
const db = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${PG_PORT}/looktag` })
await db.connect()

async function rowCounts() {
  const { rows } = await db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  )
  const counts = new Map<string, number>()
  for (const { table_name } of rows) {
    if (BOOKKEEPING.has(table_name)) continue
    const result = await db.query<{ n: string }>(`select count(*) as n from "${table_name}"`)
    counts.set(table_name, Number(result.rows[0]?.n))
  }
  return counts
}

const doc = (await (await fetch(`${app.url}/api/docs/json`)).json()) as {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>
  >
}
const operations: Operation[] = []
for (const [route, methods] of Object.entries(doc.paths)) {
  for (const [method, spec] of Object.entries(methods)) {
    const upper = method.toUpperCase()
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(upper) || SKIP.has(`${upper} ${route}`)) continue
    const schema = spec.requestBody?.content?.['application/json']?.schema
    operations.push({ method: upper, path: route, fields: Object.keys(schema?.properties ?? {}) })
  }
}
const cookie = await signIn(app.url)
const before = await rowCounts()

const statuses = new Map<number, number>()
const fiveHundreds: string[] = []
for (let i = 0; i < REQUESTS; i++) {
  const op = operations[i % operations.length] as Operation
  const url = `${app.url}${fill(op.path)}${random() < 0.2 ? `?${pick(['a=%00', 'page=-1', 'lang=xx', 'x[]=1&x[]=2'])}` : ''}`
  const { body, type } = bodyFor(op)
  const headers: Record<string, string> = { origin: app.url, 'accept-language': pick(['en', 'de', 'ar']) }
  if (type) headers['content-type'] = type
  if (random() < 0.5) headers.cookie = cookie
  const res = await fetch(url, { method: op.method, headers, body: op.method === 'DELETE' && random() < 0.5 ? undefined : body })
  const text = await res.text()
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
  if (res.status >= 500 && res.status !== 503)
    fiveHundreds.push(`${res.status} ${op.method} ${url.slice(app.url.length, 120)} ${String(body).slice(0, 80)} → ${text.slice(0, 120)}`)
}

const after = await rowCounts()
const changed = [...after].filter(([table, n]) => before.get(table) !== n).map(([table, n]) => `${table} ${before.get(table)} → ${n}`)
console.log(
  `${REQUESTS} requests over ${operations.length} write routes (as a guest and as ${ADMIN.email}); answers: ${[...statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${n} × ${s}`)
    .join(', ')}`,
)
for (const line of fiveHundreds.slice(0, 20)) console.log(`  ${line}`)
console.log(`rows: ${changed.length ? changed.join('; ') : `no change in ${after.size} tables`}`)
check(fiveHundreds.length === 0, `0 × 5xx (${fiveHundreds.length})`, failures)
check(changed.length === 0, `0 rows changed (${changed.length} tables changed)`, failures)

await db.end()
process.kill(app.serverPid(), 'SIGTERM')
await app.exited
process.exit(failures.length === 0 ? 0 : 1)
