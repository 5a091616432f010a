/**
 * Fuzz every write route (issue #34): starts the app (scripts/fault/app-process.ts), reads the routes
 * from its OpenAPI document (/api/docs/json), and sends each POST, PUT, PATCH and DELETE malformed
 * bodies, queries and path parameters (wrong types, empty, huge, NUL and lone surrogates, deep
 * nesting, unknown keys, bad JSON, wrong content types), as a guest and as the signed-in admin.
 * After every request it reads a fingerprint of every table (row count and newest row version;
 * bookkeeping tables of rate limits, login attempts, visitor salts and release heartbeats excepted): a refused request
 * (4xx) that changed a table is a failure, unless its route may make that change (REFUSAL_WRITES),
 * as is every 5xx; the tables written by the requests that were accepted as valid are listed.
 * Seeded, so a run can be repeated.
 *   FAULT_PORT=4111 FAULT_PG_PORT=5511 FUZZ_REQUESTS=6000 npx tsx scripts/fault/fuzz.ts
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { passwordFile } from '../../server/db/embedded.ts'
import { ADMIN, check, runFault, signIn, startApp } from './app-process.ts'

const PORT = Number(process.env.FAULT_PORT ?? 3434)
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 5634)
const DATA_DIR = process.env.FAULT_DATA_DIR ?? '.tmp/fault-fuzz'
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 6000)
let seed = Number(process.env.FUZZ_SEED ?? 34)
// Written whatever the requests: rate limits, login attempts, visitor salts, and the running release's heartbeat.
const BOOKKEEPING = new Set(['rate_limit_hits', 'auth_attempts', 'visitor_salts', 'instance_releases'])
/**
 * What a refused request may change on purpose, by route ('*': any route): the part of a table each
 * allowance covers is left out of that table's fingerprint for those routes only; any other change to
 * the table still counts.
 */
const REFUSAL_WRITES: { routes: '*' | string[]; table: string; rest: string; why: string }[] = [
  {
    routes: ['POST /api/auth/login', 'POST /api/account/delete'],
    table: 'audit_log',
    // The audit rows of a wrong password, a lockout and the per-account cap (SECURITY.md).
    rest: `count(*) filter (where action not in ('auth.login_failed', 'auth.lockout', 'auth.account_capped')) || ':' ||
      coalesce(max(xmin::text::bigint) filter (where action not in ('auth.login_failed', 'auth.lockout', 'auth.account_capped')), 0)`,
    why: 'a wrong password is audited',
  },
  {
    routes: '*',
    table: 'sessions',
    // A signed-in request moves its session's last_seen_at every few minutes (the idle timeout),
    // whatever it asks: every column but that one.
    rest: `count(*) || ':' || coalesce(md5(string_agg(id || ':' || user_id || ':' || expires_at || ':' ||
      coalesce(revoked_at::text, '') || ':' || created_at, ',' order by id)), '')`,
    why: 'a signed-in request refreshes its session',
  },
]
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

await runFault(async (failures) => {
  const app = await startApp({ port: PORT, pgPort: PG_PORT, dataDir: DATA_DIR, fresh: true })
  const pgDir = path.join(app.dataDir, 'postgres')
  const password = readFileSync(passwordFile(pgDir), 'utf8').trim()
  const db = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${PG_PORT}/looktag` })
  await db.connect()

  const { rows: tableRows } = await db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  )
  const tables = tableRows.map((row) => row.table_name).filter((table) => !BOOKKEEPING.has(table))
  // Row count and the newest row version (xmin) of each table: an insert, update or delete changes one.
  // A table with allowances also gets its fingerprint without the part each allowance covers.
  const columns = [
    ...tables.map((table) => ({ key: table, sql: `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from "${table}")` })),
    ...REFUSAL_WRITES.map((allowed, i) => ({ key: `allowed:${i}`, sql: `(select ${allowed.rest} from "${allowed.table}")` })),
  ]
  const fingerprintSql = `select ${columns.map((column, i) => `${column.sql} as c${i}`).join(', ')}`
  async function fingerprint() {
    const { rows } = await db.query<Record<string, string>>(fingerprintSql)
    return new Map(columns.map((column, i) => [column.key, rows[0]?.[`c${i}`] as string]))
  }
  /** The tables a request changed; for a refused one, not counting what its route may change on purpose. */
  function changedTables(before: Map<string, string>, after: Map<string, string>, route?: string) {
    return tables.filter((table) => {
      if (before.get(table) === after.get(table)) return false
      const allowances = REFUSAL_WRITES.map((allowed, i) => ({ ...allowed, key: `allowed:${i}` })).filter(
        (allowed) => allowed.table === table && route && (allowed.routes === '*' || allowed.routes.includes(route)),
      )
      return allowances.length === 0 || allowances.some((allowed) => before.get(allowed.key) !== after.get(allowed.key))
    })
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
  let last = await fingerprint()

  const statuses = new Map<number, number>()
  const fiveHundreds: string[] = []
  const refusedWrites: string[] = []
  const acceptedWrites = new Map<string, Set<string>>()
  for (let i = 0; i < REQUESTS; i++) {
    const op = operations[i % operations.length] as Operation
    const url = `${app.url}${fill(op.path)}${random() < 0.2 ? `?${pick(['a=%00', 'page=-1', 'lang=xx', 'x[]=1&x[]=2'])}` : ''}`
    const { body, type } = bodyFor(op)
    const headers: Record<string, string> = { origin: app.url, 'accept-language': pick(['en', 'de', 'ar']) }
    if (type) headers['content-type'] = type
    if (random() < 0.5) headers.cookie = cookie
    // The write route's own answer: a redirect it answers is not followed.
    const res = await fetch(url, {
      method: op.method,
      headers,
      body: op.method === 'DELETE' && random() < 0.5 ? undefined : body,
      redirect: 'manual',
    })
    const text = await res.text()
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    const request = `${res.status} ${op.method} ${url.slice(app.url.length, 120)} ${String(body).slice(0, 80)}`
    if (res.status >= 500 && res.status !== 503) fiveHundreds.push(`${request} → ${text.slice(0, 120)}`)
    const now = await fingerprint()
    const key = `${op.method} ${op.path}`
    const changed = changedTables(last, now, res.status >= 400 ? key : undefined)
    last = now
    if (!changed.length) continue
    if (res.status >= 400) refusedWrites.push(`${request} → ${changed.join(', ')}`)
    else {
      acceptedWrites.set(key, new Set([...(acceptedWrites.get(key) ?? []), ...changed]))
    }
  }

  console.log(
    `${REQUESTS} requests over ${operations.length} write routes (as a guest and as ${ADMIN.email}); answers: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${n} × ${s}`)
      .join(', ')}`,
  )
  for (const line of fiveHundreds.slice(0, 20)) console.log(`  ${line}`)
  console.log(`refused requests that changed rows: ${refusedWrites.length}`)
  for (const line of refusedWrites.slice(0, 20)) console.log(`  ${line}`)
  console.log('tables written by requests accepted as valid:')
  for (const [route, written] of acceptedWrites) console.log(`  ${route}: ${[...written].join(', ')}`)
  check(fiveHundreds.length === 0, `0 × 5xx (${fiveHundreds.length})`, failures)
  check(refusedWrites.length === 0, `0 rows changed by refused requests (${refusedWrites.length})`, failures)

  await db.end()
  process.kill(app.serverPid(), 'SIGTERM')
  await app.exited
})
