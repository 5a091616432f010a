import nodemailer from 'nodemailer'
import type { MailMessage, MailPort } from './email.port.ts'
import { type Sender, toNodemailer } from './nodemailer-message.ts'

export function createSmtpMail(options: { url: string } & Sender): MailPort {
  const transport = nodemailer.createTransport(options.url)
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail(toNodemailer(options, message))
    },
  }
}
