import { z } from 'zod'
import { type JobQueue, jobType } from '../../jobs/queue.ts'
import type { MailMessage, MailPort } from '../../ports/email/index.ts'

const Attachment = z.object({ filename: z.string(), contentType: z.string(), contentBase64: z.string() })

/** A fully rendered message (ports/email's MailMessage). */
export const SEND_EMAIL = jobType(
  'email.send',
  z.object({
    to: z.string().min(1),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
    replyTo: z.string().optional(),
    headers: z.record(z.string(), z.string()).optional(),
    attachments: z.array(Attachment).optional(),
  }) satisfies z.ZodType<MailMessage>,
)

/**
 * The email job: services enqueue a fully rendered message (in the recipient's language) and the
 * worker hands it to the mail port. Retried with backoff when the SMTP server is down: the first
 * retry after 30 s to 1 min, each wait about twice the last, at most an hour, eight retries (a mail
 * server down for about two hours still gets the mail); then the send is `failed` in the admin list.
 */
export const MAIL_RETRY = { retryLimit: 8, retryDelay: 30, retryDelayMax: 3600 }

export function registerMailJobs(jobs: JobQueue, mail: MailPort) {
  // People wait for some of these (a reset link, a receipt): look for new ones every half second.
  jobs.define(SEND_EMAIL, async (message) => mail.send(message), { ...MAIL_RETRY, pollSeconds: 0.5 })
}
