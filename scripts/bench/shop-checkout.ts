/**
 * Shop checkout under contention: ROUNDS times, BUYERS buyers at once check out one unit of a
 * product that has UNITS in stock (the shop service with the local marketplace, on its own
 * embedded PostgreSQL in .tmp/bench-shop-pg, port 5505), then every opened checkout is paid with
 * the test card. Prints units sold and paid, units oversold (must be 0), buyers told "out of
 * stock", and the checkout latency p50/p99 (reservation transaction + order + session).
 *
 *   npx tsx scripts/bench/shop-checkout.ts            # ROUNDS=20 BUYERS=50 UNITS=10 (BENCH_PG_PORT, BENCH_DATA_DIR)
 */
import path from 'node:path'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { createDatabase, runMigrations } from '../../server/db/client.ts'
import { startEmbeddedPostgres } from '../../server/db/embedded.ts'
import { orderItems, orders, products } from '../../server/db/schema/index.ts'
import { AppError } from '../../server/errors.ts'
import { createTranslator, loadCatalogs } from '../../server/i18n.ts'
import { createCheckoutService } from '../../server/modules/shop/checkout.service.ts'
import { createShopRepository } from '../../server/modules/shop/shop.repository.ts'
import { createLocalMarketplace } from '../../server/ports/payments/local/marketplace.adapter.ts'
import { createLocalShopCheckoutService } from '../../server/ports/payments/local/shop-checkout.service.ts'
import { createUser } from '../../tests/factories/users.ts'

const ROUNDS = Number(process.env.ROUNDS ?? 20)
const BUYERS = Number(process.env.BUYERS ?? 50)
const UNITS = Number(process.env.UNITS ?? 10)
const dir = path.resolve(process.env.BENCH_DATA_DIR ?? '.tmp/bench-shop-pg')

const server = await startEmbeddedPostgres({ dir, port: Number(process.env.BENCH_PG_PORT ?? 5505) })
const admin = new pg.Client({ connectionString: server.url })
await admin.connect()
await admin.query('drop database if exists looktag_shop_bench')
await admin.query('create database looktag_shop_bench')
await admin.end()

// A pool like one app process has (pg's default 10): buyers queue for connections as they would.
const database = createDatabase(server.url.replace(/\/postgres$/, '/looktag_shop_bench'))
const { db } = database
await runMigrations(db)

// The checkout service alone, as the shop module builds it, with the built-in marketplace.
const repo = createShopRepository()
const checkout = createCheckoutService({
  db,
  repo,
  marketplace: createLocalMarketplace(),
  mailer: { send: async () => undefined },
  notifications: { notify: async () => undefined as never },
  translator: createTranslator(loadCatalogs()),
  // The bench's seller has given trader details (decision 0082); measured here is the stock path.
  traders: { state: async () => 'verified' },
  publicUrl: 'http://localhost:3000',
  platformFeePercent: 0,
})
const localCheckout = createLocalShopCheckoutService({ db, repo, checkout })

const seller = await createUser(db, { planType: 'ai', shopEnabled: true, stripeAccountId: 'lacct_bench', stripeChargesEnabled: true })
const latencies: number[] = []
let opened = 0
let outOfStock = 0
let otherErrors = 0

for (let round = 0; round < ROUNDS; round++) {
  const [product] = await db
    .insert(products)
    .values({ userId: seller.id, name: `Bench item ${round}`, priceCents: 1500, description: 'bench', stock: UNITS })
    .returning()
  if (!product) throw new Error('no product')
  const results = await Promise.all(
    Array.from({ length: BUYERS }, async (_, buyer) => {
      const start = performance.now()
      try {
        const { url } = await checkout.createCheckout({ cart: [{ id: product.id, quantity: 1 }], page_name: seller.username }, 'en', {
          ip: `192.0.2.${buyer + 1}`,
        })
        return { url, ms: performance.now() - start }
      } catch (error) {
        if (error instanceof AppError && error.code === 'SHOP_OUT_OF_STOCK') outOfStock++
        else otherErrors++
        return { url: null, ms: performance.now() - start }
      }
    }),
  )
  for (const r of results) latencies.push(r.ms)
  const urls = results.flatMap((r) => (r.url ? [r.url] : []))
  opened += urls.length
  await Promise.all(
    urls.map((url, i) =>
      localCheckout.pay(url.split('/').pop() as string, {
        cardNumber: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
        name: 'Bench',
        email: `buyer${i}@example.com`,
      }),
    ),
  )
}

const paidUnits = await db
  .select({ quantity: orderItems.quantity, productId: orderItems.productId })
  .from(orderItems)
  .innerJoin(orders, eq(orders.id, orderItems.orderId))
  .where(eq(orders.status, 'paid'))
const perProduct = new Map<string, number>()
for (const row of paidUnits) perProduct.set(row.productId ?? '', (perProduct.get(row.productId ?? '') ?? 0) + row.quantity)
const oversold = [...perProduct.values()].reduce((sum, n) => sum + Math.max(0, n - UNITS), 0)
const negativeStock = (await db.select().from(products)).filter((p) => p.stock < 0).length

latencies.sort((a, b) => a - b)
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1)
console.log(`rounds ${ROUNDS}, ${BUYERS} buyers at once per round, ${UNITS} units each`)
console.log(`checkouts opened ${opened} (expected ${ROUNDS * UNITS}), paid units ${paidUnits.reduce((s, r) => s + r.quantity, 0)}`)
console.log(`oversold units ${oversold}, products below 0 stock ${negativeStock}`)
console.log(`told out of stock ${outOfStock}, other errors ${otherErrors}`)
console.log(`checkout latency p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${latencies.at(-1)?.toFixed(1)} ms (${latencies.length} checkouts)`)

await database.close()
await server.stop()
