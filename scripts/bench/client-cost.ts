/**
 * What the load generator spends per answer, by the answer's size: autocannon against the bare
 * server (bare-server.ts) answering bodies of 1–32 KB, each for DURATION seconds (4) with
 * CONNECTIONS (20). On two cores the generator's share decides the ratios of large answers
 * (docs/performance.md "Ceilings"). Loopback only, bounded; needs no app.
 *
 *   npx tsx scripts/bench/client-cost.ts
 */
import { randomBytes } from 'node:crypto'
import type { CapturedAnswer } from './bare-server.ts'
import { startBareServer } from './ceilings.ts'
import { createBench } from './http.ts'

const duration = Number(process.env.DURATION ?? 4)
const connections = Number(process.env.CONNECTIONS ?? 20)
const SIZES = [1_000, 8_000, 12_000, 15_000, 16_000, 17_000, 20_000, 32_000]

const answers: CapturedAnswer[] = SIZES.map((size) => ({
  method: 'GET',
  path: `/${size}`,
  status: 200,
  headers: [['content-type', 'application/octet-stream']],
  body: randomBytes(size).toString('base64'),
}))
const bare = await startBareServer(answers)
try {
  const bench = createBench(bare.base, { serverPid: bare.pid })
  const rows = []
  for (const size of SIZES) {
    const row = await bench.run({ title: `${size} B`, path: `/${size}` }, duration, connections)
    rows.push({ body: row.target, 'req/s': row['req/s'], 'server CPU ms': row['server CPU ms'], 'client CPU ms': row['client CPU ms'] })
  }
  console.table(rows)
} finally {
  await bare.stop()
}
