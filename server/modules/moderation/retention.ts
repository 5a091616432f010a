import { COMPLAINT_WINDOW_DAYS } from '../../../contract/moderation.ts'
import type { Database } from '../../db/client.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { DecisionsRepository } from './decisions.repository.ts'
import { creatorChanged } from './enforcement.ts'
import type { RetentionRepository } from './retention.repository.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Rows one run handles; the next run takes the rest. */
const BATCH = 200

/**
 * What the complaint window keeps and then lets go (decision 0089): a removed item stays dark until
 * six months after the decision (longer while a complaint is open), then is deleted with its files;
 * notifiers' names and addresses are cleared from notices on the same terms. Both are idempotent.
 */
export function createRetention(deps: {
  db: Database
  repo: RetentionRepository
  decisions: Pick<DecisionsRepository, 'deleteItem'>
  storage: StoragePort
  now?: () => Date
}) {
  const { db, repo, decisions, storage } = deps
  const now = deps.now ?? (() => new Date())
  const cutoff = (at: Date) => new Date(at.getTime() - COMPLAINT_WINDOW_DAYS * DAY_MS)

  return {
    /** Deletes removed items whose complaint window has passed; answers how many decisions it settled. */
    async purgeRemovals() {
      const at = now()
      const due = await repo.removalsDue(db, cutoff(at), BATCH)
      let purged = 0
      for (const { id } of due) {
        const files = await db.transaction(async (tx) => {
          const decision = await repo.lockDueRemoval(tx, id)
          if (!decision) return null
          const keys = await decisions.deleteItem(tx, decision.itemKind, decision.itemId)
          await repo.markPurged(tx, id, at)
          if (decision.creatorUsername) await creatorChanged(tx, decision.creatorUsername)
          return keys
        })
        if (!files) continue
        purged += 1
        await Promise.allSettled(files.map((key) => storage.delete(key)))
      }
      return purged
    },

    clearNotifierIdentities: () => db.transaction((tx) => repo.clearIdentities(tx, cutoff(now()), now(), 1000)),
  }
}

export type Retention = ReturnType<typeof createRetention>
