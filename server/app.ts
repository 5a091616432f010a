import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { SOFTWARE_NAME } from '../contract/site-settings.ts'
import type { Config } from './config.ts'
import { createDatabase, type Database } from './db/client.ts'
import { AppError } from './errors.ts'
import { createSiteCatalogs, createTranslator, loadCatalogs } from './i18n.ts'
import { createJobQueue, type JobQueue } from './jobs/queue.ts'
import { createAccountModule } from './modules/account/index.ts'
import { createAdminModule } from './modules/admin/index.ts'
import { createAiModule } from './modules/ai/index.ts'
import { createAuditModule } from './modules/audit/index.ts'
import { createAuthModule } from './modules/auth/index.ts'
import { createBadgesModule } from './modules/badges/index.ts'
import { createBillingModule } from './modules/billing/index.ts'
import { createCampaignsModule } from './modules/campaigns/index.ts'
import { createContactModule } from './modules/contact/index.ts'
import { createDevModule } from './modules/dev/index.ts'
import { createFollowersModule } from './modules/followers/index.ts'
import { createGrowthModule } from './modules/growth/index.ts'
import { createHealthModule } from './modules/health/index.ts'
import { createImagesModule } from './modules/images/index.ts'
import { createLegalModule } from './modules/legal/index.ts'
import type { LinkCheckerOptions } from './modules/link-health/checker/link-checker.ts'
import { createLinkHealthModule } from './modules/link-health/index.ts'
import { createMailModule } from './modules/mail/index.ts'
import type { AccountContribution, Module, ModuleDeps } from './modules/module.ts'
import { createNotificationsModule } from './modules/notifications/index.ts'
import { createOgModule } from './modules/og/index.ts'
import { createPreferencesModule } from './modules/preferences/index.ts'
import { createPublicModule } from './modules/public/index.ts'
import { createRateLimitsModule } from './modules/rate-limits/index.ts'
import { createSetupModule } from './modules/setup/index.ts'
import { createShopModule } from './modules/shop/index.ts'
import { createSiteModule } from './modules/site/index.ts'
import { SITE_CHANGED_CHANNEL } from './modules/site/site.repository.ts'
import { createSitemapModule } from './modules/sitemap/index.ts'
import { createStatsModule } from './modules/stats/index.ts'
import { createTagsModule } from './modules/tags/index.ts'
import { createTrackingModule } from './modules/tracking/index.ts'
import { createUsersModule } from './modules/users/index.ts'
import { auth } from './plugins/auth.ts'
import { errorHandling } from './plugins/errors.ts'
import { hostCheck } from './plugins/host-check.ts'
import { inputText } from './plugins/input-text.ts'
import { jsonBody } from './plugins/json-body.ts'
import { localOnly } from './plugins/local-only.ts'
import { openapi } from './plugins/openapi.ts'
import { requestLanguage } from './plugins/request-language.ts'
import { OneLinePerRequest, requestLog } from './plugins/request-log.ts'
import { security } from './plugins/security.ts'
import { uploads } from './plugins/uploads.ts'
import { web } from './plugins/web.ts'
import type { AiPort, VisionPort } from './ports/ai/index.ts'
import type { ResolvePackage } from './ports/ai/local-runtime.ts'
import { createMailPort, type MailPort } from './ports/email/index.ts'
import { createMarketplacePort, createPaymentsPort, type MarketplacePort, type PaymentsPort } from './ports/payments/index.ts'
import { createStoragePort, type StoragePort } from './ports/storage/index.ts'
import { createPrivateStorage, type PrivateStorage } from './ports/storage/private.ts'
import { createHtmlCache } from './web-cache/html-cache.ts'
import { watchCreatorChanges, watchSiteChanges } from './web-cache/invalidation.ts'

/** Replaceable parts, for tests and for main.ts (which supplies the embedded database URL). */
export interface Overrides {
  databaseUrl?: string
  mail?: MailPort
  storage?: StoragePort
  privateFiles?: PrivateStorage
  payments?: PaymentsPort
  marketplace?: MarketplacePort
  logger?: FastifyServerOptions['logger']
  /** The AI studio's provider and clock (tests). */
  ai?: { port?: AiPort; vision?: VisionPort; resolvePackage?: ResolvePackage; now?: () => Date }
  /** How a slowed-down login waits and the auth clock (tests). */
  auth?: { pause?: (ms: number) => Promise<unknown>; now?: () => Date }
  /** The link checker's test switch (in-process shops on loopback); refused in production. */
  linkChecker?: LinkCheckerOptions
  /** Ready without connecting (job queue, change listener): for scripts that only read the route table. */
  offline?: boolean
}

export type Services = ReturnType<typeof createModules>['services']
/** What React Router loaders may call (through the per-request context). */
export type WebServices = Pick<
  Services,
  | 'mailbox'
  | 'users'
  | 'followers'
  | 'localCheckout'
  | 'subscription'
  | 'admin'
  | 'public'
  | 'shop'
  | 'shopCheckout'
  | 'shopConnect'
  | 'campaigns'
  | 'linkHealth'
  | 'site'
  | 'setup'
  | 'planPrices'
  | 'legalTexts'
>

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Database
    jobs: JobQueue
    services: Services
  }
}

type BaseDeps = Omit<ModuleDeps, 'mailer' | 'audit'> & {
  mail: MailPort
  ai?: Overrides['ai']
  auth?: Overrides['auth']
  linkChecker?: Overrides['linkChecker']
}

/**
 * Every module, built in dependency order (a module receives the services it calls). `modules`
 * lists them in route registration order; `services` is what routes and loaders reach as
 * `app.services.<name>`.
 */
function createModules(base: BaseDeps) {
  const mail = createMailModule({ db: base.db, jobs: base.jobs, port: base.mail })
  const audit = createAuditModule(base)
  const deps: ModuleDeps = { ...base, mailer: mail.mailer, audit: audit.service }

  const site = createSiteModule(deps)
  const legal = createLegalModule({ ...deps, site: site.service })
  const notifications = createNotificationsModule(deps)
  const images = createImagesModule(deps)
  const shop = createShopModule({ ...deps, notifications: notifications.service })
  // Each module's part in account deletion and the data export; modules built after users join below.
  const accountParts: AccountContribution[] = [images.account, shop.account]
  const users = createUsersModule({ ...deps, notifications: notifications.service, accountParts })
  accountParts.unshift(users.account)
  accountParts.push(notifications.account)
  const followers = createFollowersModule({ ...deps, mail: base.mail })
  accountParts.push(followers.account)
  const billing = createBillingModule({ ...deps, users: users.users, notifications: notifications.service, site: site.service })
  accountParts.push(billing.account)
  const ai = createAiModule({ ...deps, ...base.ai, images: images.service, accounts: users.accounts })
  accountParts.push(ai.account)
  const badges = createBadgesModule({ ...deps, users: users.users, accounts: users.accounts, notifications: notifications.service })
  accountParts.push(badges.account)
  const publicPages = createPublicModule({ ...deps, images: images.service })
  const tracking = createTrackingModule({ ...deps, public: publicPages.service })
  const campaigns = createCampaignsModule({ ...deps, tracking: tracking.service })
  accountParts.push(campaigns.account)
  const og = createOgModule({ ...deps, public: publicPages.service, site: site.service })
  const tags = createTagsModule(deps)
  const stats = createStatsModule(deps)
  const growth = createGrowthModule({
    ...deps,
    tags: tags.service,
    images: images.service,
    shop: shop.service,
    followers: followers.service,
  })
  accountParts.push(stats.account, growth.account)
  const health = createHealthModule(deps)
  const rateLimits = createRateLimitsModule(deps)
  const contact = createContactModule({ ...deps, site: site.service })
  const dev = createDevModule({ ...deps, mail: base.mail })
  const sitemap = createSitemapModule(deps)
  const admin = createAdminModule({
    ...deps,
    users: users.users,
    accounts: users.accounts,
    images: images.service,
    uploadRules: images.uploadRules,
    badges: badges.service,
    notifications: notifications.service,
    billingAdmin: billing.billingAdmin,
    mail: mail.service,
  })
  const linkHealth = createLinkHealthModule({ ...deps, notifications: notifications.service, checker: base.linkChecker })
  const auth = createAuthModule({
    ...deps,
    ...base.auth,
    users: users.users,
    billing: billing.billing,
    notifications: notifications.service,
    site: site.service,
    termsVersion: legal.service.termsVersion,
  })
  const setup = createSetupModule({ ...deps, users: users.users, site: site.service })
  const account = createAccountModule({ ...deps, accounts: users.accounts, auth: auth.service, accountParts })

  const preferences = createPreferencesModule({ users: users.users })
  const modules: Module[] = [
    mail,
    health,
    rateLimits,
    preferences,
    contact,
    auth,
    users,
    account,
    admin,
    site,
    setup,
    billing,
    images,
    tags,
    stats,
    growth,
    notifications,
    badges,
    publicPages,
    shop,
    ai,
    tracking,
    campaigns,
    followers,
    og,
    linkHealth,
    legal,
    sitemap,
    dev,
  ]
  return {
    modules,
    services: {
      preferences: preferences.service,
      health: health.service,
      rateLimits,
      contact: contact.service,
      users: users.users,
      account: account.service,
      billing: billing.billing,
      localCheckout: billing.localCheckout,
      promoCodes: billing.promoCodes,
      planPrices: billing.planPrices,
      subscription: billing.subscription,
      notifications: notifications.service,
      images: images.service,
      public: publicPages.service,
      tracking: tracking.service,
      og: og.service,
      tags: tags.service,
      stats: stats.service,
      growth: growth.service,
      badges: badges.service,
      billingAdmin: billing.billingAdmin,
      admin: admin.service,
      auth: auth.service,
      mailbox: dev.mailbox,
      shop: shop.service,
      twin: ai.service,
      twinWorker: ai.worker,
      shopCheckout: shop.checkout,
      shopConnect: shop.connect,
      campaigns: campaigns.service,
      linkHealth: linkHealth.service,
      linkNotices: linkHealth.notices,
      followers: followers.service,
      sitemap: sitemap.service,
      site: site.service,
      setup: setup.service,
      legalTexts: legal.service,
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
    // One line per request instead of two, and none at info for files (plugins/request-log.ts).
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const catalogs = loadCatalogs()
  // Mails and API messages name the platform as configured; the name is read again after a change.
  let siteName = SOFTWARE_NAME
  const translator = createTranslator(catalogs, () => siteName)
  const database = createDatabase(databaseUrl)
  const jobs = createJobQueue({ url: databaseUrl, logger: app.log })
  const mail = overrides.mail ?? createMailPort(config)
  const storage = overrides.storage ?? createStoragePort(config)
  const privateFiles = overrides.privateFiles ?? createPrivateStorage(config)
  const payments = overrides.payments ?? createPaymentsPort(config)
  const marketplace = overrides.marketplace ?? createMarketplacePort(config)
  const { modules, services } = createModules({
    config,
    db: database.db,
    jobs,
    mail,
    storage,
    privateFiles,
    payments,
    marketplace,
    translator,
    log: app.log,
    publicUrl: config.publicUrl,
    ai: overrides.ai,
    auth: overrides.auth,
    linkChecker: overrides.linkChecker,
  })
  for (const module of modules) module.jobs?.(jobs)

  app.decorate('config', config)
  app.decorate('db', database.db)
  app.decorate('jobs', jobs)
  app.decorate('services', services)

  await app.register(requestLog)
  // Answers already in memory up to 64 KB (API JSON) are compressed in one call: above the default
  // (8 KB on two cores, 4 KB on more) a zlib stream per answer cost more than the compression itself.
  await app.register(compress, { global: true, threshold: 1024, syncThreshold: 64 * 1024, encodings: ['br', 'gzip'] })
  await app.register(cookie)
  await app.register(formbody)
  await app.register(multipart, { limits: { fileSize: 15 * 1024 * 1024, files: 4 } })
  await app.register(requestLanguage, { translator })
  await app.register(errorHandling)
  await app.register(hostCheck, { publicUrl: config.publicUrl, production: config.production })
  await app.register(jsonBody)
  await app.register(auth, { auth: services.auth })
  await app.register(inputText)
  await app.register(security, {
    publicUrl: config.publicUrl,
    production: config.production,
    rateLimitMax: config.rateLimitMax,
    devAssets: config.web.mode === 'vite',
    filesUrl: config.storage.kind === 's3' ? config.storage.s3.publicUrl : undefined,
    rateLimitStore: services.rateLimits.store,
  })
  await app.register(localOnly, { production: config.production })
  if (config.apiDocs) await app.register(openapi, { publicUrl: config.publicUrl })

  for (const module of modules) if (module.routes) await app.register(module.routes)
  app.all('/api/*', { schema: { hide: true } }, async () => {
    throw new AppError('ROUTE_NOT_FOUND')
  })
  await app.register(uploads, { storage })
  // Public pages' HTML, briefly; dropped on creator changes (every process listens to PostgreSQL).
  const htmlCache = config.web.mode === 'build' ? createHtmlCache() : undefined
  const creatorCaches = [...(htmlCache ? [htmlCache] : []), ...modules.flatMap((module) => module.caches ?? [])]
  if (creatorCaches.length && !overrides.offline) watchCreatorChanges(app, { databaseUrl, caches: creatorCaches })
  // The operator's settings show on every page: a change drops every cached page and the settings' copy.
  services.site.onLoad((settings) => {
    siteName = settings.identity.name
  })
  services.site.onChange(() => {
    for (const cache of creatorCaches) cache.clear()
  })
  if (!overrides.offline) watchSiteChanges(app, { databaseUrl, channel: SITE_CHANGED_CHANNEL, onChange: services.site.changed })
  await app.register(web, {
    mode: config.web.mode,
    buildDir: config.web.buildDir,
    catalogFor: createSiteCatalogs(catalogs),
    contextBase: { publicUrl: config.publicUrl, sourceUrl: config.sourceUrl, production: config.production, services },
    htmlCache,
  })

  if (!overrides.offline) app.addHook('onReady', async () => jobs.start({ workers: config.runWorkers }))
  // The first mail of a fresh process already names the platform as configured.
  if (!overrides.offline) app.addHook('onReady', async () => void (await services.site.settings().catch(() => undefined)))
  // Hooks run in reverse order on close: stop jobs first, then close the pool they share.
  app.addHook('onClose', async () => database.close())
  app.addHook('onClose', async () => jobs.stop())
  // Registered last so it runs first: buffered tracking events are written before the pool closes.
  app.addHook('onClose', async () => services.tracking.flush())
  // Counted hits still on their way to PostgreSQL go before the pool closes too.
  app.addHook('onClose', async () => services.rateLimits.settle())
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
