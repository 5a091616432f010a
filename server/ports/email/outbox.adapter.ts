import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { MailMessage, MailPort } from './email.port.ts'
import { type Sender, toNodemailer } from './nodemailer-message.ts'

/**
 * Writes each mail as an RFC 822 `.eml` file into the outbox folder: real, complete messages that any
 * mail client opens, and that the dev mailbox page lists. Works offline with no configuration.
 */
export function createOutboxMail(options: { dir: string } & Sender): MailPort {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await mkdir(options.dir, { recursive: true })
      const info = await composer.sendMail(toNodemailer(options, message))
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
  from: string
  to: string
  subject: string
  date: string
  text: string
  /** The HTML part, when there is one. */
  html: string
  /** `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058), empty when absent. */
  listUnsubscribe: string
  listUnsubscribePost: string
  /** Attached files by name and type; `readOutboxAttachment` reads one's bytes. */
  attachments: { filename: string; contentType: string; size: number }[]
}

/**
 * Reads the newest messages back for the dev mailbox page and for tests; `to` keeps only messages
 * to that address (so a busy outbox cannot push someone's mail out of the newest `limit`).
 */
export async function readOutbox(dir: string, limit = 50, to?: string): Promise<OutboxEntry[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()
  const read = (file: string) => readFile(path.join(dir, file), 'utf8').then((eml) => parseEml(file, eml))
  if (!to) return Promise.all(files.slice(0, limit).map(read))
  const wanted = to.toLowerCase()
  const all = await Promise.all(files.map(read))
  return all.filter((m) => m.to.toLowerCase().includes(wanted)).slice(0, limit)
}

function parseEml(id: string, raw: string): OutboxEntry {
  const { headers, body } = splitPart(raw)
  const header = (name: string) => decodeWords(headers.get(name.toLowerCase()) ?? '')
  const leaves = leafParts(headers, body)
  const text = leaves.find((p) => !isAttachment(p.headers) && /^text\/plain/i.test(p.headers.get('content-type') ?? 'text/plain'))
  const html = leaves.find((p) => !isAttachment(p.headers) && /^text\/html/i.test(p.headers.get('content-type') ?? ''))
  return {
    id,
    from: header('From'),
    to: header('To'),
    subject: header('Subject'),
    date: header('Date'),
    text: text ? decodeBody(text).toString('utf8').trim() : '',
    html: html ? decodeBody(html).toString('utf8') : '',
    listUnsubscribe: header('List-Unsubscribe'),
    listUnsubscribePost: header('List-Unsubscribe-Post'),
    attachments: attachmentsOf(leaves).map(({ filename, contentType, content }) => ({ filename, contentType, size: content.length })),
  }
}

/** The bytes of one attached file of an outbox message (for tests and the dev mailbox). */
export async function readOutboxAttachment(dir: string, id: string, filename: string): Promise<Buffer | undefined> {
  if (path.basename(id) !== id || !id.endsWith('.eml')) return undefined
  const raw = await readFile(path.join(dir, id), 'utf8').catch(() => undefined)
  if (raw === undefined) return undefined
  const { headers, body } = splitPart(raw)
  return attachmentsOf(leafParts(headers, body)).find((a) => a.filename === filename)?.content
}

/** Splits a MIME entity into unfolded, lower-cased headers and its body. */
function splitPart(raw: string) {
  const normalized = raw.replace(/\r\n/g, '\n')
  const cut = normalized.indexOf('\n\n')
  const head = cut === -1 ? normalized : normalized.slice(0, cut)
  const body = cut === -1 ? '' : normalized.slice(cut + 2)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

type Part = ReturnType<typeof splitPart>

/** The non-multipart parts of a message, in order (nested multiparts included). */
function leafParts(headers: Map<string, string>, body: string): Part[] {
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1]
  if (!/^multipart\//i.test(type) || !boundary) return [{ headers, body }]
  const leaves: Part[] = []
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break
    const part = splitPart(chunk.replace(/^\n/, ''))
    leaves.push(...leafParts(part.headers, part.body))
  }
  return leaves
}

const isAttachment = (headers: Map<string, string>) => /^attachment/i.test(headers.get('content-disposition') ?? '')

function attachmentsOf(leaves: Part[]) {
  return leaves
    .filter((p) => isAttachment(p.headers))
    .map((p) => ({
      filename: decodeWords(p.headers.get('content-disposition')?.match(/filename="?([^";]+)"?/i)?.[1] ?? ''),
      contentType: (p.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]!.trim(),
      content: decodeBody(p),
    }))
}

/** A part's body, transfer-decoded. */
function decodeBody({ headers, body }: Part): Buffer {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64')
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'utf8')
  return Buffer.from(body, 'utf8')
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?...?=` / `=?UTF-8?Q?...?=`) used for non-ASCII subjects. */
function decodeWords(value: string) {
  // Space between two encoded words is not part of the text; before plain text it is.
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=(?:\s+(?==\?utf-8\?[bq]\?))?/gi, (_, enc: string, data: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  )
}

function decodeQuotedPrintable(value: string) {
  const soft = value.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : ''
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(soft[i], 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}
