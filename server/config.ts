import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { z } from 'zod'
import { resolvePrivateStorageConfig, resolveStorageConfig, StorageEnv } from './ports/storage/storage.config.ts'
import { readOrCreateSecret } from './secret-file.ts'
import { TrustProxy } from './trust-proxy.ts'

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

/** The project's own repository: the source offer of an unmodified Looktag. */
export const UPSTREAM_SOURCE_URL = 'https://github.com/looktag/looktag'

const RunMode = z.enum(['development', 'production', 'test'])

const Env = z.object({
  /** The one run-mode switch (docs/decisions/0007). */
  NODE_ENV: RunMode.default('development'),
  /** No longer read: only refused when it disagrees with NODE_ENV (see runModeOf). */
  LOOKTAG_MODE: optionalString.pipe(RunMode.optional()),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback unless told otherwise: a fresh `npm start` is for this machine only (docs/decisions/0007).
  HOST: optionalString.pipe(z.string().default('127.0.0.1')),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1024).max(65535).default(5439),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  /** Where visitors get the source of the version running here (AGPL-3.0 §13): an operator who changes the code points it at their own. */
  SOURCE_URL: optionalString.pipe(z.url().default(UPSTREAM_SOURCE_URL)),
  JWT_SECRET: optionalString.pipe(z.string().min(32).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  TRUST_PROXY: TrustProxy,
  API_DOCS: z.enum(['true', 'false']).optional(),
  RUN_WORKERS: z.enum(['true', 'false']).default('true'),
  DEMO_CONTENT: z.enum(['true', 'false']).default('true'),
  WEB_MODE: z.enum(['build', 'vite', 'none']).default('build'),
  /** The public data cache (docs/decisions/0028); default: on with the built web app, like the HTML cache. */
  PUBLIC_CACHE: z.enum(['true', 'false']).optional(),
  /** The web build to serve: the current release (scripts/release.mjs) unless told otherwise. */
  BUILD_DIR: z.string().default('build/current'),
  SMTP_URL: optionalString,
  /** smtp (needs SMTP_URL) or outbox (.eml files under DATA_DIR/outbox); production must choose one of them. */
  MAIL_TRANSPORT: optionalString.pipe(z.enum(['smtp', 'outbox']).optional()),
  /** `Name <address>` is used as given; a bare address gets the platform's configured name as its display name. */
  MAIL_FROM: z.string().trim().min(1).default('no-reply@looktag.local'),
  /** Where contact-form messages go; unset: the support address of the platform settings. */
  CONTACT_TO: optionalString.pipe(z.email().optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Signing secret of the second endpoint, /api/webhooks/stripe-connect (shop checkouts, Connect accounts). */
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalString,
  /** Application fee the platform keeps on every shop order, in percent. */
  // AI studio: the local preview unless Replicate is chosen (and then its token is required).
  AI_PROVIDER: z.enum(['local', 'replicate']).default('local'),
  REPLICATE_API_TOKEN: optionalString,
  REPLICATE_WEBHOOK_SECRET: optionalString,
  REPLICATE_MODEL_OWNER: optionalString,
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(0),
  // Invoices: the issuer (unset: the imprint of the platform settings) and VAT (§14 UStG).
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,8}$/)
    .default('LT'),
  INVOICE_ISSUER_NAME: optionalString,
  INVOICE_ISSUER_ADDRESS: optionalString,
  INVOICE_VAT_ID: optionalString,
  /** Percent charged on top of the net price; 0 with INVOICE_VAT_EXEMPTION for small businesses (§19 UStG). */
  INVOICE_VAT_RATE: z.coerce.number().min(0).max(100).default(19),
  INVOICE_VAT_EXEMPTION: optionalString,
  /** Image work (decode/encode) at a time, and how many more uploads may wait; defaults: half the cores (1 to 4), 2 × that. */
  IMAGE_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  IMAGE_QUEUE: z.coerce.number().int().min(0).max(1000).optional(),
  RENEWAL_REMINDER_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /** Minutes a creator's newest look settles (tags get added) before followers' digest goes out. */
  FOLLOWERS_DIGEST_DELAY_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(10),
  /** Follower mails per creator and minute, at most. */
  FOLLOWERS_MAIL_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(6000),
  FOLLOWERS_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
})
/** With the storage variables (STORAGE, S3_*), which live beside the storage adapters. */
const FullEnv = Env.extend(StorageEnv.shape)

export type Config = ReturnType<typeof loadConfig>

/** Different characters a secret must hold; 32 random hex digits have fewer less than once in a million. */
export const SECRET_MIN_DISTINCT = 8

/** Whether a secret looks random rather than typed (`aaaa…`, `abcabc…`, `password1234…`). */
export function secretHasVariety(secret: string) {
  return new Set(secret).size >= SECRET_MIN_DISTINCT
}

/** Reads and validates the environment once. Throws a readable error listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = FullEnv.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const mode = runModeOf(e)
  const production = mode === 'production'
  if (production) {
    const unsafe = [
      !e.JWT_SECRET && 'JWT_SECRET (at least 32 characters)',
      e.JWT_SECRET &&
        !secretHasVariety(e.JWT_SECRET) &&
        `JWT_SECRET (a random value: at least ${SECRET_MIN_DISTINCT} different characters, e.g. \`openssl rand -hex 32\`)`,
      !e.PUBLIC_URL && 'PUBLIC_URL',
      // The built-in test checkout accepts a test card: never a way to pay in production.
      !e.STRIPE_SECRET_KEY && 'STRIPE_SECRET_KEY',
      !e.STRIPE_WEBHOOK_SECRET && 'STRIPE_WEBHOOK_SECRET',
      // A reset link written to a file on some server's disk is mail nobody receives.
      !e.SMTP_URL && !e.MAIL_TRANSPORT && 'SMTP_URL (or MAIL_TRANSPORT=outbox to keep mail as files)',
    ].filter(Boolean)
    if (unsafe.length) throw new Error(`Production mode refuses unsafe defaults; set: ${unsafe.join(', ')}`)
  }
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) throw new Error('Invalid configuration:\n  SMTP_URL: MAIL_TRANSPORT=smtp needs SMTP_URL')
  const dataDir = path.resolve(e.DATA_DIR)
  const jwtSecretFile = path.join(dataDir, 'jwt-secret')
  let generatedSecret: string | undefined
  return {
    env: mode,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sourceUrl: e.SOURCE_URL,
    database: {
      url: e.DATABASE_URL,
      embedded: { dir: path.join(dataDir, 'postgres'), port: e.EMBEDDED_POSTGRES_PORT },
    },
    /**
     * JWT_SECRET, else a random secret made on first use and kept in DATA_DIR (mode 0600), so
     * sessions survive restarts and no secret lives in the source. Read lazily: loading the
     * configuration writes nothing. Production requires JWT_SECRET (every instance must share it).
     */
    get jwtSecret(): string {
      generatedSecret ??= e.JWT_SECRET ?? readOrCreateSecret(jwtSecretFile)
      return generatedSecret
    },
    jwtSecretFile: e.JWT_SECRET ? undefined : jwtSecretFile,
    rateLimitMax: e.RATE_LIMIT_MAX,
    /** Whose X-Forwarded-* headers to believe (Fastify's trustProxy); none unless TRUST_PROXY says. */
    trustProxy: e.TRUST_PROXY,
    /** The OpenAPI page and document at /api/docs: on in development, opt-in (API_DOCS=true) in production. */
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' : !production,
    runWorkers: e.RUN_WORKERS === 'true',
    demoContent: e.DEMO_CONTENT === 'true' && !production,
    web: { mode: e.WEB_MODE, buildDir: path.resolve(e.BUILD_DIR) },
    /** Profiles, stories and visible images kept briefly per process, dropped on creator changes. */
    publicCache: e.PUBLIC_CACHE ? e.PUBLIC_CACHE === 'true' : e.WEB_MODE === 'build',
    uploadsDir: path.join(dataDir, 'uploads'),
    imageWork: { workers: e.IMAGE_WORKERS, queue: e.IMAGE_QUEUE },
    /** Where uploaded files live: disk (uploadsDir) or an S3-compatible bucket (STORAGE, S3_*). */
    storage: resolveStorageConfig(e),
    /** Invoices and AI studio photos: the private bucket, or `billing.invoicesDir` and `ai.privateDir` (docs/decisions/0050). */
    privateStorage: resolvePrivateStorageConfig(e),
    /** The operator's MAIL_TRANSPORT, else SMTP when SMTP_URL is set, else the outbox (not in production, see above). */
    mail: {
      transport: e.MAIL_TRANSPORT ?? (e.SMTP_URL ? ('smtp' as const) : ('outbox' as const)),
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      contactTo: e.CONTACT_TO,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    /** First admin, created on start when no admin exists yet (see `npm run user:create` too). */
    initialAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    /** Stripe when a secret key is set; otherwise the built-in test checkout. */
    billing: {
      invoice: {
        prefix: e.INVOICE_PREFIX,
        issuerName: e.INVOICE_ISSUER_NAME,
        issuerAddress: e.INVOICE_ISSUER_ADDRESS,
        vatId: e.INVOICE_VAT_ID,
        vatRatePercent: e.INVOICE_VAT_EXEMPTION ? 0 : e.INVOICE_VAT_RATE,
        vatExemption: e.INVOICE_VAT_EXEMPTION,
      },
      /** Invoices are private: never under the public uploads folder. */
      invoicesDir: path.join(dataDir, 'invoices'),
      reminderDays: e.RENEWAL_REMINDER_DAYS,
    },
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET }
      : undefined,
    shop: { platformFeePercent: e.PLATFORM_FEE_PERCENT },
    followers: {
      delayMinutes: e.FOLLOWERS_DIGEST_DELAY_MINUTES,
      perMinute: e.FOLLOWERS_MAIL_PER_MINUTE,
      batchSize: e.FOLLOWERS_BATCH_SIZE,
    },
    /** AI studio files (training photos, generated images) are private: never under /uploads. */
    ai: {
      provider: e.AI_PROVIDER === 'replicate' && e.REPLICATE_API_TOKEN ? ('replicate' as const) : ('local' as const),
      privateDir: path.join(dataDir, 'ai'),
      replicate: e.REPLICATE_API_TOKEN
        ? { token: e.REPLICATE_API_TOKEN, webhookSecret: e.REPLICATE_WEBHOOK_SECRET, owner: e.REPLICATE_MODEL_OWNER }
        : undefined,
    },
  }
}

/**
 * The app's run mode is NODE_ENV (docs/decisions/0064). LOOKTAG_MODE, its former second name, is
 * refused when it says otherwise: an old `LOOKTAG_MODE=production` must never start development.
 */
export function runModeOf(env: { NODE_ENV: z.infer<typeof RunMode>; LOOKTAG_MODE?: z.infer<typeof RunMode> }) {
  if (env.LOOKTAG_MODE && env.LOOKTAG_MODE !== env.NODE_ENV) {
    throw new Error(
      `Invalid configuration:\n  LOOKTAG_MODE: the run mode is NODE_ENV alone, and LOOKTAG_MODE=${env.LOOKTAG_MODE} disagrees with NODE_ENV=${env.NODE_ENV}. Remove LOOKTAG_MODE and set NODE_ENV=${env.LOOKTAG_MODE} if that is the mode you want.`,
    )
  }
  return env.NODE_ENV
}

/**
 * Loads `.env` from the working directory if present; real environment variables win, with one
 * exception: a file that asks for production gets it, so a stray `NODE_ENV=development` in the
 * shell never silently starts the development conveniences.
 */
export function loadDotEnv(file = '.env', env: Record<string, string | undefined> = process.env) {
  if (!existsSync(file)) return
  const values = parseEnv(readFileSync(file, 'utf8'))
  for (const [name, value] of Object.entries(values)) if (env[name] === undefined) env[name] = value
  if (values.NODE_ENV?.trim() === 'production') env.NODE_ENV = 'production'
}

/**
 * The NODE_ENV that React and other packages see once the run mode is read: the built web app
 * renders with React's production build in every run mode (docs/decisions/0064), Vite's
 * development server with its development build.
 */
export function librariesEnv(config: Pick<Config, 'env' | 'web'>) {
  return config.web.mode === 'build' ? 'production' : config.env
}
