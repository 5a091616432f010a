/**
 * kill -9 during a followers' digest (issue #48): starts the app (scripts/fault/app-process.ts) with
 * FOLLOWERS (3,000) confirmed followers of one creator and a new look, starts the digest, and kills
 * the whole process group (SIGKILL; PostgreSQL survives) once about 40 % of the mails are in the
 * outbox, in the middle of a batch. Then starts the app again and waits for the digest to finish. Checks, from the .eml files:
 * - every follower got the digest (none lost);
 * - none got it more than twice, and the repeats are at most the mails of one group the killed
 *   batch had not marked sent yet (the digest's cursor, follower_digests.sent_through);
 * - the digest went on within RESUME_GOAL_S of the kill (pg-boss noticed the job's lost heartbeat).
 *   FAULT_PORT=3435 FAULT_PG_PORT=5635 FAULT_DATA_DIR=.tmp/fault-digest npx tsx scripts/fault/follower-digest-crash.ts
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import pg from 'pg'
import { PgBoss } from 'pg-boss'
import { passwordFile } from '../../server/db/embedded.ts'
import { type AppProcess, check, errorLines, runFault, startApp } from './app-process.ts'

const PORT = Number(process.env.FAULT_PORT ?? 3435)
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 5635)
const DATA_DIR = process.env.FAULT_DATA_DIR ?? '.tmp/fault-digest'
const FOLLOWERS = Number(process.env.FOLLOWERS ?? 3000)
/** The digest's progress mark (followers.digest.ts GROUP): a retry resends at most this many. */
const GROUP = 100
const RESUME_GOAL_S = 120
// No settling delay, and a pace that spaces 500-mail batches 1 s apart.
const env = { FOLLOWERS_DIGEST_DELAY_MINUTES: '0', FOLLOWERS_MAIL_PER_MINUTE: '30000', FOLLOWERS_BATCH_SIZE: '500' }

await runFault(async (failures) => {
  const first = await startApp({ port: PORT, pgPort: PG_PORT, dataDir: DATA_DIR, fresh: true, env })
  const outbox = path.join(first.dataDir, 'outbox')
  const password = readFileSync(passwordFile(path.join(first.dataDir, 'postgres')), 'utf8').trim()
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${PG_PORT}/looktag`
  const seeding = new pg.Client({ connectionString: url })
  await seeding.connect()
  const creatorId = await seed(seeding)
  await seeding.end()
  await startDigest(url, creatorId)
  // Mid-batch and mid-group: 500 mails a batch, marked sent every 100.
  await until(() => mails(outbox) >= FOLLOWERS * 0.42, 'the mails never reached the outbox')
  process.kill(-(first.child.pid as number), 'SIGKILL')
  const killedAt = performance.now()
  await first.exited
  const atKill = mails(outbox)

  // The next start restarts the PostgreSQL the killed app left running, so connect afterwards.
  const second = await startApp({ port: PORT, pgPort: PG_PORT, dataDir: DATA_DIR, env })
  const db = new pg.Client({ connectionString: url })
  db.on('error', () => undefined)
  await db.connect()
  try {
    const cursor = await db.query<{ sent: number }>('select sent from follower_digests')
    console.log(`killed with ${atKill} mails in the outbox, ${cursor.rows[0]?.sent} marked sent`)
    const afterKill = mails(outbox)
    const restartedS = (performance.now() - killedAt) / 1000
    await until(() => mails(outbox) > afterKill, `the digest did not go on within ${RESUME_GOAL_S} s`, RESUME_GOAL_S * 1000)
    const resumedS = (performance.now() - killedAt) / 1000
    await until(
      async () => (await db.query('select 1 from follower_digests where finished_at is not null')).rowCount === 1,
      'the digest never finished',
      180_000,
    )
    const finishedS = (performance.now() - killedAt) / 1000
    console.log(
      `after the kill: app up again in ${restartedS.toFixed(0)} s, digest going on in ${resumedS.toFixed(0)} s, finished in ${finishedS.toFixed(0)} s`,
    )

    const perFollower = countByRecipient(outbox)
    const twice = [...perFollower.values()].filter((n) => n === 2).length
    const more = [...perFollower.values()].filter((n) => n > 2).length
    console.log(`${perFollower.size} of ${FOLLOWERS} followers mailed, ${twice} twice, ${more} more often`)
    check(perFollower.size === FOLLOWERS, `every follower got the digest (${FOLLOWERS - perFollower.size} lost)`, failures)
    check(more === 0 && twice <= GROUP, `repeats at most one unmarked group of ${GROUP} (${twice} twice, ${more} more often)`, failures)
    check(resumedS <= RESUME_GOAL_S, `the digest went on ${resumedS.toFixed(0)} s after the kill (goal ≤ ${RESUME_GOAL_S} s)`, failures)
    check(errorLines(second.log).length === 0, 'no error-level log lines after the restart', failures)
  } finally {
    await db.end()
  }
  await stop(second)
})

/** One approved, paying creator with FOLLOWERS confirmed followers and a look from a minute ago. */
async function seed(db: pg.Client) {
  const { rows } = await db.query<{ id: string }>(`insert into users (username, email, password_hash, page_name, approved, payment_status)
    values ('digest_creator', 'digest@fault.test', 'x', 'Digest Creator', true, 'paid') returning id`)
  const creatorId = rows[0]!.id
  await db.query(
    `insert into followers (creator_id, email, language, created_at, confirmed_at)
     select $1, 'fan' || g || '@fault.test', (array['en','de','ar'])[1 + g % 3], now() - interval '2 days', now() - interval '2 days'
     from generate_series(1, $2::int) g`,
    [creatorId, FOLLOWERS],
  )
  await db.query(
    `insert into images (user_id, storage_key, variants, category, expiry_date, description, created_at)
     values ($1, 'fault/look.webp', '[{"key":"fault/w640.jpg","width":640,"height":800,"format":"jpeg"}]', 'clothes', current_date + 7, 'Fault look', now() - interval '1 minute')`,
    [creatorId],
  )
  return creatorId
}

/** Queues the digest as the minute's scan would, without waiting up to a minute for it. */
async function startDigest(url: string, creatorId: string) {
  const boss = new PgBoss({ connectionString: url, supervise: false, schedule: false, migrate: false })
  await boss.start()
  await boss.send('followers.digest', { creatorId }, { singletonKey: creatorId })
  await boss.stop({ graceful: false })
}

function mails(outbox: string) {
  try {
    return readdirSync(outbox).filter((f) => f.endsWith('.eml')).length
  } catch {
    return 0
  }
}

function countByRecipient(outbox: string) {
  const counts = new Map<string, number>()
  for (const file of readdirSync(outbox).filter((f) => f.endsWith('.eml'))) {
    const to = /^To: (.+)$/m.exec(readFileSync(path.join(outbox, file), 'utf8').slice(0, 4000))?.[1]?.trim()
    if (to?.endsWith('@fault.test')) counts.set(to, (counts.get(to) ?? 0) + 1)
  }
  return counts
}

async function until<T>(condition: () => T | Promise<T>, message: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await condition()
    if (value) return value
    if (Date.now() > deadline) throw new Error(message)
    await delay(100)
  }
}

async function stop(app: AppProcess) {
  process.kill(app.serverPid(), 'SIGTERM')
  await app.exited
}
