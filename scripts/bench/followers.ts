/**
 * Followers at scale: one creator with FOLLOWERS confirmed followers (200,000 by default) in its own
 * embedded PostgreSQL (.tmp/bench-followers-pg, port 5582) and one new look with a tag. Times how
 * long the digest takes to be fixed (the job that queues it) and to be sent, batch by batch as the
 * batch jobs do, through nodemailer to an in-process SMTP server (smtp-server) that counts messages;
 * prints peak RSS and heap while sending and the mails per minute. The mail-rate limit is not
 * applied here (it only spaces the batch jobs). The seed is kept between runs (RESEED=1 starts over).
 *
 *   FOLLOWERS=200000 npx tsx scripts/bench/followers.ts
 */
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { createDatabase, runMigrations } from '../../server/db/client.ts'
import { startEmbeddedPostgres } from '../../server/db/embedded.ts'
import { createTranslator, loadCatalogs } from '../../server/i18n.ts'
import { createDigestSender } from '../../server/modules/followers/followers.digest.ts'
import { createFollowersRepository } from '../../server/modules/followers/followers.repository.ts'
import { followerLinks } from '../../server/modules/followers/followers.service.ts'
import { createLinkSigner } from '../../server/modules/followers/tokens.ts'
import { createSmtpMail } from '../../server/ports/email/smtp.adapter.ts'

const FOLLOWERS = Number(process.env.FOLLOWERS ?? 200_000)
const BATCH = Number(process.env.BATCH ?? 500)
const dir = path.resolve('.tmp/bench-followers-pg')
const dbName = `looktag_followers_${FOLLOWERS}`

const server = await startEmbeddedPostgres({ dir, port: Number(process.env.BENCH_PG_PORT ?? 5582) })
const admin = new pg.Client({ connectionString: server.url })
await admin.connect()
const exists = await admin.query(`select 1 from pg_database where datname = '${dbName}'`)
if (process.env.RESEED && exists.rowCount) await admin.query(`drop database ${dbName}`)
const fresh = process.env.RESEED || !exists.rowCount
if (fresh) await admin.query(`create database ${dbName}`)
await admin.end()
const database = createDatabase(server.url.replace(/\/postgres$/, `/${dbName}`), { max: 4 })
const { db } = database
await runMigrations(db)

if (fresh) {
  const t = performance.now()
  await db.execute(sql`insert into users (username, email, password_hash, page_name, approved, payment_status)
    values ('bench_creator', 'bench@bench.test', 'x', 'Bench Creator', true, 'paid')`)
  await db.execute(sql`insert into followers (creator_id, email, language, created_at, confirmed_at)
    select u.id, 'fan' || g || '@bench.test', (array['en','de','ar'])[1 + g % 3], now() - interval '2 days', now() - interval '2 days'
    from users u, generate_series(1, ${FOLLOWERS}) g where u.username = 'bench_creator'`)
  console.log(`seeded ${FOLLOWERS} confirmed followers in ${((performance.now() - t) / 1000).toFixed(1)} s`)
}
// A new look every run, after the last digest (the previous run's digest is removed so one is due).
await db.execute(sql`delete from follower_digests`)
await db.execute(sql`insert into images (user_id, storage_key, variants, category, expiry_date, description, created_at)
  select id, 'bench/look.webp', '[{"key":"bench/w640.jpg","width":640,"height":800,"format":"jpeg"}]', 'clothes', current_date + 7, 'Bench look', now() - interval '1 minute'
  from users where username = 'bench_creator'`)
await db.execute(sql`insert into tags (image_id, x_percent, y_percent, link)
  select id, 50, 50, 'https://shop.example.com/p' from images order by created_at desc limit 1`)

let received = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    stream.on('data', () => {})
    stream.on('end', () => {
      received++
      done()
    })
  },
})
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
const { port } = smtp.server.address() as { port: number }

const signer = createLinkSigner(() => 'bench-secret-bench-secret-bench-secret')
const publicUrl = 'https://looktag.example'
const digests = createDigestSender({
  db,
  repo: createFollowersRepository(),
  mail: createSmtpMail({
    url: `smtp://127.0.0.1:${port}/?pool=true&maxConnections=8&maxMessages=Infinity`,
    from: 'Looktag <no-reply@looktag.example>',
  }),
  storage: { url: (key) => `/uploads/${key}` },
  translator: createTranslator(loadCatalogs()),
  links: followerLinks(publicUrl, signer),
  publicUrl,
  settings: { delayMinutes: 0, perMinute: 1_000_000, batchSize: BATCH },
  log: { warn: (...args: unknown[]) => console.warn(...args) },
})

let peakRss = 0
let peakHeap = 0
const sample = setInterval(() => {
  const m = process.memoryUsage()
  peakRss = Math.max(peakRss, m.rss)
  peakHeap = Math.max(peakHeap, m.heapUsed)
}, 100)

const loadBefore = os.loadavg()
const t0 = performance.now()
const [creatorId] = await digests.due()
if (!creatorId) throw new Error('no digest due')
const digest = await digests.create(creatorId)
if (!digest) throw new Error('no digest created')
const queued = performance.now() - t0

const t1 = performance.now()
let batch: { digestId: string; after: string | null } | null = { digestId: digest.id, after: null }
let batches = 0
while (batch) {
  batch = await digests.sendBatch(batch)
  batches++
}
const sending = (performance.now() - t1) / 1000
clearInterval(sample)

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
console.log(`followers: ${FOLLOWERS}, batch size ${BATCH}, batches ${batches}`)
console.log(`digest fixed (scan + create): ${queued.toFixed(0)} ms`)
console.log(`sent ${received} mails in ${sending.toFixed(1)} s: ${Math.round((received / sending) * 60)} per minute`)
console.log(`peak while sending: RSS ${mb(peakRss)}, heap ${mb(peakHeap)}`)
const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ')
console.log(`load average (1, 5, 15 min) before: ${load(loadBefore)}, after: ${load(os.loadavg())} on ${os.cpus().length} cores`)

smtp.close()
await database.close()
await server.stop()
