import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import { createDatabase, type Database } from './db/client.ts'
import { AppError } from './errors.ts'
import { createTranslator, loadCatalogs } from './i18n.ts'
import { createJobQueue, type JobQueue } from './jobs/queue.ts'
import { adminRoutes } from './modules/admin/admin.routes.ts'
import { createAdminService } from './modules/admin/admin.service.ts'
import { createAuditService } from './modules/audit/audit.service.ts'
import { registerAuthJobs } from './modules/auth/auth.jobs.ts'
import { authRoutes } from './modules/auth/auth.routes.ts'
import { createAuthService } from './modules/auth/auth.service.ts'
import { createSessionTokens } from './modules/auth/session.ts'
import { badgesRoutes } from './modules/badges/badges.routes.ts'
import { createBadgesService } from './modules/badges/badges.service.ts'
import { registerBillingJobs } from './modules/billing/billing.jobs.ts'
import { createBillingRepository } from './modules/billing/billing.repository.ts'
import { billingRoutes } from './modules/billing/billing.routes.ts'
import { createBillingService } from './modules/billing/billing.service.ts'
import { createBillingAdminService } from './modules/billing/billing-admin.service.ts'
import { createInvoices } from './modules/billing/invoices.ts'
import { subscriptionRoutes } from './modules/billing/subscription.routes.ts'
import { createSubscriptionService } from './modules/billing/subscription.service.ts'
import { createContactRepository } from './modules/contact/contact.repository.ts'
import { contactRoutes } from './modules/contact/contact.routes.ts'
import { createContactService } from './modules/contact/contact.service.ts'
import { mailboxRoutes } from './modules/dev/mailbox.routes.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { createHealthService } from './modules/health/health.service.ts'
import { imagesRoutes } from './modules/images/images.routes.ts'
import { createImagesService } from './modules/images/images.service.ts'
import legalRoutes from './modules/legal/legal.routes.ts'
import { registerMailJobs } from './modules/mail/mail.jobs.ts'
import { createMailer } from './modules/mail/mailer.ts'
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts'
import { createNotificationsService } from './modules/notifications/notifications.service.ts'
import { ogRoutes } from './modules/og/og.routes.ts'
import { createOgService } from './modules/og/og.service.ts'
import { preferencesRoutes } from './modules/preferences/preferences.routes.ts'
import { publicRoutes } from './modules/public/public.routes.ts'
import { createPublicService } from './modules/public/public.service.ts'
import { createShopModule } from './modules/shop/index.ts'
import { statsRoutes } from './modules/stats/stats.routes.ts'
import { createStatsService } from './modules/stats/stats.service.ts'
import { tagsRoutes } from './modules/tags/tags.routes.ts'
import { createTagsService } from './modules/tags/tags.service.ts'
import { trackingRoutes } from './modules/tracking/tracking.routes.ts'
import { createTrackingService } from './modules/tracking/tracking.service.ts'
import { createUsersRepository } from './modules/users/users.repository.ts'
import { usersRoutes } from './modules/users/users.routes.ts'
import { createUsersService } from './modules/users/users.service.ts'
import { createUsersAdminService } from './modules/users/users-admin.service.ts'
import { auth } from './plugins/auth.ts'
import { errorHandling } from './plugins/errors.ts'
import { inputText } from './plugins/input-text.ts'
import { localOnly } from './plugins/local-only.ts'
import { openapi } from './plugins/openapi.ts'
import { requestLanguage } from './plugins/request-language.ts'
import { security } from './plugins/security.ts'
import { uploads } from './plugins/uploads.ts'
import { web } from './plugins/web.ts'
import { createMailPort, type MailPort } from './ports/email/index.ts'
import { readOutbox } from './ports/email/outbox.adapter.ts'
import { createMarketplacePort, createPaymentsPort, type MarketplacePort, type PaymentsPort } from './ports/payments/index.ts'
import { createStoragePort, type StoragePort } from './ports/storage/index.ts'
import { createHtmlCache } from './web-cache/html-cache.ts'
import { watchCreatorChanges } from './web-cache/invalidation.ts'

/** Replaceable parts, for tests and for main.ts (which supplies the embedded database URL). */
export interface Overrides {
  databaseUrl?: string
  mail?: MailPort
  storage?: StoragePort
  payments?: PaymentsPort
  marketplace?: MarketplacePort
  logger?: FastifyServerOptions['logger']
}

export type Services = ReturnType<typeof createServices>
/** What React Router loaders may call (through the per-request context). */
export type WebServices = Pick<
  Services,
  'mailbox' | 'users' | 'billing' | 'subscription' | 'admin' | 'public' | 'shop' | 'shopCheckout' | 'shopConnect'
>

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Database
    jobs: JobQueue
    services: Services
  }
}

function createServices(deps: {
  config: Config
  db: Database
  jobs: JobQueue
  mail: MailPort
  storage: StoragePort
  payments: PaymentsPort
  marketplace: MarketplacePort
  translator: ReturnType<typeof createTranslator>
  log: FastifyBaseLogger
}) {
  const { config, db, jobs, storage, payments, translator } = deps
  const mailer = createMailer(jobs)
  const publicUrl = config.publicUrl
  const usersRepo = createUsersRepository(db)
  const audit = createAuditService({ db })
  const notifications = createNotificationsService({ db, audit })
  const users = createUsersService({ db, repo: usersRepo, storage })
  const accounts = createUsersAdminService({ db, repo: usersRepo, storage, mailer, translator, publicUrl, notifications, audit })
  const billingRepo = createBillingRepository()
  const invoices = createInvoices({
    repo: billingRepo,
    issuer: config.billing.invoice,
    dir: config.billing.invoicesDir,
    translator,
    now: () => new Date(),
  })
  const billing = createBillingService({ db, payments, users, mailer, notifications, audit, invoices, translator, publicUrl })
  const subscription = createSubscriptionService({
    db,
    repo: billingRepo,
    billing,
    payments,
    users,
    invoices,
    audit,
    mailer,
    translator,
    publicUrl,
    production: config.production,
    reminderDays: config.billing.reminderDays,
  })
  registerBillingJobs(jobs, subscription)
  const billingAdmin = createBillingAdminService({ db, repo: billingRepo })
  const tokens = createSessionTokens(config.jwtSecret, publicUrl)
  const images = createImagesService({ db, storage, audit })
  const badges = createBadgesService({
    db,
    users,
    review: { accounts, notifications, mailer, translator, audit, publicUrl },
  })
  const publicPages = createPublicService({ db, storage, images })
  const tracking = createTrackingService({
    db,
    public: publicPages,
    onError: (error) => deps.log.error({ err: error }, 'tracking batch failed'),
  })
  const shop = createShopModule({
    db,
    storage,
    marketplace: deps.marketplace,
    mailer,
    notifications,
    translator,
    publicUrl,
    platformFeePercent: config.shop.platformFeePercent,
  })
  shop.jobs(jobs)
  return {
    shop: shop.service,
    shopCheckout: shop.checkout,
    shopConnect: shop.connect,
    shopRoutes: shop.routes,
    health: createHealthService({ db, jobs }),
    contact: createContactService({ db, repo: createContactRepository(), mailer, translator, operatorEmail: config.mail.contactTo }),
    users,
    billing,
    subscription,
    notifications,
    images,
    public: publicPages,
    tracking,
    og: createOgService({ public: publicPages, storage }),
    tags: createTagsService({ db, audit }),
    stats: createStatsService({ db }),
    badges,
    billingAdmin,
    admin: createAdminService({ db, audit, users, accounts, images, badges, notifications, billing: billingAdmin }),
    auth: createAuthService({
      db,
      users,
      usersRepo,
      billing,
      tokens,
      mailer,
      audit,
      translator,
      publicUrl,
      supportEmail: config.mail.contactTo,
      log: deps.log,
    }),
    mailbox: {
      /** Development mailbox: only the outbox adapter keeps mail to look at. */
      list: () => readOutbox(config.mail.outboxDir),
    },
  }
}

/** Builds the whole app (API, web, jobs) without listening; tests use it with `app.inject`. */
export async function buildApp(config: Config, overrides: Overrides = {}) {
  const databaseUrl = overrides.databaseUrl ?? config.database.url
  if (!databaseUrl) throw new Error('buildApp needs a database URL (DATABASE_URL or the embedded server)')

  const app = Fastify({
    logger: overrides.logger ?? { level: config.logLevel },
    // Only configured proxies may say who the client is (TRUST_PROXY); by default nobody can.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Let in-flight requests finish on close; new connections are refused.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const catalogs = loadCatalogs()
  const translator = createTranslator(catalogs)
  const database = createDatabase(databaseUrl)
  const jobs = createJobQueue({ url: databaseUrl, logger: app.log })
  const mail = overrides.mail ?? createMailPort(config)
  const storage = overrides.storage ?? createStoragePort(config)
  registerMailJobs(jobs, mail)
  const payments = overrides.payments ?? createPaymentsPort(config)
  const marketplace = overrides.marketplace ?? createMarketplacePort(config)
  const services = createServices({ config, db: database.db, jobs, mail, storage, payments, marketplace, translator, log: app.log })
  registerAuthJobs(jobs, services.auth, app.log)

  app.decorate('config', config)
  app.decorate('db', database.db)
  app.decorate('jobs', jobs)
  app.decorate('services', services)

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(cookie)
  await app.register(formbody)
  await app.register(multipart, { limits: { fileSize: 15 * 1024 * 1024, files: 4 } })
  await app.register(requestLanguage, { translator })
  await app.register(errorHandling)
  await app.register(auth, { auth: services.auth })
  await app.register(inputText)
  await app.register(security, { publicUrl: config.publicUrl, rateLimitMax: config.rateLimitMax, devAssets: config.web.mode === 'vite' })
  await app.register(localOnly, { production: config.production })
  if (config.apiDocs) await app.register(openapi, { publicUrl: config.publicUrl })

  await app.register(healthRoutes)
  await app.register(preferencesRoutes)
  await app.register(contactRoutes)
  await app.register(authRoutes)
  await app.register(usersRoutes)
  await app.register(adminRoutes)
  await app.register(billingRoutes)
  await app.register(subscriptionRoutes)
  await app.register(imagesRoutes)
  await app.register(tagsRoutes)
  await app.register(statsRoutes)
  await app.register(notificationsRoutes)
  await app.register(badgesRoutes)
  await app.register(publicRoutes)
  await app.register(services.shopRoutes)
  await app.register(trackingRoutes)
  await app.register(ogRoutes)
  await app.register(legalRoutes)
  if (!config.production && mail.kind === 'outbox') await app.register(mailboxRoutes)
  app.all('/api/*', { schema: { hide: true } }, async () => {
    throw new AppError('ROUTE_NOT_FOUND')
  })
  await app.register(uploads, { storage })
  // Public pages' HTML, briefly; dropped on creator changes (every process listens to PostgreSQL).
  const htmlCache = config.web.mode === 'build' ? createHtmlCache() : undefined
  if (htmlCache) watchCreatorChanges(app, { databaseUrl, cache: htmlCache })
  await app.register(web, {
    mode: config.web.mode,
    buildDir: config.web.buildDir,
    catalogs,
    contextBase: { publicUrl: config.publicUrl, production: config.production, services },
    htmlCache,
  })

  app.addHook('onReady', async () => jobs.start({ workers: config.runWorkers }))
  // Hooks run in reverse order on close: stop jobs first, then close the pool they share.
  app.addHook('onClose', async () => database.close())
  app.addHook('onClose', async () => jobs.stop())
  // Registered last so it runs first: buffered tracking events are written before the pool closes.
  app.addHook('onClose', async () => services.tracking.flush())
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
