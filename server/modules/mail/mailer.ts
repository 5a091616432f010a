import type { Executor } from '../../db/client.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import type { MailMessage } from '../../ports/email/index.ts'
import { SEND_EMAIL } from './mail.jobs.ts'

/**
 * What services call to send mail: the message is queued (inside the caller's transaction when
 * given) and the email job delivers it, retrying while the mail server is unreachable.
 */
export function createMailer(jobs: JobQueue) {
  return {
    send(message: MailMessage, opts: { tx?: Executor } = {}) {
      return jobs.send(SEND_EMAIL, message, opts)
    },
  }
}

export type Mailer = ReturnType<typeof createMailer>
