import type { Database } from '../../../db/client.ts'
import { PRODUCT_PICTURE_PREFIX } from '../../../lib/images/product-picture.ts'
import type { StoragePort } from '../../../ports/storage/index.ts'
import { SWEEP_GRACE_MS } from '../../images/images.sweep.ts'
import type { TagProductsRepository } from './tag-products.repository.ts'

/**
 * Removes tag pictures no tag points at any more: those of tags that went with their photo or
 * account (a cascade deletes no file), or whose read lost a race. Like the photo sweep (decision
 * 0025), a file goes only once two runs a grace period apart saw it without a tag.
 */
export function createTagPictureSweep(deps: {
  db: Database
  storage: Pick<StoragePort, 'list' | 'delete'>
  repo: Pick<TagProductsRepository, 'pictureKeys'>
  now?: () => number
  graceMs?: number
}) {
  const { db, storage, repo } = deps
  const now = deps.now ?? Date.now
  const graceMs = deps.graceMs ?? SWEEP_GRACE_MS
  const unusedSince = new Map<string, number>()
  return {
    async run() {
      const at = now()
      const kept = await repo.pictureKeys(db)
      const present = new Set<string>()
      let removed = 0
      for await (const key of storage.list(PRODUCT_PICTURE_PREFIX)) {
        present.add(key)
        if (kept.has(key)) {
          unusedSince.delete(key)
          continue
        }
        const since = unusedSince.get(key)
        if (since === undefined) unusedSince.set(key, at)
        else if (at - since >= graceMs) {
          await storage.delete(key)
          unusedSince.delete(key)
          removed++
        }
      }
      for (const key of unusedSince.keys()) if (!present.has(key)) unusedSince.delete(key)
      return { removed }
    },
  }
}
