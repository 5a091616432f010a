import type { Config } from '../../config.ts'
import type { MailPort } from './email.port.ts'
import { createOutboxMail } from './outbox.adapter.ts'
import { createSmtpMail } from './smtp.adapter.ts'

export type { MailMessage, MailPort } from './email.port.ts'

/** SMTP when configured, else the outbox. `platformName` is the sender's display name when MAIL_FROM gives none. */
export function createMailPort(config: Config, platformName?: () => string): MailPort {
  const { transport, smtpUrl, from, outboxDir } = config.mail
  return transport === 'smtp' && smtpUrl
    ? createSmtpMail({ url: smtpUrl, from, platformName })
    : createOutboxMail({ dir: outboxDir, from, platformName })
}
