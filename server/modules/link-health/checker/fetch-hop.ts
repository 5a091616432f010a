import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import type { Readable } from 'node:stream'
import zlib from 'node:zlib'

/** The addresses a host name resolves to (the checker's own DNS step, so it sees every address). */
export type Resolver = (hostname: string) => Promise<string[]>

export interface HopOptions {
  resolve: Resolver
  /** Whether the checker may connect to this address for this URL. */
  allow: (address: string, url: URL) => boolean
  userAgent: string
  timeoutMs: number
  maxBytes: number
  /** What the GET is for: a page's text (the default), or a picture's bytes (refused past maxBytes). */
  want?: 'page' | 'image'
}

export type HopFailure = 'dns' | 'tls' | 'connection' | 'timeout' | 'refused_address'

export type HopResult =
  | { ok: true; status: number; location: string | null; body: string | null; bytes?: Buffer | null }
  | { ok: false; failure: HopFailure; detail: string }

class HopError extends Error {
  constructor(
    readonly failure: HopFailure,
    detail: string,
  ) {
    super(detail)
  }
}

const TLS_CODE = /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_OSSL)/

function failureOf(error: unknown): { failure: HopFailure; detail: string } {
  if (error instanceof HopError) return { failure: error.failure, detail: error.message }
  const code = String((error as { code?: unknown }).code ?? '')
  const message = error instanceof Error ? error.message : String(error)
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return { failure: 'dns', detail: code }
  if (TLS_CODE.test(code) || (code === 'EPROTO' && /ssl|tls/i.test(message))) return { failure: 'tls', detail: code }
  return { failure: 'connection', detail: code || 'ERROR' }
}

/**
 * The one address this hop connects to: resolved here, every answer checked, and handed to the
 * socket through `lookup`, so a second DNS answer (rebinding) can never be used.
 */
async function pickAddress(url: URL, options: HopOptions): Promise<string> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(hostname) ? [hostname] : await options.resolve(hostname)
  if (!addresses.length) throw new HopError('dns', 'ENOTFOUND')
  const refused = addresses.find((address) => !options.allow(address, url))
  if (refused) throw new HopError('refused_address', refused)
  return addresses[0]!
}

function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address)
  return ((_hostname, opts, callback) => {
    if ((opts as { all?: boolean }).all) callback(null, [{ address, family }] as never, family)
    else callback(null, address, family)
  }) as LookupFunction
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase()
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip())
  if (encoding === 'deflate') return response.pipe(zlib.createInflate())
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress())
  return response
}

function isPage(response: IncomingMessage) {
  const type = String(response.headers['content-type'] ?? '').toLowerCase()
  return type === '' || type.includes('html') || type.includes('xml')
}

function charsetOf(response: IncomingMessage) {
  const match = /charset=["']?([\w-]+)/i.exec(String(response.headers['content-type'] ?? ''))
  try {
    return new TextDecoder(match?.[1] ?? 'utf-8')
  } catch {
    return new TextDecoder('utf-8')
  }
}

/**
 * Reads at most `maxBytes` of the page after decompression (a small gzip body can expand to
 * gigabytes), then stops the transfer.
 */
function readPage(response: IncomingMessage, maxBytes: number): Promise<string> {
  const decoder = charsetOf(response)
  const stream = decoded(response)
  const chunks: Buffer[] = []
  let size = 0
  return new Promise((resolve) => {
    const finish = () => {
      response.destroy()
      stream.destroy()
      resolve(decoder.decode(Buffer.concat(chunks)))
    }
    stream.on('data', (chunk: Buffer) => {
      const room = maxBytes - size
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk)
      size += Math.min(chunk.length, room)
      if (size >= maxBytes) finish()
    })
    stream.on('end', finish)
    // A corrupt or cut-off body still says what it said so far.
    stream.on('error', finish)
    response.on('error', finish)
    response.on('aborted', finish)
  })
}

function isImage(response: IncomingMessage) {
  return /^image\//i.test(String(response.headers['content-type'] ?? '').trim())
}

/** A picture's bytes, or null when it runs past `maxBytes` (a cut picture is no picture). */
function readBytes(response: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  const stream = decoded(response)
  const chunks: Buffer[] = []
  let size = 0
  return new Promise((resolve) => {
    const finish = (bytes: Buffer | null) => {
      response.destroy()
      stream.destroy()
      resolve(bytes)
    }
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) finish(null)
      else chunks.push(chunk)
    })
    stream.on('end', () => finish(Buffer.concat(chunks)))
    stream.on('error', () => finish(null))
    response.on('error', () => finish(null))
    response.on('aborted', () => finish(null))
  })
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    promise.then(resolve, reject)
  })
}

/** One request, no redirect following: the status, the Location, and for GET the page's text. */
export async function fetchHop(url: URL, method: 'HEAD' | 'GET', options: HopOptions): Promise<HopResult> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new HopError('timeout', `${options.timeoutMs} ms`)), options.timeoutMs)
  try {
    const address = await untilAborted(pickAddress(url, options), controller.signal)
    const client = url.protocol === 'https:' ? https : http
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = client.request(
        url,
        {
          method,
          agent: false,
          lookup: pinnedLookup(address),
          signal: controller.signal,
          headers: {
            'user-agent': options.userAgent,
            accept:
              options.want === 'image'
                ? 'image/avif,image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.5'
                : 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
            'accept-encoding': 'gzip, deflate, br',
            'accept-language': 'en, de;q=0.8, ar;q=0.6',
          },
        },
        resolve,
      )
      request.on('error', (error) => reject(controller.signal.aborted ? controller.signal.reason : error))
      request.end()
    })
    const status = response.statusCode ?? 0
    const location = typeof response.headers.location === 'string' ? response.headers.location : null
    const success = method === 'GET' && status >= 200 && status < 300
    if (options.want === 'image') {
      const bytes = success && isImage(response) ? await readBytes(response, options.maxBytes) : null
      response.destroy()
      if (controller.signal.aborted) throw controller.signal.reason
      return { ok: true, status, location, body: null, bytes }
    }
    const body = success && isPage(response) ? await readPage(response, options.maxBytes) : null
    response.destroy()
    if (controller.signal.aborted && body === null) throw controller.signal.reason
    return { ok: true, status, location, body }
  } catch (error) {
    return { ok: false, ...failureOf(controller.signal.aborted ? controller.signal.reason : error) }
  } finally {
    clearTimeout(timer)
  }
}
