import { mkdirSync } from 'node:fs'
import closeWithGrace from 'close-with-grace'
import pino from 'pino'
import { buildApp } from './app.ts'
import { loadConfig, loadDotEnv } from './config.ts'
import { createDatabase, runMigrations } from './db/client.ts'
import { resolveDatabase } from './db/connect.ts'
import { seedDemoContent } from './db/seed.ts'
import { runModeNotice } from './run-mode.ts'

loadDotEnv()
const config = loadConfig()
// Readable logs in a terminal during development; JSON lines everywhere else (production, CI, files).
const pretty = !config.production && process.stdout.isTTY
const logOptions = {
  level: config.logLevel,
  ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
}
const logger = pino(logOptions)
// Said first and loudly: which mode runs decides who can reach the development conveniences.
const notice = runModeNotice(config)
for (const line of notice.lines) logger[notice.level](line)
for (const dir of [config.dataDir, config.uploadsDir, config.mail.outboxDir]) mkdirSync(dir, { recursive: true })

const { url: databaseUrl, embedded } = await resolveDatabase(config, logger)
if (embedded) logger.info({ dir: config.database.embedded.dir, port: config.database.embedded.port }, 'embedded PostgreSQL started')

try {
  const { db, close } = createDatabase(databaseUrl, { max: 2 })
  try {
    await runMigrations(db)
    logger.info('database migrations applied')
    // Demo content only into the embedded database, never into an external or production one.
    if (embedded && config.demoContent) await seedDemoContent(db, { config, logger })
  } finally {
    await close()
  }
} catch (error) {
  logger.error({ err: error }, 'database setup failed')
  await embedded?.stop()
  process.exit(1)
}

const app = await buildApp(config, { databaseUrl, logger: logOptions })
if (config.initialAdmin) await ensureInitialAdmin(app, config.initialAdmin)

// Graceful shutdown: stop accepting, let in-flight requests finish, stop jobs, then PostgreSQL.
closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error')
  else app.log.info({ signal }, 'shutting down')
  await app.close()
  await embedded?.stop()
})

await app.listen({ port: config.port, host: config.host })
app.log.info(`Looktag is ready on ${config.publicUrl}`)

/** ADMIN_EMAIL / ADMIN_PASSWORD: create that admin on the first start only (the database remembers). */
async function ensureInitialAdmin(app: Awaited<ReturnType<typeof buildApp>>, admin: { email: string; password: string }) {
  if ((await app.services.auth.ensureBootstrapAdmin(admin)) === 'created') app.log.info({ email: admin.email }, 'initial admin created')
}
