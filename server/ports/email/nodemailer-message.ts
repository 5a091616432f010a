import type { SendMailOptions } from 'nodemailer'
import type { MailMessage } from './email.port.ts'

/** Our message as nodemailer composes it (both adapters build the same MIME message). */
export function toNodemailer(from: string, { attachments, ...message }: MailMessage): SendMailOptions {
  return {
    from,
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
