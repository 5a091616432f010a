import type { Config } from '../../config.ts'
import type { MailPort } from './email.port.ts'
import { createOutboxMail } from './outbox.adapter.ts'
import { createSmtpMail } from './smtp.adapter.ts'

export type { MailMessage, MailPort } from './email.port.ts'

export function createMailPort(config: Config): MailPort {
  const { transport, smtpUrl, from, outboxDir } = config.mail
  return transport === 'smtp' && smtpUrl ? createSmtpMail({ url: smtpUrl, from }) : createOutboxMail({ dir: outboxDir, from })
}
