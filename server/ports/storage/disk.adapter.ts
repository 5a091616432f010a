import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { assertSafeKey, type StoragePort } from './storage.port.ts'

export const UPLOADS_URL_PREFIX = '/uploads/'

/** Files under DATA_DIR/uploads, served by the app under /uploads/ with long-cache headers. */
export function createDiskStorage(options: { dir: string }): StoragePort {
  const resolve = (key: string) => {
    assertSafeKey(key)
    return path.join(options.dir, key)
  }
  return {
    kind: 'disk',
    async put(key, data) {
      const file = resolve(key)
      await mkdir(path.dirname(file), { recursive: true })
      const tmp = `${file}.${process.pid}.tmp`
      await writeFile(tmp, data)
      await rename(tmp, file)
    },
    async get(key) {
      return readFile(resolve(key)).catch(() => null)
    },
    async delete(key) {
      await rm(resolve(key), { force: true })
    },
    url: (key) => `${UPLOADS_URL_PREFIX}${key}`,
    async *list(prefix) {
      const entries = await readdir(options.dir, { recursive: true, withFileTypes: true }).catch(() => [])
      for (const entry of entries) {
        if (!entry.isFile()) continue
        const key = path.relative(options.dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
        if (key.startsWith(prefix)) yield key
      }
    },
  }
}
