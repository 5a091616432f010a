import type { Database } from '../../db/client.ts'
import { type AccountExport, storedFile } from '../../lib/account-export.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { TwinRepository } from './twin.repository.ts'

/** The generated images still kept (private store, 7 days) and their prompts. */
export function createTwinExport(deps: {
  db: Database
  repo: Pick<TwinRepository, 'listImages'>
  files: Pick<StoragePort, 'get'>
  now?: () => Date
}) {
  const { db, repo, files } = deps
  return async (userId: string): Promise<AccountExport> => {
    const rows = await repo.listImages(db, userId, deps.now?.() ?? new Date())
    return { json: { 'ai/images.json': rows }, files: rows.map((r) => storedFile(files, r.storageKey, 'ai/images')) }
  }
}
