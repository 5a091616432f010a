import { constants, crc32, deflateRawSync } from 'node:zlib'
import { crc32Append, crc32AppendOperator } from './crc32-combine.ts'

/**
 * A cached page compressed once, yet answered with a fresh nonce each time: the HTML between the
 * nonce placeholders is deflated once, when the first client that takes gzip asks for it (a page
 * asked for once by a client without gzip is never compressed), into byte-aligned pieces (sync flush, no final block), and
 * every answer splices in its nonce as a stored (uncompressed) deflate block, then wraps the one
 * deflate stream in a gzip header and trailer (CRC-32 and length of this answer's HTML). Compressing
 * the page per hit would otherwise cost more than answering from the cache itself.
 */
export interface GzipSegments {
  /** Deflated text between placeholders (n + 1 pieces for n placeholders); null until compressSegments. */
  pieces: Buffer[] | null
  /** The same text uncompressed (for clients without gzip). */
  texts: Buffer[]
  /** Each text's CRC-32 and the operator that appends it (crc32-combine.ts): no answer reads the page again. */
  crcs: number[]
  appendText: number[]
  /** The uncompressed length of the page without its nonces. */
  textLength: number
  /** The nonce length the pieces were compressed for (their back-references span the nonces). */
  nonceLength: number
  appendNonce: number
}

/** The CSP nonces (server/plugins/security-headers.ts): 16 random bytes in hex. */
export const NONCE_LENGTH = 32
const WINDOW = 32 * 1024

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** An empty final stored block: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff])

/**
 * The page split where the nonce (or a placeholder) stood, ready to be answered plain;
 * compressSegments deflates it. Bytes are split as bytes: the rendered page is never decoded.
 */
export function splitSegments(html: string | Buffer, separator: string, nonceLength = NONCE_LENGTH): GzipSegments {
  const bytes = typeof html === 'string' ? Buffer.from(html) : html
  const parts: Buffer[] = []
  let from = 0
  if (separator) {
    const mark = Buffer.from(separator)
    for (let at = bytes.indexOf(mark); at !== -1; at = bytes.indexOf(mark, from)) {
      parts.push(bytes.subarray(from, at))
      from = at + mark.length
    }
  }
  parts.push(bytes.subarray(from))
  const texts = packed(parts)
  return {
    pieces: null,
    texts,
    crcs: texts.map((text) => crc32(text) >>> 0),
    appendText: texts.map((text) => crc32AppendOperator(text.length)),
    textLength: texts.reduce((sum, text) => sum + text.length, 0),
    nonceLength,
    appendNonce: crc32AppendOperator(nonceLength),
  }
}

/**
 * Deflates the pieces once; returns the bytes they added (0 when done before). Each piece is
 * compressed with the text before it as its dictionary, so the page compresses about as well as in
 * one go. Where a nonce will stand, the dictionary holds as many NUL bytes: HTML has none, so no
 * back-reference can point into a nonce, and the distances to the text on either side are the same
 * as in the answer. (Without a NUL-free page each piece is compressed on its own.)
 */
export function compressSegments(segments: GzipSegments): number {
  if (segments.pieces) return 0
  const { texts, nonceLength } = segments
  const shareWindow = !texts.some((text) => text.includes(0))
  const gap = Buffer.alloc(nonceLength)
  let before = Buffer.alloc(0)
  segments.pieces = packed(
    texts.map((text, i) => {
      if (i > 0 && shareWindow) before = Buffer.concat([before, texts[i - 1], gap]).subarray(-WINDOW)
      // Level 6: nearly level 9's size in clearly less time (docs/performance.md "Figures behind the code").
      const options = { level: 6, finishFlush: constants.Z_SYNC_FLUSH }
      return deflateRawSync(text, before.length ? { ...options, dictionary: before } : options)
    }),
  )
  return segments.pieces.reduce((sum, piece) => sum + piece.length, 0)
}

/** splitSegments and compressSegments in one. */
export function deflateSegments(html: string | Buffer, separator: string, nonceLength = NONCE_LENGTH): GzipSegments {
  const segments = splitSegments(html, separator, nonceLength)
  compressSegments(segments)
  return segments
}

/**
 * The buffers copied into one allocation of exactly their joint size, so a stored page holds the
 * bytes the cache counts. Each piece deflateRawSync returns is a view into zlib's 16 KB output
 * chunk, and Buffer.from and Buffer.concat put anything under 32 KB into Node's shared 64 KB pool:
 * with a dozen nonces per page, a cached page kept several times the memory its byte count said
 * (docs/performance.md "Memory").
 */
function packed(buffers: Buffer[]): Buffer[] {
  const all = Buffer.allocUnsafeSlow(buffers.reduce((sum, buffer) => sum + buffer.length, 0))
  let at = 0
  return buffers.map((buffer) => {
    const start = at
    at += buffer.copy(all, start)
    return all.subarray(start, at)
  })
}

function storedBlock(data: Buffer) {
  const header = Buffer.alloc(5)
  header[0] = 0 // not final, stored; the bit stream is byte-aligned after a sync flush
  header.writeUInt16LE(data.length, 1)
  header.writeUInt16LE(~data.length & 0xffff, 3)
  return Buffer.concat([header, data])
}

/**
 * The gzip body of one answer with the nonce in every placeholder, or null for another nonce length
 * or pages not compressed yet (compressSegments).
 */
export function gzipWithNonce(segments: GzipSegments, nonce: string): Buffer | null {
  const { pieces, crcs, appendText, nonceLength, appendNonce } = segments
  const nonceBytes = Buffer.from(nonce)
  if (!pieces || nonceBytes.length !== nonceLength) return null
  const nonceBlock = storedBlock(nonceBytes)
  const nonceCrc = crc32(nonceBytes) >>> 0
  const parts: Buffer[] = [HEADER, pieces[0]]
  let crc = crcs[0]
  for (let i = 1; i < pieces.length; i++) {
    parts.push(nonceBlock, pieces[i])
    crc = crc32Append(crc32Append(crc, appendNonce, nonceCrc), appendText[i], crcs[i])
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc, 0)
  trailer.writeUInt32LE((segments.textLength + nonceLength * (pieces.length - 1)) >>> 0, 4)
  parts.push(FINAL_BLOCK, trailer)
  return Buffer.concat(parts)
}
