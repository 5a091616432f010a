import { Readable } from 'node:stream'
import { crc32 } from 'node:zlib'

/** One file of an archive; its bytes are known when it is written (the CRC goes in its header). */
export interface ZipEntry {
  name: string
  data: Buffer
  /** The CRC-32 of `data` when the caller has it already; computed otherwise. */
  crc?: number
}

/**
 * ZIP archives with stored (not deflated) entries: images are compressed already, and these few
 * lines spare a dependency. Names are flagged UTF-8 (Arabic file names). Past 65,535 entries or
 * 4 GiB (sizes, offsets) the ZIP64 records carry the numbers the classic fields cannot hold
 * (APPNOTE 4.3.14, 4.5.3), so a large data export stays one readable archive.
 */
const MAX_16 = 0xffff
const MAX_32 = 0xffffffff
const UTF8_NAMES = 1 << 11
const VERSION = 20
const VERSION_ZIP64 = 45
const ZIP64_EXTRA = 0x0001

/** A small archive built in memory (the AI trainer's photos). */
export function storedZip(files: ZipEntry[]): Buffer {
  const writer = createWriter()
  const parts = files.flatMap((file) => writer.entry(file))
  return Buffer.concat([...parts, ...writer.end()])
}

/**
 * An archive streamed while its entries are produced: only the entry being written is held in
 * memory, so a data export of hundreds of MB never sits in the process whole.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  async function* chunks() {
    const writer = createWriter()
    for await (const entry of entries) yield* writer.entry(entry)
    yield* writer.end()
  }
  return Readable.from(chunks(), { objectMode: false })
}

/** The ZIP64 extra field with the given 8-byte values (those whose classic field says 0xFFFFFFFF). */
function zip64Extra(values: number[]) {
  const extra = Buffer.alloc(4 + 8 * values.length)
  extra.writeUInt16LE(ZIP64_EXTRA, 0)
  extra.writeUInt16LE(8 * values.length, 2)
  for (const [i, value] of values.entries()) extra.writeBigUInt64LE(BigInt(value), 4 + 8 * i)
  return extra
}

function createWriter() {
  const centrals: Buffer[] = []
  let directorySize = 0
  let offset = 0
  let count = 0
  return {
    entry(file: ZipEntry): Buffer[] {
      const name = Buffer.from(file.name, 'utf8')
      const size = file.data.length
      const crc = (file.crc ?? crc32(file.data)) >>> 0
      const bigSize = size >= MAX_32
      const bigOffset = offset >= MAX_32
      count++

      const localExtra = bigSize ? zip64Extra([size, size]) : Buffer.alloc(0)
      const local = Buffer.alloc(30)
      local.writeUInt32LE(0x04034b50, 0)
      local.writeUInt16LE(bigSize ? VERSION_ZIP64 : VERSION, 4)
      local.writeUInt16LE(UTF8_NAMES, 6)
      local.writeUInt32LE(crc, 14)
      local.writeUInt32LE(bigSize ? MAX_32 : size, 18)
      local.writeUInt32LE(bigSize ? MAX_32 : size, 22)
      local.writeUInt16LE(name.length, 26)
      local.writeUInt16LE(localExtra.length, 28)

      const centralExtra =
        bigSize || bigOffset ? zip64Extra([...(bigSize ? [size, size] : []), ...(bigOffset ? [offset] : [])]) : Buffer.alloc(0)
      const version = centralExtra.length ? VERSION_ZIP64 : VERSION
      const central = Buffer.alloc(46)
      central.writeUInt32LE(0x02014b50, 0)
      central.writeUInt16LE(version, 4)
      central.writeUInt16LE(version, 6)
      central.writeUInt16LE(UTF8_NAMES, 8)
      central.writeUInt32LE(crc, 16)
      central.writeUInt32LE(bigSize ? MAX_32 : size, 20)
      central.writeUInt32LE(bigSize ? MAX_32 : size, 24)
      central.writeUInt16LE(name.length, 28)
      central.writeUInt16LE(centralExtra.length, 30)
      central.writeUInt32LE(bigOffset ? MAX_32 : offset, 42)
      centrals.push(central, name, centralExtra)
      directorySize += central.length + name.length + centralExtra.length

      offset += local.length + name.length + localExtra.length + size
      return [local, name, localExtra, file.data].filter((part) => part.length > 0)
    },
    end(): Buffer[] {
      const directoryAt = offset
      const parts = [...centrals]
      const zip64 = count > MAX_16 || directoryAt >= MAX_32 || directorySize >= MAX_32
      if (zip64) {
        const record = Buffer.alloc(56)
        record.writeUInt32LE(0x06064b50, 0)
        record.writeBigUInt64LE(BigInt(56 - 12), 4)
        record.writeUInt16LE(VERSION_ZIP64, 12)
        record.writeUInt16LE(VERSION_ZIP64, 14)
        record.writeBigUInt64LE(BigInt(count), 24)
        record.writeBigUInt64LE(BigInt(count), 32)
        record.writeBigUInt64LE(BigInt(directorySize), 40)
        record.writeBigUInt64LE(BigInt(directoryAt), 48)
        const locator = Buffer.alloc(20)
        locator.writeUInt32LE(0x07064b50, 0)
        locator.writeBigUInt64LE(BigInt(directoryAt + directorySize), 8)
        locator.writeUInt32LE(1, 16)
        parts.push(record, locator)
      }
      const end = Buffer.alloc(22)
      end.writeUInt32LE(0x06054b50, 0)
      end.writeUInt16LE(Math.min(count, MAX_16), 8)
      end.writeUInt16LE(Math.min(count, MAX_16), 10)
      end.writeUInt32LE(Math.min(directorySize, MAX_32), 12)
      end.writeUInt32LE(Math.min(directoryAt, MAX_32), 16)
      parts.push(end)
      return [Buffer.concat(parts)]
    },
  }
}

/** What the central directory says of one entry: its name, size, CRC and where its local header starts. */
export interface ZipDirectoryEntry {
  name: string
  size: number
  crc: number
  offset: number
}

/**
 * The central directory of an archive (ZIP64 included), read from `tail`: the archive's last bytes,
 * of which the first is at position `tailAt` of the archive (0 for a whole archive in memory).
 */
export function readZipDirectory(tail: Buffer, tailAt = 0): ZipDirectoryEntry[] {
  const endAt = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (endAt < 0) throw new Error('not a ZIP archive')
  let count = tail.readUInt16LE(endAt + 10)
  let directoryAt = tail.readUInt32LE(endAt + 16)
  if (endAt >= 20 && tail.readUInt32LE(endAt - 20) === 0x07064b50) {
    const recordAt = Number(tail.readBigUInt64LE(endAt - 12)) - tailAt
    if (tail.readUInt32LE(recordAt) !== 0x06064b50) throw new Error('broken ZIP64 end record')
    count = Number(tail.readBigUInt64LE(recordAt + 32))
    directoryAt = Number(tail.readBigUInt64LE(recordAt + 48))
  }
  const entries: ZipDirectoryEntry[] = []
  let at = directoryAt - tailAt
  for (let i = 0; i < count; i++) {
    if (tail.readUInt32LE(at) !== 0x02014b50) throw new Error(`broken central directory at entry ${i}`)
    const nameLength = tail.readUInt16LE(at + 28)
    const extraLength = tail.readUInt16LE(at + 30)
    let size = tail.readUInt32LE(at + 24)
    let offset = tail.readUInt32LE(at + 42)
    // ZIP64 values follow in this order, each only where its classic field is 0xFFFFFFFF.
    const extraAt = at + 46 + nameLength
    for (let e = extraAt; e < extraAt + extraLength; e += 4 + tail.readUInt16LE(e + 2)) {
      if (tail.readUInt16LE(e) !== ZIP64_EXTRA) continue
      let v = e + 4
      if (size === MAX_32) {
        size = Number(tail.readBigUInt64LE(v))
        v += 16 // the uncompressed and the compressed size, equal when stored
      }
      if (offset === MAX_32) offset = Number(tail.readBigUInt64LE(v))
    }
    const name = tail.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    entries.push({ name, size, crc: tail.readUInt32LE(at + 16), offset })
    at += 46 + nameLength + extraLength + tail.readUInt16LE(at + 32)
  }
  return entries
}

/** The entries of a stored-only archive held whole in memory (tests and checks). */
export function readStoredZip(zip: Buffer): ZipEntry[] {
  return readZipDirectory(zip).map(({ name, size, offset }) => {
    const dataAt = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28)
    return { name, data: zip.subarray(dataAt, dataAt + size) }
  })
}
