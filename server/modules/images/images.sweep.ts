import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { removeStaleTempFiles } from '../../ports/storage/disk.adapter.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { ImagesRepository } from './images.repository.ts'

/** How long a file may go without a row before it is removed; far longer than any upload takes. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000
const PREFIX = 'images/'

/**
 * Cleans up after crashes (docs/decisions/0025). Files under `images/` that no row points at are
 * removed once they were seen without a row in two runs at least SWEEP_GRACE_MS apart, so the files
 * of an upload whose row is not written yet are never touched. Rows whose files are missing (older
 * than the grace period) are logged, not deleted: a missing file may be a storage outage or a
 * restore in progress, and deleting a creator's image on a guess would turn that into loss. Temp
 * files of the disk adapter older than the grace period go too. Idempotent; the memory of "seen
 * without a row" is per process, so a run on another instance only delays a removal.
 */
export function createImageSweep(deps: {
  db: Database
  storage: StoragePort
  repo: ImagesRepository
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>
  /** The disk adapter's temp folder, when files are on disk. */
  tmpDir?: string
  now?: () => number
  graceMs?: number
}) {
  const { db, storage, repo, log, tmpDir } = deps
  const now = deps.now ?? Date.now
  const graceMs = deps.graceMs ?? SWEEP_GRACE_MS
  const orphanSince = new Map<string, number>()

  return {
    async run() {
      const at = now()
      // Rows first: a file written after this read is at most "seen once", never removed in this run.
      const rows = await repo.fileRefs(db)
      const referenced = new Set(rows.flatMap((r) => r.keys))
      const present = new Set<string>()
      let removedFiles = 0
      for await (const key of storage.list(PREFIX)) {
        present.add(key)
        if (referenced.has(key)) {
          orphanSince.delete(key)
          continue
        }
        const since = orphanSince.get(key)
        if (since === undefined) orphanSince.set(key, at)
        else if (at - since >= graceMs) {
          await storage.delete(key)
          orphanSince.delete(key)
          removedFiles++
        }
      }
      for (const key of orphanSince.keys()) if (!present.has(key)) orphanSince.delete(key)
      const missing = rows.filter((r) => at - r.createdAt.getTime() >= graceMs && r.keys.some((key) => !present.has(key))).map((r) => r.id)
      if (missing.length > 0) log?.warn({ count: missing.length, imageIds: missing.slice(0, 50) }, 'image rows whose files are missing')
      const removedTempFiles = tmpDir ? await removeStaleTempFiles(tmpDir, graceMs, at) : 0
      if (removedFiles + removedTempFiles > 0) log?.info({ removedFiles, removedTempFiles }, 'orphaned image files removed')
      return { removedFiles, missingRows: missing, removedTempFiles }
    },
  }
}

export type ImageSweep = ReturnType<typeof createImageSweep>
