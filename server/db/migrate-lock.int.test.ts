import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import pino from 'pino'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { MIGRATIONS_DIR } from './client.ts'
import { prepareDatabase } from './prepare.ts'

/** Three instances started at once on an empty database: all come up, each migration applied once. */
describe('migrations on an empty database', () => {
  const serverUrl = inject('postgresUrl')
  const name = `looktag_empty_${randomBytes(6).toString('hex')}`
  const databaseUrl = serverUrl.replace(/\/postgres$/, `/${name}`)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'looktag-migrate-'))
  const apps: Awaited<ReturnType<typeof buildApp>>[] = []

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('lets three instances start together and applies every migration once', async () => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_MODE: 'none', LOG_LEVEL: 'silent', DEMO_CONTENT: 'false' })
    const logger = pino({ level: 'silent' })

    const start = async () => {
      await prepareDatabase(databaseUrl, { config, logger, embedded: false })
      const app = await buildApp(config, { databaseUrl, logger: false })
      apps.push(app)
      await app.ready()
      return (await app.inject({ method: 'GET', url: '/api/health' })).json()
    }
    const results = await Promise.allSettled([start(), start(), start()])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])

    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const { rows } = await client.query('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash')
    await client.end()
    expect(rows).toHaveLength(journal.entries.length)
    expect(rows.every((row) => row.n === 1)).toBe(true)
  })
})
