import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import { type JobQueue, jobType } from '../../jobs/queue.ts'
import type { MailMessage, MailPort } from '../../ports/email/index.ts'

const Attachment = z.object({ filename: z.string(), contentType: z.string(), contentBase64: z.string() })

/** A fully rendered message (ports/email's MailMessage). */
export const SEND_EMAIL = jobType(
  'email.send',
  z.object({
    to: z.string().min(1),
    kind: z.string().optional(),
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

type MailLog = Pick<FastifyBaseLogger, 'warn' | 'error'>

/** The part of an address after the @: enough to tell a provider's outage, not who was written to. */
const domainOf = (address: string) =>
  address
    .slice(address.lastIndexOf('@') + 1)
    .replace(/>.*$/, '')
    .toLowerCase()

/**
 * Hands one message to the port. A failure is logged (the mail's kind and the recipient's domain,
 * never the address or the body) as a warning while retries remain, as an error on the last one,
 * and thrown on so the queue retries it.
 */
export async function deliver(message: MailMessage, meta: { retryCount: number }, { mail, log }: { mail: MailPort; log: MailLog }) {
  try {
    await mail.send(message)
  } catch (error) {
    const last = meta.retryCount >= MAIL_RETRY.retryLimit
    const details = {
      kind: message.kind ?? 'unnamed',
      domain: domainOf(message.to),
      attempt: meta.retryCount + 1,
      attempts: MAIL_RETRY.retryLimit + 1,
      // SMTP answers often quote the recipient ("550 <a@b.example>: no such user").
      error: (error instanceof Error ? error.message : String(error)).replace(
        new RegExp(message.to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'),
        '…',
      ),
    }
    if (last) log.error(details, 'mail not sent: no retry left, listed for admins')
    else log.warn(details, 'mail not sent: retrying later')
    throw error
  }
}

export function registerMailJobs(jobs: JobQueue, mail: MailPort, log: MailLog) {
  // People wait for some of these (a reset link, a receipt): look for new ones every half second.
  jobs.define(SEND_EMAIL, (message, meta) => deliver(message, meta, { mail, log }), { ...MAIL_RETRY, pollSeconds: 0.5 })
}
