import pg from 'pg'
import type { Logger } from 'pino'
import { readOrCreateSecret } from '../secret-file.ts'

/** The login the app uses on the embedded server: owns the app's database, is no superuser. */
export const APP_ROLE = 'looktag'

/** Any fixed number: the key of the lock that lets one process at a time set the role up. */
const ROLE_LOCK_KEY = 7_341_266_002

/** Where the app role's password for the data directory `dir` is kept (beside the superuser's). */
export function appPasswordFile(dir: string) {
  return `${dir}.app-password`
}

/**
 * Everything the superuser owns in the app's database, outside the system schemas and extensions,
 * handed to the app role: what a data directory from before the role holds (tables, sequences not
 * owned by a column, views, functions, types, schemas such as pg-boss's).
 */
const TRANSFER = `
do $$
declare
  r record;
  superuser oid := (select oid from pg_roles where rolname = current_user);
begin
  for r in
    select format('alter %s %s owner to %I', kind, name, $role$) as statement from (
      select 'schema' as kind, quote_ident(n.nspname) as name, n.oid, 'pg_namespace'::regclass as catalog, n.oid as ns
        from pg_namespace n where n.nspowner = superuser
      union all
      select case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence'
                            when 'f' then 'foreign table' else 'table' end,
             c.oid::regclass::text, c.oid, 'pg_class'::regclass, c.relnamespace
        from pg_class c
        where c.relowner = superuser and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          -- A sequence of a serial or identity column follows its table.
          and not (c.relkind = 'S' and exists (
            select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype in ('a', 'i')))
      union all
      select 'routine', p.oid::regprocedure::text, p.oid, 'pg_proc'::regclass, p.pronamespace
        from pg_proc p where p.proowner = superuser and p.prokind in ('f', 'p')
      union all
      select case t.typtype when 'd' then 'domain' else 'type' end, t.oid::regtype::text, t.oid, 'pg_type'::regclass, t.typnamespace
        from pg_type t
        where t.typowner = superuser and t.typtype in ('e', 'd', 'r', 'c')
          and (t.typtype <> 'c' or (select relkind from pg_class where oid = t.typrelid) = 'c')
    ) owned
    join pg_namespace n on n.oid = owned.ns
    where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
      and not exists (select 1 from pg_depend d where d.classid = owned.catalog and d.objid = owned.oid and d.deptype = 'e')
  loop
    execute r.statement;
  end loop;
end $$`

/**
 * Makes `APP_ROLE` a login without superuser, creation or replication rights, with the password
 * from its file, the owner of `database` (created when missing) and of what the superuser owns in
 * it, so a data directory from before the role upgrades on its next start. Runs as the superuser
 * (`superUrl`, database `postgres`) under a lock, so processes starting together take turns.
 * Returns the app's URL for `database`.
 */
export async function ensureAppRole(options: { superUrl: string; database: string; dir: string; logger?: Pick<Logger, 'info'> }) {
  const password = readOrCreateSecret(appPasswordFile(options.dir))
  const admin = new pg.Client({ connectionString: options.superUrl })
  await admin.connect()
  try {
    await admin.query('select pg_advisory_lock($1)', [ROLE_LOCK_KEY])
    const role = admin.escapeIdentifier(APP_ROLE)
    const rights = `login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password ${admin.escapeLiteral(password)}`
    const existing = await admin.query('select 1 from pg_roles where rolname = $1', [APP_ROLE])
    await admin.query(existing.rowCount ? `alter role ${role} with ${rights}` : `create role ${role} with ${rights}`)
    const db = await admin.query<{ owner: string }>('select pg_get_userbyid(datdba) as owner from pg_database where datname = $1', [
      options.database,
    ])
    const name = admin.escapeIdentifier(options.database)
    if (!db.rowCount) await admin.query(`create database ${name} owner ${role}`)
    else if (db.rows[0]?.owner !== APP_ROLE) {
      await admin.query(`alter database ${name} owner to ${role}`)
      options.logger?.info(
        { database: options.database, role: APP_ROLE },
        'embedded PostgreSQL: the app database now belongs to the app role',
      )
    }
    const inside = new pg.Client({ connectionString: withDatabase(options.superUrl, options.database) })
    await inside.connect()
    try {
      await inside.query(TRANSFER.replace('$role$', inside.escapeLiteral(APP_ROLE)))
    } finally {
      await inside.end()
    }
  } finally {
    await admin.end()
  }
  const url = new URL(withDatabase(options.superUrl, options.database))
  url.username = APP_ROLE
  url.password = encodeURIComponent(password)
  return url.toString()
}

function withDatabase(url: string, database: string) {
  const target = new URL(url)
  target.pathname = `/${encodeURIComponent(database)}`
  return target.toString()
}
