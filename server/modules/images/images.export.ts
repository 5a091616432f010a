import type { Database } from '../../db/client.ts'
import { type AccountExport, storedFile } from '../../lib/account-export.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { ImagesRepository } from './images.repository.ts'

/**
 * Every image of the account (expired ones too) with its tags and coupon code, and the original
 * of each: the best quality we keep (the renditions are made from it).
 */
export function createImagesExport({ db, repo, storage }: { db: Database; repo: ImagesRepository; storage: StoragePort }) {
  return async (userId: string): Promise<AccountExport> => {
    const rows = await repo.listAllOf(db, userId)
    const tags = await repo.tagsFor(
      db,
      rows.map((r) => r.id),
    )
    const images = rows.map(({ searchText: _derived, ...image }) => ({ ...image, tags: tags.filter((tag) => tag.imageId === image.id) }))
    return {
      json: { 'images/images.json': images },
      files: rows.map((r) => storedFile(storage, r.storageKey, 'images/originals')),
    }
  }
}
