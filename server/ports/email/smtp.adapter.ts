import nodemailer from 'nodemailer'
import type { MailMessage, MailPort } from './email.port.ts'

export function createSmtpMail(options: { url: string; from: string }): MailPort {
  const transport = nodemailer.createTransport(options.url)
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from: options.from, ...message })
    },
  }
}
