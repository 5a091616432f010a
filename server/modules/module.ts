import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Language } from '../../contract/language.ts'
import type { Config } from '../config.ts'
import type { Database, Executor } from '../db/client.ts'
import type { Translate } from '../i18n.ts'
import type { JobQueue } from '../jobs/queue.ts'
import type { AccountExport } from '../lib/account-export.ts'
import type { CacheRegistry } from '../lib/cache.ts'
import type { AiPort } from '../ports/ai/index.ts'
import type { ResolvePackage } from '../ports/ai/local-runtime.ts'
import type { VisionPort } from '../ports/ai/vision.port.ts'
import type { MailPort } from '../ports/email/index.ts'
import type { MarketplacePort, PaymentsPort } from '../ports/payments/index.ts'
import type { StoragePort } from '../ports/storage/index.ts'
import type { PrivateStorage } from '../ports/storage/private.ts'
import type { AuditService } from './audit/audit.service.ts'
import type { LinkCheckerOptions } from './link-health/checker/link-checker.ts'
import type { Mailer } from './mail/mailer.ts'

/** Server-side messages in the recipient's language (mail, notifications, PDFs). */
export type Translator = (lang: Language) => Translate

/**
 * What every module factory receives: configuration, the database, the ports and the two
 * cross-cutting services (queued mail, the audit trail). A module that needs another module's
 * service names it in its deps type (`ModuleDeps & { users: UsersService }`), never its repository;
 * the module list (server/modules/index.ts) only compiles when that service is built before it.
 */
export interface ModuleDeps {
  config: Config
  db: Database
  jobs: JobQueue
  mailer: Mailer
  storage: StoragePort
  /** Invoices and AI studio files, never public (docs/decisions/0050). */
  privateFiles: PrivateStorage
  payments: PaymentsPort
  /** Shop payments to sellers (Stripe Connect or the built-in test marketplace). */
  marketplace: MarketplacePort
  translator: Translator
  audit: AuditService
  log: FastifyBaseLogger
  /** `config.publicUrl`, used in links inside mail and PDFs. */
  publicUrl: string
  /** The mail transport itself (services send through `mailer`). */
  mailPort: MailPort
  /** Where every cache a change makes stale is named, and dropped from (server/lib/cache.ts). */
  caches: CacheRegistry
  /** Every module's part in account deletion and the data export, in module order (filled as they are built). */
  accountParts: readonly AccountContribution[]
  overrides: ModuleOverrides
}

/**
 * What a module keeps about an account that account deletion must clean up. The rows go by
 * cascade when the user row is deleted; the stored files do not, so each module names the files
 * of its rows, read inside the deleting transaction before the rows are gone. A module with
 * something running outside (a provider subscription) ends it first, in the same transaction, so a
 * failure there deletes nothing.
 */
export interface AccountContribution {
  fileKeys?(db: Executor, userId: string): Promise<string[]>
  /** Where those files live, when not the shared public storage (the AI studio's private store). */
  files?: Pick<StoragePort, 'delete'>
  beforeDelete?(db: Executor, userId: string): Promise<void>
  /** What the module holds about the account, for its data export (read outside any transaction). */
  export?(userId: string): Promise<AccountExport>
}

/** HTTP routes of a module: registered in the order of the module list (server/modules/index.ts). */
export type ModuleRoutes = FastifyPluginAsyncZod | FastifyPluginAsync

/** Test-only replacements handed to the modules that take them (never set in production code). */
export interface ModuleOverrides {
  /** The AI studio's provider, face check, package lookup and clock. */
  twin?: { port?: AiPort; vision?: VisionPort; resolvePackage?: ResolvePackage; now?: () => Date }
  /** How a slowed-down login waits, and the auth clock. */
  auth?: { pause?: (ms: number) => Promise<unknown>; now?: () => Date }
  /** The link checker's test switch (in-process shops on loopback); refused in production. */
  linkChecker?: LinkCheckerOptions
}

/**
 * What every module factory returns. `services` are reached by the modules listed after it (by
 * name, as factory dependencies), by routes as `app.services.<name>`, and, for the names in `web`,
 * by the web's loaders. Jobs are defined on the queue once, when the app is built.
 */
export interface Module<S extends object = object, W extends keyof S = never> {
  services?: S
  /** Which of `services` React Router loaders may call (WebServices). */
  web?: readonly W[]
  routes?: ModuleRoutes
  jobs?(queue: JobQueue): void
  account?: AccountContribution
  /** Runs before the database closes (buffered writes). */
  onClose?(): Promise<void>
}
