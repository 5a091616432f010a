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
  return { id, to: header('To'), subject: header('Subject'), date: header('Date'), text: plainText(headers, body) }
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

/** The text/plain part of a message (single-part or multipart), transfer-decoded to UTF-8. */
function plainText(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break
      const part = splitPart(chunk.replace(/^\n/, ''))
      const text = plainText(part.headers, part.body)
      if (text) return text
    }
    return ''
  }
  if (!/^text\/plain/i.test(type)) return ''
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8').trim()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).trim()
  return body.trim()
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?...?=` / `=?UTF-8?Q?...?=`) used for non-ASCII subjects. */
function decodeWords(value: string) {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
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
