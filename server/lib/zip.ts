import { Readable } from 'node:stream'
import { crc32 } from 'node:zlib'

/** One file of an archive; its bytes are known when it is written (the CRC goes in its header). */
export interface ZipEntry {
  name: string
  data: Buffer
}

/**
 * ZIP archives with stored (not deflated) entries: images are compressed already, and these few
 * lines spare a dependency. Names are flagged UTF-8 (Arabic file names). Without ZIP64 an archive
 * holds at most 65,535 entries and 4 GiB; past that the writer fails rather than write a broken file.
 */
const MAX_ENTRIES = 0xffff
const MAX_OFFSET = 0xffffffff
const UTF8_NAMES = 1 << 11

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

function createWriter() {
  const centrals: Buffer[] = []
  let offset = 0
  let count = 0
  return {
    entry(file: ZipEntry): Buffer[] {
      const name = Buffer.from(file.name, 'utf8')
      const size = file.data.length
      if (++count > MAX_ENTRIES || offset + 30 + name.length + size > MAX_OFFSET) throw new Error('ZIP archive too large (no ZIP64)')
      const crc = crc32(file.data) >>> 0
      const local = Buffer.alloc(30)
      local.writeUInt32LE(0x04034b50, 0)
      local.writeUInt16LE(20, 4)
      local.writeUInt16LE(UTF8_NAMES, 6)
      local.writeUInt32LE(crc, 14)
      local.writeUInt32LE(size, 18)
      local.writeUInt32LE(size, 22)
      local.writeUInt16LE(name.length, 26)
      const central = Buffer.alloc(46)
      central.writeUInt32LE(0x02014b50, 0)
      central.writeUInt16LE(20, 4)
      central.writeUInt16LE(20, 6)
      central.writeUInt16LE(UTF8_NAMES, 8)
      central.writeUInt32LE(crc, 16)
      central.writeUInt32LE(size, 20)
      central.writeUInt32LE(size, 24)
      central.writeUInt16LE(name.length, 28)
      central.writeUInt32LE(offset, 42)
      centrals.push(central, name)
      offset += local.length + name.length + size
      return [local, name, file.data]
    },
    end(): Buffer[] {
      const directory = Buffer.concat(centrals)
      const end = Buffer.alloc(22)
      end.writeUInt32LE(0x06054b50, 0)
      end.writeUInt16LE(count, 8)
      end.writeUInt16LE(count, 10)
      end.writeUInt32LE(directory.length, 12)
      end.writeUInt32LE(offset, 16)
      return [directory, end]
    },
  }
}

/** The entries of a stored-only archive, read from its central directory (tests and checks). */
export function readStoredZip(zip: Buffer): ZipEntry[] {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (endAt < 0) throw new Error('not a ZIP archive')
  const count = zip.readUInt16LE(endAt + 10)
  let at = zip.readUInt32LE(endAt + 16)
  const entries: ZipEntry[] = []
  for (let i = 0; i < count; i++) {
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    entries.push({ name, data: zip.subarray(dataAt, dataAt + size) })
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return entries
}
