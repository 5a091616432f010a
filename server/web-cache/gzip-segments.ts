import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * A cached page compressed once, yet answered with a fresh nonce each time: the HTML between the
 * nonce placeholders is deflated once into byte-aligned pieces (sync flush, no final block), and
 * every answer splices in its nonce as a stored (uncompressed) deflate block, then wraps the one
 * deflate stream in a gzip header and trailer (CRC-32 and length of this answer's HTML). Compressing
 * a 36 kB page per hit would otherwise cost more than rendering from the cache itself.
 */
export interface GzipSegments {
  /** Deflated text between placeholders (n + 1 pieces for n placeholders). */
  pieces: Buffer[]
  /** The same text uncompressed, for the CRC and length of each answer. */
  texts: Buffer[]
  /** The nonce length the pieces were compressed for (their back-references span the nonces). */
  nonceLength: number
}

/** helmet's nonces: 16 random bytes in hex. */
export const NONCE_LENGTH = 32
const WINDOW = 32 * 1024

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** An empty final stored block: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff])

/**
 * Each piece is compressed with the text before it as its dictionary, so the page compresses about
 * as well as in one go. Where a nonce will stand, the dictionary holds as many NUL bytes: HTML has
 * none, so no back-reference can point into a nonce, and the distances to the text on either side
 * are the same as in the answer. (Without a NUL-free page each piece is compressed on its own.)
 */
export function deflateSegments(html: string, placeholder: string, nonceLength = NONCE_LENGTH): GzipSegments {
  const texts = html.split(placeholder).map((part) => Buffer.from(part))
  const shareWindow = !texts.some((text) => text.includes(0))
  const gap = Buffer.alloc(nonceLength)
  let before = Buffer.alloc(0)
  const pieces = texts.map((text, i) => {
    if (i > 0 && shareWindow) before = Buffer.concat([before, texts[i - 1], gap]).subarray(-WINDOW)
    const options = { level: 9, finishFlush: constants.Z_SYNC_FLUSH }
    return deflateRawSync(text, before.length ? { ...options, dictionary: before } : options)
  })
  return { pieces, texts, nonceLength }
}

function storedBlock(data: Buffer) {
  const header = Buffer.alloc(5)
  header[0] = 0 // not final, stored; the bit stream is byte-aligned after a sync flush
  header.writeUInt16LE(data.length, 1)
  header.writeUInt16LE(~data.length & 0xffff, 3)
  return Buffer.concat([header, data])
}

/** The gzip body of one answer with the nonce in every placeholder, or null for another nonce length. */
export function gzipWithNonce({ pieces, texts, nonceLength }: GzipSegments, nonce: string): Buffer | null {
  const nonceBytes = Buffer.from(nonce)
  if (nonceBytes.length !== nonceLength) return null
  const parts: Buffer[] = [HEADER]
  let crc = 0
  let length = 0
  for (let i = 0; i < pieces.length; i++) {
    if (i > 0) {
      parts.push(storedBlock(nonceBytes))
      crc = crc32(nonceBytes, crc)
      length += nonceBytes.length
    }
    parts.push(pieces[i])
    crc = crc32(texts[i], crc)
    length += texts[i].length
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length >>> 0, 4)
  parts.push(FINAL_BLOCK, trailer)
  return Buffer.concat(parts)
}
