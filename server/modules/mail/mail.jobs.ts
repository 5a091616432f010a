import type { JobQueue } from '../../jobs/queue.ts'
import type { MailMessage, MailPort } from '../../ports/email/index.ts'

export const SEND_EMAIL = 'email.send'

/**
 * The email job: services enqueue a fully rendered message (in the recipient's language) and the
 * worker hands it to the mail port. Retried with backoff when the SMTP server is down.
 */
export function registerMailJobs(jobs: JobQueue, mail: MailPort) {
  // People wait for some of these (a reset link, a receipt): look for new ones every half second.
  jobs.define<MailMessage>(SEND_EMAIL, async (message) => mail.send(message), { pollSeconds: 0.5 })
}
