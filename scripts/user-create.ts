/**
 * Creates an approved account that needs no payment (the first admin, complimentary accounts):
 *
 *   npm run user:create -- --email ops@example.com --password '…' [--username ops] [--role admin] [--plan basic|ai]
 *
 * Honours DATA_DIR / DATABASE_URL (and .env). Works whether or not the app is running: it uses the
 * embedded PostgreSQL the app started, or starts and stops it itself.
 */
import { parseArgs } from 'node:util'
import { buildApp } from '../server/app.ts'
import { loadConfig, loadDotEnv } from '../server/config.ts'
import { createDatabase, runMigrations } from '../server/db/client.ts'
import { resolveDatabase } from '../server/db/connect.ts'
import { createTranslator, loadCatalogs } from '../server/i18n.ts'

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    username: { type: 'string' },
    role: { type: 'string', default: 'user' },
    plan: { type: 'string', default: 'basic' },
  },
})

function fail(message: string): never {
  console.error(`user:create: ${message}`)
  console.error('usage: npm run user:create -- --email <e> --password <p> [--username <u>] [--role admin] [--plan basic|ai]')
  process.exit(2)
}

if (!values.email || !values.password) fail('--email and --password are required')
if (values.role !== 'user' && values.role !== 'admin') fail('--role must be user or admin')
if (values.plan !== 'basic' && values.plan !== 'ai') fail('--plan must be basic or ai')

loadDotEnv()
const config = loadConfig({ ...process.env, WEB_MODE: 'none', RUN_WORKERS: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' })
const { url, embedded } = await resolveDatabase(config)
let exitCode = 0
try {
  const migrator = createDatabase(url, { max: 1 })
  await runMigrations(migrator.db)
  await migrator.close()
  const app = await buildApp(config, { databaseUrl: url, logger: false })
  try {
    const user = await app.services.users.createApprovedAccount({
      email: values.email,
      password: values.password,
      username: values.username,
      role: values.role,
      planType: values.plan,
    })
    console.log(`created ${user.role} ${user.username} <${user.email}> (plan ${user.planType}), approved`)
  } catch (error) {
    const code = (error as { code?: string }).code
    const details = (error as { details?: { field: string; key: string; params?: Record<string, string | number> }[] }).details
    // The same words the forms show, so "why not" needs no lookup.
    const t = createTranslator(loadCatalogs())('en')
    console.error(
      `user:create: ${code ?? (error as Error).message}${details ? ` ${details.map((d) => `--${d.field}: ${t(d.key, d.params)}`).join(' ')}` : ''}`,
    )
    exitCode = 1
  } finally {
    await app.close()
  }
} finally {
  await embedded?.stop()
}
process.exit(exitCode)
