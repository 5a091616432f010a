/**
 * Trends at scale: seeds 1,000,000 images (2,000 public creators, 250 hidden ones, ~10% expired,
 * a third tagged — trends list only those —, descriptions from a vocabulary with accents, a few
 * rare words) into its own embedded PostgreSQL in .tmp/bench-pg (port 5470), then times
 * `services.public.trends()` — the SQL, the capped count, the tag lookup and the serialization the
 * page and the API share — for the searches visitors run.
 * Goal: p95 ≤ 20 ms. The seed is kept between runs (RESEED=1 starts over); new migrations apply.
 *
 *   npx tsx scripts/bench/trends.ts                 # IMAGES=1000000 RUNS=100 by default
 *   RESEED=1 IMAGES=200000 npx tsx scripts/bench/trends.ts
 */
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { TrendsQuery } from '../../contract/public.ts'
import { createDatabase, runMigrations } from '../../server/db/client.ts'
import { startEmbeddedPostgres } from '../../server/db/embedded.ts'
import { createImagesService } from '../../server/modules/images/images.service.ts'
import { createPublicService } from '../../server/modules/public/public.service.ts'
import { createDiskStorage } from '../../server/ports/storage/disk.adapter.ts'

const IMAGES = Number(process.env.IMAGES ?? 1_000_000)
const RUNS = Number(process.env.RUNS ?? 100)
const CREATORS = 2000
const HIDDEN_CREATORS = 250
const dir = path.resolve('.tmp/bench-pg')

const server = await startEmbeddedPostgres({ dir, port: 5470 })
const admin = new pg.Client({ connectionString: server.url })
await admin.connect()
const exists = await admin.query(`select 1 from pg_database where datname = 'looktag_bench'`)
if (process.env.RESEED && exists.rowCount) await admin.query('drop database looktag_bench')
if (process.env.RESEED || !exists.rowCount) await admin.query('create database looktag_bench')
await admin.end()

const database = createDatabase(server.url.replace(/\/postgres$/, '/looktag_bench'), { max: 4 })
database.pool.on('error', () => {})
const { db } = database
const ms = (start: number) => performance.now() - start

/**
 * Words with their share of descriptions: a few very common ones, accented ones (searched
 * without accents too), German compounds, and filler. `quokka` is the rare word (≈100 images).
 */
const VOCABULARY = [
  'dress',
  'jacket',
  'sneakers',
  'lipstick',
  'summer',
  'winter',
  'linen',
  'silk',
  'vintage',
  'denim',
  'café',
  'crème',
  'brûlée',
  'rosé',
  'naïve',
  'Größe',
  'Kleid',
  'Sommerkleid',
  'Lippenstift',
  'Übergangsjacke',
  'blazer',
  'skirt',
  'scarf',
  'boots',
  'sandals',
  'handbag',
  'earrings',
  'serum',
  'mascara',
  'foundation',
  'headphones',
  'phone',
  'laptop',
  'watch',
  'camera',
  'speaker',
  'charger',
  'keyboard',
  'blush',
  'perfume',
  'oversized',
  'cropped',
  'pastel',
  'neon',
  'minimal',
  'boho',
  'classic',
  'sporty',
  'elegant',
  'cozy',
]

async function seed() {
  const started = performance.now()
  await db.execute(sql`set session_replication_role = replica`) // no triggers (cache notifications) while seeding
  await db.execute(
    sql.raw(`
    insert into users (username, email, password_hash, page_name, country, approved, payment_status, role, created_at)
    select 'bench_' || n, 'bench' || n || '@example.com', 'x', 'Bench Créatrice ' || n,
      (array['Germany','France','United Arab Emirates','United Kingdom','Spain'])[1 + n % 5],
      n <= ${CREATORS}, case when n % 7 = 0 and n > ${CREATORS} then 'pending' else 'paid' end, 'user',
      now() - n * interval '1 minute'
    from generate_series(1, ${CREATORS + HIDDEN_CREATORS}) n`),
  )
  const words = `(array[${VOCABULARY.map((w) => `'${w}'`).join(',')}])`
  // Three words per description chosen by hashes of the row number (skewed towards the first
  // words), plus a rare word every 10,000th row and a number, like "Crème blazer linen #4711".
  await db.execute(
    sql.raw(`
    create temporary table bench_creators as
      select id, row_number() over (order by username) as n from users where username like 'bench\\_%';
    insert into images (user_id, storage_key, variants, placeholder, width, height, category, expiry_date, description, discount, is_premium, created_at)
    select c.id,
      'images/' || i || '/w1080.webp',
      jsonb_build_array(
        jsonb_build_object('key', 'images/' || i || '/w320.webp', 'width', 320, 'height', 400, 'format', 'webp'),
        jsonb_build_object('key', 'images/' || i || '/w640.webp', 'width', 640, 'height', 800, 'format', 'webp'),
        jsonb_build_object('key', 'images/' || i || '/w640.jpg', 'width', 640, 'height', 800, 'format', 'jpeg')),
      'data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAADwAQCdASoQABQAPm0ulEekIyGhKAgAgA2JQBOgB+AAPaAA/vXzgAA=',
      1080, 1350,
      (array['clothes','makeup','devices','other'])[1 + i % 4],
      case when i % 10 = 0 then current_date - (1 + i % 30) else current_date + (i % 8) end,
      initcap(${words}[1 + (hashint4(i) & 2147483647) % 10]) || ' ' ||
        ${words}[1 + (hashint4(i * 7) & 2147483647) % ${VOCABULARY.length}] || ' ' ||
        ${words}[1 + (hashint4(i * 13) & 2147483647) % ${VOCABULARY.length}] ||
        case when i % 10000 = 3 then ' quokka' else '' end || ' #' || i,
      case when i % 5 = 0 then 'SAVE' || (i % 50) end,
      i % 20 = 0,
      now() - i * interval '1 second'
    from generate_series(1, ${IMAGES}) i
    join bench_creators c on c.n = 1 + i % ${CREATORS + HIDDEN_CREATORS};
    insert into tags (image_id, x_percent, y_percent, link)
      select id, 40, 60, 'https://shop.example.com/p/' || left(id::text, 8) from images where random() < 0.33;
    -- Triggers are off while seeding: set what the tags trigger keeps (trends list tagged images).
    update images i set tag_count = c.n from (select image_id, count(*)::int as n from tags group by image_id) c where c.image_id = i.id;
  `),
  )
  console.log(`seeded ${IMAGES.toLocaleString('en')} images in ${(ms(started) / 1000).toFixed(0)} s`)
}

try {
  let t = performance.now()
  await runMigrations(db)
  console.log(`migrations ${ms(t).toFixed(0)} ms`)
  const countImages = async () => ((await db.execute(sql`select count(*)::int as count from images`)).rows[0] as { count: number }).count
  let count = await countImages()
  if (count < IMAGES) {
    await seed()
    count = await countImages()
  } else console.log(`reusing ${count.toLocaleString('en')} seeded images`)
  // What autovacuum does in production: statistics, and the visibility map index-only scans need.
  t = performance.now()
  await db.execute(sql`vacuum (analyze) images, users, tags`)
  console.log(`vacuum analyze ${(ms(t) / 1000).toFixed(1)} s`)

  const storage = createDiskStorage({ dir: path.resolve('.tmp/bench-uploads') })
  const service = createPublicService({ db, storage, images: createImagesService({ db, storage }) })
  const scenarios: [string, Partial<TrendsQuery>][] = [
    ['no search, page 1', {}],
    ['no search, page 50', { page: 50 }],
    ['category makeup', { category: 'makeup' }],
    ['category devices, page 20', { category: 'devices', page: 20 }],
    ['common word "dress"', { search: 'dress' }],
    ['common word, page 10', { search: 'summer', page: 10 }],
    ['word + category', { search: 'linen', category: 'devices' }],
    ['rare word "quokka"', { search: 'quokka' }],
    ['accented "creme" (crème)', { search: 'creme' }],
    ['accented "größe"', { search: 'größe' }],
    // The deepest page the capped total offers (1,000 / 30 → page 34) for a 4 % word.
    ['"creme", page 34', { search: 'creme', page: 34 }],
    ['no hit "xylophonequartz"', { search: 'xylophonequartz' }],
  ]
  const rows: Record<string, Record<string, string | number>> = {}
  for (const [name, query] of scenarios) {
    const q: TrendsQuery = { page: 1, limit: 30, search: undefined, ...query }
    for (let i = 0; i < 5; i++) await service.trends(q) // warm caches and the pool
    const times: number[] = []
    let result = await service.trends(q)
    for (let i = 0; i < RUNS; i++) {
      t = performance.now()
      result = await service.trends(q)
      times.push(ms(t))
    }
    times.sort((a, b) => a - b)
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1)
    rows[name] = {
      'p50 ms': at(50),
      'p95 ms': at(95),
      'max ms': times.at(-1)?.toFixed(1) ?? '',
      images: result.images.length,
      total: result.total,
    }
  }
  console.log(`trends over ${count.toLocaleString('en')} images, ${RUNS} runs each (service call incl. count, tags, serialization)`)
  console.table(rows)
} finally {
  await database.close()
  await server.stop()
}
