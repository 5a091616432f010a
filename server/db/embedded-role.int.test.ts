import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { freePort } from '../../tests/fixtures/free-port.ts'
import { createJobQueue } from '../jobs/queue.ts'
import { createDatabase, runMigrations } from './client.ts'
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded.ts'
import { APP_ROLE, appPasswordFile, ensureAppRole } from './embedded-role.ts'

async function query<T extends pg.QueryResultRow>(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}

/** Objects in the app's database the superuser still owns, outside system schemas and extensions. */
const SUPERUSER_OWNED = `
  select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where pg_get_userbyid(c.relowner) = 'postgres' and n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
    and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
  union all
  select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where pg_get_userbyid(p.proowner) = 'postgres' and n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
    and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
  union all
  select nspname from pg_namespace where pg_get_userbyid(nspowner) = 'postgres' and nspname not like 'pg\\_%' and nspname <> 'information_schema'`

describe('the app role on the embedded PostgreSQL', { timeout: 180_000 }, () => {
  let root: string
  let server: EmbeddedDatabase
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'looktag-embedded-role-'))
    chmodSync(root, 0o755)
    server = await startEmbeddedPostgres({ dir: path.join(root, 'postgres'), port: await freePort() })
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(root, { recursive: true, force: true })
  })
  const dir = () => path.join(root, 'postgres')

  it('connects the app without superuser rights, and migrations, extensions and the job queue still work', async () => {
    const url = await ensureAppRole({ superUrl: server.url, database: 'looktag_fresh', dir: dir() })
    expect(new URL(url).username).toBe(APP_ROLE)
    expect(statSync(appPasswordFile(dir())).mode & 0o777).toBe(0o600)
    const [me] = await query<{ rolsuper: boolean; user: string }>(
      url,
      'select rolsuper, current_user as user from pg_roles where rolname = current_user',
    )
    expect(me).toEqual({ rolsuper: false, user: APP_ROLE })

    const { db, close } = createDatabase(url, { max: 1 })
    await runMigrations(db).finally(close)
    const extensions = await query<{ extname: string }>(url, `select extname from pg_extension where extname in ('pg_trgm', 'unaccent')`)
    expect(extensions.map((e) => e.extname).sort()).toEqual(['pg_trgm', 'unaccent'])
    const jobs = createJobQueue({ url, logger: { error: () => undefined } as never })
    await jobs.start({ workers: false })
    await jobs.stop()
    expect(await query(url, `select 1 from pg_namespace where nspname = 'pgboss'`)).toHaveLength(1)
    // Not a superuser: reading the server's files is refused.
    await expect(query(url, `select pg_read_file('postgresql.conf')`)).rejects.toMatchObject({ code: '42501' })
  })

  it('hands a database made by the superuser, with everything in it, to the app role on the next start', async () => {
    const superuser = new URL(server.url)
    superuser.pathname = '/looktag_old'
    await query(server.url, 'create database looktag_old')
    const old = createDatabase(superuser.toString(), { max: 1 })
    await runMigrations(old.db).finally(old.close)
    const before = createJobQueue({ url: superuser.toString(), logger: { error: () => undefined } as never })
    await before.start({ workers: false })
    await before.stop()
    expect((await query(superuser.toString(), SUPERUSER_OWNED)).length).toBeGreaterThan(10)

    const url = await ensureAppRole({ superUrl: server.url, database: 'looktag_old', dir: dir() })
    expect(await query(superuser.toString(), SUPERUSER_OWNED)).toEqual([])
    const [owner] = await query<{ owner: string }>(
      url,
      `select pg_get_userbyid(datdba) as owner from pg_database where datname = 'looktag_old'`,
    )
    expect(owner?.owner).toBe(APP_ROLE)
    // The owner may change the schema (a later migration) and write to it.
    const again = createDatabase(url, { max: 1 })
    await runMigrations(again.db).finally(again.close)
    await query(url, 'alter table platform_settings add column probe integer; alter table platform_settings drop column probe')
    await query(url, `insert into platform_settings (id) values (true) on conflict do nothing`)
    const after = createJobQueue({ url, logger: { error: () => undefined } as never })
    after.define({ name: 'probe', payload: z.unknown() }, async () => undefined)
    await after.start({ workers: false })
    await after.send({ name: 'probe', payload: z.unknown() }, {})
    await after.stop()
    // A second start changes nothing and keeps the password.
    expect(await ensureAppRole({ superUrl: server.url, database: 'looktag_old', dir: dir() })).toBe(url)
  })
})
