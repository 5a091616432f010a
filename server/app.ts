import path from 'node:path'
import type { FastifyServerOptions } from 'fastify'
import { SOFTWARE_NAME } from '../contract/site-defaults.ts'
import type { Config } from './config.ts'
import { createDatabase, type Database } from './db/client.ts'
import { AppError } from './errors.ts'
import { createSiteCatalogs, createTranslator, loadCatalogs } from './i18n.ts'
import { createJobQueue, type JobQueue } from './jobs/queue.ts'
import { createCacheRegistry } from './lib/cache.ts'
import { createModules, type Services } from './modules/index.ts'
import type { ModuleOverrides } from './modules/module.ts'
import { createFastify, registerPlatform } from './plugins/platform.ts'
import { uploads } from './plugins/uploads.ts'
import { web } from './plugins/web.ts'
import { createMailPort, type MailPort } from './ports/email/index.ts'
import { createMarketplacePort, createPaymentsPort, type MarketplacePort, type PaymentsPort } from './ports/payments/index.ts'
import { createStoragePort, type StoragePort } from './ports/storage/index.ts'
import { createPrivateStorage, type PrivateStorage } from './ports/storage/private.ts'
import { createHtmlCache } from './web-cache/html-cache.ts'
import { watchCaches } from './web-cache/site-wiring.ts'

export type { Services, WebServices } from './modules/index.ts'

/** Replaceable parts, for tests and for main.ts (which supplies the embedded database URL). */
export interface Overrides extends ModuleOverrides {
  databaseUrl?: string
  mail?: MailPort
  storage?: StoragePort
  privateFiles?: PrivateStorage
  payments?: PaymentsPort
  marketplace?: MarketplacePort
  logger?: FastifyServerOptions['logger']
  /** Ready without connecting (job queue, change listener): for scripts that only read the route table. */
  offline?: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Database
    jobs: JobQueue
    services: Services
  }
}

/** Builds the whole app (API, web, jobs) without listening; tests use it with `app.inject`. */
export async function buildApp(config: Config, overrides: Overrides = {}) {
  const databaseUrl = overrides.databaseUrl ?? config.database.url
  if (!databaseUrl) throw new Error('buildApp needs a database URL (DATABASE_URL or the embedded server)')

  const app = createFastify(config, overrides.logger)

  const catalogs = loadCatalogs()
  // Mails and API messages name the platform as configured; the name is read again after a change.
  let siteName = SOFTWARE_NAME
  const translator = createTranslator(catalogs, () => siteName)
  const database = createDatabase(databaseUrl)
  const jobs = createJobQueue({ url: databaseUrl, logger: app.log })
  const storage = overrides.storage ?? createStoragePort(config)
  const caches = createCacheRegistry()
  const {
    modules,
    services,
    web: webServices,
  } = createModules({
    config,
    db: database.db,
    jobs,
    mailPort: overrides.mail ?? createMailPort(config, () => siteName),
    storage,
    privateFiles: overrides.privateFiles ?? createPrivateStorage(config),
    payments: overrides.payments ?? createPaymentsPort(config, () => siteName, app.log),
    marketplace: overrides.marketplace ?? createMarketplacePort(config),
    translator,
    log: app.log,
    publicUrl: config.publicUrl,
    caches,
    overrides: { twin: overrides.twin, auth: overrides.auth, linkChecker: overrides.linkChecker },
  })
  for (const { module } of modules) module.jobs?.(jobs)

  app.decorate('config', config)
  app.decorate('db', database.db)
  app.decorate('jobs', jobs)
  app.decorate('services', services)

  await registerPlatform(app, { config, translator, authService: services.auth, rateLimitStore: services.rateLimits.store })
  for (const { module } of modules) if (module.routes) await app.register(module.routes)
  app.all('/api/*', { schema: { hide: true } }, async () => {
    throw new AppError('ROUTE_NOT_FOUND')
  })
  await app.register(uploads, { storage })
  // Public pages' HTML, briefly, dropped with the modules' caches of creator data.
  const htmlCache = config.web.mode === 'build' ? caches.register('html', ['site', 'creator'], createHtmlCache()) : undefined
  watchCaches(app, { databaseUrl, offline: overrides.offline, caches, site: services.site, onSiteName: (name) => (siteName = name) })
  await app.register(web, {
    mode: config.web.mode,
    buildDir: config.web.buildDir,
    catalogFor: createSiteCatalogs(catalogs),
    contextBase: { publicUrl: config.publicUrl, sourceUrl: config.sourceUrl, production: config.production, services: webServices },
    htmlCache,
    rateLimitMax: config.rateLimitMax,
    uploadTmpDir: path.join(config.dataDir, 'tmp', 'form-uploads'),
  })

  if (!overrides.offline) app.addHook('onReady', async () => jobs.start({ workers: config.runWorkers }))
  // The first mail of a fresh process already names the platform as configured.
  if (!overrides.offline) app.addHook('onReady', async () => void (await services.site.settings().catch(() => undefined)))
  // Hooks run in reverse order on close: stop jobs first, then close the pool they share.
  app.addHook('onClose', async () => database.close())
  app.addHook('onClose', async () => jobs.stop())
  // Registered last so they run first: buffered writes (tracking events, rate-limit hits) go before the pool closes.
  for (const { module } of modules) if (module.onClose) app.addHook('onClose', module.onClose)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
