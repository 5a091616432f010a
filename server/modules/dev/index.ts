import type { MailPort } from '../../ports/email/index.ts'
import { readOutbox } from '../../ports/email/outbox.adapter.ts'
import type { Module, ModuleDeps } from '../module.ts'
import { mailboxRoutes } from './mailbox.routes.ts'

/** Development conveniences: the mailbox of the outbox adapter, routed outside production only. */
export function createDevModule({ config, mail }: ModuleDeps & { mail: Pick<MailPort, 'kind'> }) {
  return {
    /** Development mailbox: only the outbox adapter keeps mail to look at. */
    mailbox: { list: () => readOutbox(config.mail.outboxDir) },
    routes: !config.production && mail.kind === 'outbox' ? mailboxRoutes : undefined,
  } satisfies Module
}
