import type { Readable } from 'node:stream'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { IMPORT_MAX_ENTRIES, IMPORT_MAX_RATIO, IMPORT_MAX_UNCOMPRESSED } from '../../../contract/imports.ts'
import { AppError } from '../../errors.ts'

/** Entries this small may compress as well as they like (a JSON of repeated keys does 50:1). */
const RATIO_FREE_BYTES = 1024 * 1024

/**
 * A ZIP on disk, read entry by entry (yauzl: the central directory, then only the entries asked
 * for, each inflated as a stream): never the whole archive in memory. Refuses, before inflating
 * anything, an archive with too many entries, entries that say they inflate past the total cap,
 * encrypted entries, and names that climb out of the archive (`../`, absolute, backslashes).
 */
export async function openZip(path: string) {
  let zip: ZipFile
  try {
    zip = await yauzl.openPromise(path, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: true,
      validateEntrySizes: true,
      strictFileNames: false,
    })
  } catch (error) {
    throw new AppError('IMPORT_ARCHIVE_INVALID', undefined, { cause: error })
  }
  try {
    if (zip.entryCount > IMPORT_MAX_ENTRIES) throw new AppError('IMPORT_ARCHIVE_TOO_LARGE')
    const entries = await listEntries(zip)
    return {
      entries,
      /** One entry's bytes, at most `maxBytes` of them (its own declaration and the bytes inflated both count). */
      read: (entry: Entry, maxBytes: number) => readEntry(zip, entry, maxBytes),
      close: () => zip.close(),
    }
  } catch (error) {
    zip.close()
    throw error
  }
}

export type OpenZip = Awaited<ReturnType<typeof openZip>>

function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>()
  let declared = 0
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.removeAllListeners('entry')
      reject(error)
    }
    zip.on('error', (error: Error) => fail(asArchiveError(error)))
    zip.on('end', () => resolve(entries))
    zip.on('entry', (entry: Entry) => {
      if (entries.size >= IMPORT_MAX_ENTRIES) return fail(new AppError('IMPORT_ARCHIVE_TOO_LARGE'))
      declared += entry.uncompressedSize
      if (declared > IMPORT_MAX_UNCOMPRESSED) return fail(new AppError('IMPORT_ARCHIVE_TOO_LARGE'))
      if (entry.isEncrypted()) return fail(new AppError('IMPORT_ARCHIVE_UNSAFE'))
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry)
      zip.readEntry()
    })
    zip.readEntry()
  })
}

async function readEntry(zip: ZipFile, entry: Entry, maxBytes: number): Promise<Buffer> {
  if (entry.uncompressedSize > maxBytes)
    throw new AppError('IMPORT_MEDIA_TOO_LARGE', [{ field: entry.fileName, key: 'imports.errors.media_too_large' }])
  assertSafeRatio(entry)
  let stream: Readable
  try {
    stream = await zip.openReadStreamPromise(entry)
  } catch (error) {
    throw asArchiveError(error)
  }
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length
      // yauzl stops at the declared size too; this holds even if a declaration lies the other way.
      if (size > maxBytes) throw new AppError('IMPORT_ARCHIVE_UNSAFE')
      chunks.push(chunk as Buffer)
    }
  } catch (error) {
    stream.destroy()
    throw asArchiveError(error)
  }
  return Buffer.concat(chunks, size)
}

/** An entry that says it inflates far beyond what it stores is a bomb (checked from the header, before inflating). */
export function assertSafeRatio(entry: Entry) {
  if (entry.uncompressedSize > RATIO_FREE_BYTES && entry.uncompressedSize > IMPORT_MAX_RATIO * Math.max(entry.compressedSize, 1)) {
    throw new AppError('IMPORT_ARCHIVE_UNSAFE')
  }
}

/** yauzl's refusals by what they mean to the creator: unsafe names, or a damaged archive. */
function asArchiveError(error: unknown) {
  if (error instanceof AppError) return error
  const message = error instanceof Error ? error.message : ''
  if (/^(invalid relative path|absolute path|invalid characters in fileName)/.test(message)) {
    return new AppError('IMPORT_ARCHIVE_UNSAFE', undefined, { cause: error })
  }
  return new AppError('IMPORT_ARCHIVE_INVALID', undefined, { cause: error })
}
