export interface MailAttachment {
  filename: string
  contentType: string
  /** The bytes in base64: queued messages travel as JSON. */
  contentBase64: string
}

export interface MailMessage {
  to: string
  /** What the mail is (`auth.reset`), for logs: a failed send names it, never the body. Not sent. */
  kind?: string
  subject: string
  /** Plain-text part; always present so every client can read the mail. */
  text: string
  html?: string
  replyTo?: string
  /** Extra header fields, e.g. List-Unsubscribe (RFC 8058) on mail to followers. */
  headers?: Record<string, string>
  attachments?: MailAttachment[]
}

/** Sends mail. Adapters: smtp (nodemailer, when SMTP_URL is set), outbox (.eml files under DATA_DIR/outbox). */
export interface MailPort {
  readonly kind: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<void>
}
