import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Language } from '../../contract/language.ts'
import type { Config } from '../config.ts'
import type { Database, Executor } from '../db/client.ts'
import type { Translate } from '../i18n.ts'
import type { JobQueue } from '../jobs/queue.ts'
import type { AccountExport } from '../lib/account-export.ts'
import type { MarketplacePort, PaymentsPort } from '../ports/payments/index.ts'
import type { StoragePort } from '../ports/storage/index.ts'
import type { PrivateStorage } from '../ports/storage/private.ts'
import type { CreatorScopedCache } from '../web-cache/data-cache.ts'
import type { AuditService } from './audit/audit.service.ts'
import type { Mailer } from './mail/mailer.ts'

/** Server-side messages in the recipient's language (mail, notifications, PDFs). */
export type Translator = (lang: Language) => Translate

/**
 * What every module factory receives: configuration, the database, the ports and the two
 * cross-cutting services (queued mail, the audit trail). A module that needs another module's
 * service takes it as an extra, named dependency (`{ ...deps, users }`), never its repository.
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

/** HTTP routes of a module: registered in the order app.ts lists the modules. */
export type ModuleRoutes = FastifyPluginAsyncZod | FastifyPluginAsync

/**
 * The shape every `create<Feature>Module(deps)` returns, next to its service (`service`) or
 * several named services: its routes, its background jobs (defined on the queue once, when the
 * app is built) and its part in account deletion.
 */
export interface Module {
  /** Its service (`service`) or named services (`users`, `accounts`), as app.ts hands them on. */
  [service: string]: unknown
  routes?: ModuleRoutes
  jobs?(queue: JobQueue): void
  account?: AccountContribution
  /** Per-process caches of creator data, dropped when `creator_changed` arrives (docs/decisions/0028). */
  caches?: CreatorScopedCache[]
}
