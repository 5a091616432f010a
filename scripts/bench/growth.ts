/**
 * Growth at scale: seeds one busy creator — 500 looks with a tag each, two years of daily traffic
 * over every referrer, device and ten countries — plus 200 quieter creators into the daily rollups
 * (and the monthly rollups) of its own embedded PostgreSQL (.tmp/bench-growth-pg, port 5471), then times
 * `services.growth.get()` for 7, 30 and 90 days (every query the growth API runs, tag hosts and
 * serialization included) and the 30-day per-look numbers of the image cards.
 * Goal: 90 days p95 ≤ 50 ms. The seed is kept between runs (RESEED=1 starts over).
 *
 *   npx tsx scripts/bench/growth.ts           # RUNS=200 by default
 */
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { GrowthPeriod } from '../../contract/growth.ts'
import { createDatabase, runMigrations } from '../../server/db/client.ts'
import { startEmbeddedPostgres } from '../../server/db/embedded.ts'
import { createGrowthService } from '../../server/modules/growth/growth.service.ts'
import { createImagesRepository } from '../../server/modules/images/images.repository.ts'
import { createTagsService } from '../../server/modules/tags/tags.service.ts'

const RUNS = Number(process.env.RUNS ?? 200)
const DAYS = 730
const LOOKS = 500
const OTHER_CREATORS = 200
const dir = path.resolve('.tmp/bench-growth-pg')

const server = await startEmbeddedPostgres({ dir, port: 5471 })
const admin = new pg.Client({ connectionString: server.url })
await admin.connect()
const exists = await admin.query(`select 1 from pg_database where datname = 'looktag_growth'`)
if (process.env.RESEED && exists.rowCount) await admin.query('drop database looktag_growth')
if (process.env.RESEED || !exists.rowCount) await admin.query('create database looktag_growth')
await admin.end()

const database = createDatabase(server.url.replace(/\/postgres$/, '/looktag_growth'), { max: 4 })
database.pool.on('error', () => {})
const { db } = database
const ms = (start: number) => performance.now() - start

/** Users, looks and tags, then the rollups exactly as the batcher writes them (one row per class and day). */
async function seed() {
  let t = performance.now()
  await db.execute(sql`
    insert into users (username, email, password_hash, page_name, approved, payment_status)
    select 'growth' || g, 'growth' || g || '@bench.test', 'x', 'Growth ' || g, true, 'paid'
    from generate_series(0, ${OTHER_CREATORS}) g`)
  await db.execute(sql`
    insert into images (user_id, storage_key, category, expiry_date, description)
    select (select id from users where username = 'growth0'), 'bench/' || g, 'clothes', current_date + 30, 'look ' || g
    from generate_series(1, ${LOOKS}) g`)
  await db.execute(sql`
    insert into tags (image_id, x_percent, y_percent, link)
    select id, 50, 50, 'https://shop' || (row_number() over () % 20) || '.example.com/p' from images`)
  console.log(`users, looks and tags: ${ms(t).toFixed(0)} ms`)
  t = performance.now()
  // Busy creator: every class of every dimension on every day (the most rows a day can have).
  await db.execute(sql`
    insert into growth_daily (user_id, dimension, day, metric, value, count)
    select u.id, dv.dimension, current_date - d, m, dv.value, 1 + ((d * 7 + length(dv.value) * 3) % 400)
    from users u, generate_series(0, ${DAYS - 1}) d,
      unnest(array['view', 'tag_click', 'share', 'campaign_click']) m,
      (select 'referrer' as dimension, unnest(array['instagram', 'tiktok', 'facebook', 'youtube', 'search', 'direct', 'other']) as value
       union all select 'device', unnest(array['mobile', 'tablet', 'desktop'])
       union all select 'country', unnest(array['DE', 'AT', 'CH', 'US', 'GB', 'FR', 'AE', 'SA', 'EG', 'ZZ'])) dv
    where u.username = 'growth0'`)
  // Quieter creators: one class per dimension a day, so the table holds other people's rows too.
  await db.execute(sql`
    insert into growth_daily (user_id, dimension, day, metric, value, count)
    select u.id, dv.dimension, current_date - d, 'view', dv.value, 1 + d % 9
    from users u, generate_series(0, ${DAYS - 1}) d,
      (values ('referrer', 'instagram'), ('device', 'mobile'), ('country', 'DE')) dv(dimension, value)
    where u.username <> 'growth0'`)
  console.log(`growth_daily: ${ms(t).toFixed(0)} ms`)
  t = performance.now()
  // Per look: views and tag clicks on a third of the days each, and a row per tag click day.
  await db.execute(sql`
    insert into growth_daily_items (user_id, day, metric, subject, subject_id, count)
    select i.user_id, current_date - d, m, 'image', i.id, 1 + (d % 17)
    from images i, generate_series(0, ${DAYS - 1}) d, unnest(array['view', 'tag_click']) m
    where (hashtext(i.id::text) + d) % 3 = 0`)
  await db.execute(sql`
    insert into growth_daily_items (user_id, day, metric, subject, subject_id, count)
    select i.user_id, current_date - d, 'tag_click', 'tag', t.id, 1 + (d % 5)
    from tags t join images i on i.id = t.image_id, generate_series(0, ${DAYS - 1}) d
    where (hashtext(t.id::text) + d) % 3 = 0`)
  console.log(`growth_daily_items: ${ms(t).toFixed(0)} ms`)
}

/** The monthly rollups as the batcher keeps them: the sums of the daily rows per month. */
async function seedMonthly() {
  const t = performance.now()
  await db.execute(sql`
    insert into growth_monthly (user_id, month, metric, dimension, value, count)
    select user_id, date_trunc('month', day)::date, metric, dimension, value, sum(count)::int
    from growth_daily group by 1, 2, 3, 4, 5`)
  await db.execute(sql`
    insert into growth_monthly_items (user_id, month, metric, subject, subject_id, count)
    select user_id, date_trunc('month', day)::date, metric, subject, subject_id, sum(count)::int
    from growth_daily_items group by 1, 2, 3, 4, 5`)
  await db.execute(sql`analyze`)
  console.log(`growth_monthly, growth_monthly_items: ${ms(t).toFixed(0)} ms`)
}

try {
  await runMigrations(db)
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from growth_daily`)).rows as { n: number }[]
  if (n === 0) await seed()
  const [{ monthly }] = (await db.execute(sql`select count(*)::int as monthly from growth_monthly`)).rows as { monthly: number }[]
  if (monthly === 0) await seedMonthly()
  const counts = (
    await db.execute(
      sql`select (select count(*) from growth_daily)::int as daily, (select count(*) from growth_daily_items)::int as items, (select count(*) from growth_monthly)::int as monthly, (select count(*) from growth_monthly_items)::int as monthly_items`,
    )
  ).rows[0]
  const [creator] = (await db.execute(sql`select id from users where username = 'growth0'`)).rows as { id: string }[]
  const actor = { id: creator.id, role: 'user' as const }
  const imagesRepo = createImagesRepository()
  const images = { liveDuring: (id: string, range: { from: string; to: string }) => imagesRepo.liveDuring(db, id, range) }
  const growth = createGrowthService({ db, tags: createTagsService({ db }), images })

  const rows: Record<string, Record<string, string | number>> = {}
  const time = async (name: string, call: () => Promise<unknown>) => {
    for (let i = 0; i < 5; i++) await call() // warm caches and the pool
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now()
      await call()
      times.push(ms(t))
    }
    times.sort((a, b) => a - b)
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1)
    rows[name] = { 'p50 ms': at(50), 'p95 ms': at(95), 'max ms': times.at(-1)?.toFixed(1) ?? '' }
  }
  for (const days of [7, 30, 90] as GrowthPeriod[]) await time(`growth ${days} days`, () => growth.get(actor, days))
  await time('looks (30 days, 500 cards)', () => growth.looks(actor))
  await time('CSV 366 days', async () => growth.csv(actor, { from: '2025-11-01', to: '2026-11-01' }))
  console.log(`growth rollups: ${JSON.stringify(counts)}, ${RUNS} runs each`)
  console.table(rows)
} finally {
  await database.close()
  await server.stop()
}
