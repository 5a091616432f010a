import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { MailMessage, MailPort } from './email.port.ts'

/**
 * Writes each mail as an RFC 822 `.eml` file into the outbox folder: real, complete messages that any
 * mail client opens, and that the dev mailbox page lists. Works offline with no configuration.
 */
export function createOutboxMail(options: { dir: string; from: string }): MailPort {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await mkdir(options.dir, { recursive: true })
      const info = await composer.sendMail({ from: options.from, ...message })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`
      // Write then rename so a reader never sees half a message.
      const tmp = path.join(options.dir, `.${name}.tmp`)
      await writeFile(tmp, info.message as Buffer)
      await rename(tmp, path.join(options.dir, name))
    },
  }
}

export interface OutboxEntry {
  id: string
  to: string
  subject: string
  date: string
  text: string
}

/** Reads the newest messages back for the dev mailbox page and for tests. */
export async function readOutbox(dir: string, limit = 50): Promise<OutboxEntry[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()
  return Promise.all(files.slice(0, limit).map(async (file) => parseEml(file, await readFile(path.join(dir, file), 'utf8'))))
}

function parseEml(id: string, raw: string): OutboxEntry {
  const [head = '', ...rest] = raw.split('\n\n')
  const header = (name: string) =>
    decodeWords(head.match(new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'mi'))?.[1]?.replace(/\n[ \t]/g, ' ') ?? '')
  return { id, to: header('To'), subject: header('Subject'), date: header('Date'), text: extractText(rest.join('\n\n')) }
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?...?=` / `=?UTF-8?Q?...?=`) used for non-ASCII subjects. */
function decodeWords(value: string) {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  )
}

function decodeQuotedPrintable(value: string) {
  const bytes = value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
  try {
    return decodeURIComponent(bytes)
  } catch {
    return value
  }
}

function extractText(body: string) {
  const part = body.match(/Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*\n([\s\S]*?)(?:\n--|$)/i)
  const text = part ? part[1] : body
  const qp = /Content-Transfer-Encoding: quoted-printable/i.test(body)
  const b64 = part && /Content-Transfer-Encoding: base64/i.test(body.slice(0, body.indexOf(part[1] ?? '')))
  if (b64) return Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8').trim()
  return (qp ? decodeQuotedPrintable(text) : text).trim()
}
