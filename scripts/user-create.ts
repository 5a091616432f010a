/**
 * Creates an approved account that needs no payment (the first admin, complimentary accounts):
 *
 *   npm run user:create -- --email ops@example.com [--username ops] [--role admin] [--plan basic|ai]
 *
 * The password is asked for at the terminal without echo, or read from standard input
 * (`… < password-file`): npm prints a script's arguments, so a `--password` would end up on the
 * screen and in logs, and is refused. Honours DATA_DIR / DATABASE_URL (and .env). Works whether or
 * not the app is running: it uses the embedded PostgreSQL the app started, or starts and stops it itself.
 */
import { parseArgs } from 'node:util'
import { buildApp } from '../server/app.ts'
import { loadConfig, loadDotEnv } from '../server/config.ts'
import { createDatabase, runMigrations } from '../server/db/client.ts'
import { resolveDatabase } from '../server/db/connect.ts'
import { createTranslator, loadCatalogs } from '../server/i18n.ts'
import { readPassword } from './read-password.ts'

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
  console.error(
    'usage: npm run user:create -- --email <e> [--username <u>] [--role admin] [--plan basic|ai] (the password at the prompt or on standard input)',
  )
  process.exit(2)
}

if (values.password !== undefined)
  fail('--password is not accepted: npm prints the arguments; type the password at the prompt or pipe it in')
if (!values.email) fail('--email is required')
if (values.role !== 'user' && values.role !== 'admin') fail('--role must be user or admin')
if (values.plan !== 'basic' && values.plan !== 'ai') fail('--plan must be basic or ai')
const password = await readPassword('Password: ')
if (!password) fail('no password given')

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
      password,
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
