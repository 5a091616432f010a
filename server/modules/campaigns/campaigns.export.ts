import type { Database } from '../../db/client.ts'
import { type AccountExport, storedFile } from '../../lib/account-export.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { CampaignsRepository } from './campaigns.repository.ts'

/** The campaigns still kept (they are purged after 7 days) and their images. */
export function createCampaignsExport({ db, repo, storage }: { db: Database; repo: CampaignsRepository; storage: StoragePort }) {
  return async (userId: string): Promise<AccountExport> => {
    const rows = await repo.listOf(db, userId)
    return {
      json: { 'campaigns/campaigns.json': rows },
      files: rows.flatMap((r) => (r.imageUrl ? [storedFile(storage, r.imageUrl, 'campaigns')] : [])),
    }
  }
}
