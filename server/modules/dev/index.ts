import type { MailPort } from '../../ports/email/index.ts'
import { readOutbox } from '../../ports/email/outbox.adapter.ts'
import type { ModuleDeps } from '../module.ts'
import { mailboxRoutes } from './mailbox.routes.ts'

/** Development conveniences: the mailbox of the outbox adapter, routed outside production only. */
export function createDevModule({ config, mailPort: mail }: Pick<ModuleDeps, 'config'> & { mailPort: Pick<MailPort, 'kind'> }) {
  return {
    /** Development mailbox: only the outbox adapter keeps mail to look at. */
    services: { mailbox: { list: () => readOutbox(config.mail.outboxDir) } },
    web: ['mailbox'] as const,
    routes: !config.production && mail.kind === 'outbox' ? mailboxRoutes : undefined,
  }
}
