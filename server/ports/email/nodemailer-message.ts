import type { SendMailOptions } from 'nodemailer'
import type { MailMessage } from './email.port.ts'

/** Who mail comes from: MAIL_FROM, and the platform's configured name (read at each send). */
export interface Sender {
  from: string
  platformName?: () => string
}

/**
 * The From header: MAIL_FROM as given when it names someone (`Name <address>`), else its address
 * under the platform's name, so mail follows a renamed platform without a restart.
 */
export function fromHeader({ from, platformName }: Sender): SendMailOptions['from'] {
  if (from.includes('<') || !platformName) return from
  return { name: platformName(), address: from }
}

/** Our message as nodemailer composes it (both adapters build the same MIME message). */
export function toNodemailer(sender: Sender, { attachments, kind: _kind, ...message }: MailMessage): SendMailOptions {
  return {
    from: fromHeader(sender),
    ...message,
    ...(attachments?.length
      ? {
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.contentBase64,
            encoding: 'base64',
          })),
        }
      : {}),
  }
}
