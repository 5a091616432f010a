import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { MAX_EMAIL_LENGTH } from './limits.ts'

export const MailboxQuery = z.object({ to: z.string().max(MAX_EMAIL_LENGTH).optional() })

/** Development only: the outbox as JSON (the /dev/mailbox page shows the same list). */
export const devApi = {
  mailbox: endpoint({
    method: 'GET',
    path: '/api/dev/mailbox',
    access: 'local-dev',
    tag: 'development',
    summary: 'Mails sent in development (this machine only)',
    query: MailboxQuery,
    response: null,
  }),
}
