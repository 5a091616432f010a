import { randomUUID } from 'node:crypto'
import { constants } from 'node:fs'
import { access, mkdir, opendir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { assertSafeKey, type StoragePort } from './storage.port.ts'

export const UPLOADS_URL_PREFIX = '/uploads/'

/**
 * Where the disk adapter writes a file before renaming it into place: next to the uploads folder
 * (DATA_DIR/tmp), so the rename stays on one filesystem (atomic) and nothing half-written is ever
 * under /uploads/, which the app serves publicly.
 */
export function diskTempDir(uploadsDir: string) {
  return path.join(path.dirname(uploadsDir), 'tmp')
}

/**
 * Files under DATA_DIR/uploads, served by the app under /uploads/ with long-cache headers; or
 * private files in their own folder (`fileMode` 0o600: only the app's user reads them).
 */
export function createDiskStorage(options: { dir: string; tmpDir?: string; fileMode?: number }): StoragePort {
  const tmpDir = options.tmpDir ?? diskTempDir(options.dir)
  const resolve = (key: string) => {
    assertSafeKey(key)
    return path.join(options.dir, key)
  }
  /** A folder a deletion emptied goes too (a failed upload leaves no empty `images/<id>/`); top-level prefixes stay. */
  async function removeEmptyParents(key: string) {
    for (let dir = path.posix.dirname(key); dir.includes('/'); dir = path.posix.dirname(dir)) {
      const removed = await rmdir(path.join(options.dir, dir)).then(
        () => true,
        () => false,
      )
      if (!removed) return
    }
  }
  return {
    kind: 'disk',
    async ping() {
      // The folder appears with the first upload; until then it can be made, which is what counts.
      await mkdir(options.dir, { recursive: true })
      await access(options.dir, constants.W_OK)
    },
    async put(key, data) {
      const file = resolve(key)
      await mkdir(tmpDir, { recursive: true })
      const tmp = path.join(tmpDir, `${randomUUID()}.tmp`)
      try {
        await writeFile(tmp, data, { mode: options.fileMode })
        await mkdir(path.dirname(file), { recursive: true })
        // A deletion next door may remove the just-made folder once (it was empty); make it again.
        await rename(tmp, file).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error
          await mkdir(path.dirname(file), { recursive: true })
          await rename(tmp, file)
        })
      } catch (error) {
        await rm(tmp, { force: true })
        throw error
      }
    },
    async get(key) {
      return readFile(resolve(key)).catch(() => null)
    },
    async delete(key) {
      await rm(resolve(key), { force: true })
      await removeEmptyParents(key)
    },
    /** Every key under `prefix` (e.g. `images/`), in no particular order. */
    async *list(prefix) {
      const base = prefix.replace(/\/+$/, '')
      if (base) assertSafeKey(base)
      yield* walk(options.dir, base)
    },
    url: (key) => `${UPLOADS_URL_PREFIX}${key}`,
  }
}

async function* walk(root: string, relative: string): AsyncGenerator<string> {
  const dir = await opendir(path.join(root, relative)).catch(() => null)
  if (!dir) return
  for await (const entry of dir) {
    const key = relative ? `${relative}/${entry.name}` : entry.name
    if (entry.isDirectory()) yield* walk(root, key)
    else if (entry.isFile()) yield key
  }
}

/**
 * Removes temp files older than `olderThanMs` (left by a process killed mid-write); younger ones
 * may belong to a write in progress. Returns how many went.
 */
export async function removeStaleTempFiles(tmpDir: string, olderThanMs: number, now = Date.now()) {
  const names = await readdir(tmpDir).catch(() => [] as string[])
  let removed = 0
  for (const name of names) {
    const file = path.join(tmpDir, name)
    const info = await stat(file).catch(() => null)
    if (info?.isFile() && now - info.mtimeMs >= olderThanMs) {
      await rm(file, { force: true })
      removed++
    }
  }
  return removed
}
