import { mkdirSync } from 'node:fs'
import pino from 'pino'
import { type App, buildApp } from './app.ts'
import type { Config } from './config.ts'
import { resolveDatabase } from './db/connect.ts'
import { prepareDatabase } from './db/prepare.ts'
import { framed } from './lib/framed.ts'
import { runModeNotice } from './run-mode.ts'
import { shutDownGracefully } from './shutdown.ts'

/** Starts the server with the configuration server/main.ts read (database, app, listening). */
export async function startServer(config: Config) {
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
    await prepareDatabase(databaseUrl, { config, logger, embedded: Boolean(embedded) })
  } catch (error) {
    logger.error({ err: error }, 'database setup failed')
    await embedded?.stop()
    process.exit(1)
  }

  const app = await buildApp(config, { databaseUrl, logger: logOptions })
  if (config.initialAdmin) await ensureInitialAdmin(app, config.initialAdmin)
  else await offerFirstAdminLink(app)
  shutDownGracefully(app, embedded?.stop)
  // Recorded before the first request: from now on no build removes the files this process serves.
  await app.services.release.hold()

  await app.listen({ port: config.port, host: config.host })
  app.log.info(`Looktag is ready on ${config.publicUrl}`)
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: create that admin on the first start only (the database remembers). */
async function ensureInitialAdmin(app: App, admin: { email: string; password: string }) {
  if ((await app.services.auth.ensureBootstrapAdmin(admin)) !== 'created') return
  app.log.info({ email: admin.email }, 'initial admin created')
  process.stdout.write(
    framed('First admin created', [
      `Sign in as ${admin.email} with ADMIN_PASSWORD, then change the password`,
      'and remove ADMIN_PASSWORD from the environment.',
    ]),
  )
}

/** A production instance without any admin: the one-time link that creates the first one. */
async function offerFirstAdminLink(app: App) {
  const link = await app.services.setup.firstAdmin.link()
  if (!link) return
  const until = link.expiresAt.toISOString()
  app.log.warn({ expiresAt: until }, 'no admin exists yet: open the setup link printed below to create the first one')
  process.stdout.write(
    framed('No admin yet: create the first one with this link', [
      link.url,
      `It works once, only while no admin exists, and until ${until}. Keep it private.`,
      'After that, the next start prints a new link.',
      'Alternatively: npm run user:create -- --role admin --email … (it asks for the password)',
    ]),
  )
}
