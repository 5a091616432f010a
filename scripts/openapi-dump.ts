/**
 * Writes the OpenAPI document the app serves at /api/docs/json, for `npm run lint:openapi`:
 *
 *   tsx scripts/openapi-dump.ts [out.json]
 *
 * The app is assembled but never started, so no database or server is needed.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'

const out = process.argv[2] ?? '.tmp/openapi.json'
const config = loadConfig({
  NODE_ENV: 'development',
  API_DOCS: 'true',
  WEB_MODE: 'none',
  RUN_WORKERS: 'false',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(tmpdir(), 'looktag-openapi'),
  // Never connected to: building the app only opens pools lazily.
  DATABASE_URL: 'postgres://openapi@127.0.0.1:1/openapi',
})
const app = await buildApp(config, { logger: false, offline: true })
await app.ready()
mkdirSync(path.dirname(out), { recursive: true })
writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`)
console.log(`openapi: wrote ${out}`)
// Closing would flush buffers to the database that was never there.
process.exit(0)
