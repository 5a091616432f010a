import { DAY_MS } from '../../../contract/dates.ts'
import { COMPLAINT_WINDOW_DAYS } from '../../../contract/moderation.ts'
import type { Database } from '../../db/client.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { DecisionsRepository } from './decisions.repository.ts'
import { creatorChanged } from './enforcement.ts'
import type { RetentionRepository } from './retention.repository.ts'

/** Rows per transaction, and rounds per run (the next run takes what is left). */
const BATCH = 200
const MAX_ROUNDS = 50

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

  /** Deletes one due removal's item, then its files; false when it is no longer due. */
  async function purgeOne(id: string, at: Date) {
    const files = await db.transaction(async (tx) => {
      const decision = await repo.lockDueRemoval(tx, id)
      if (!decision) return null
      const keys = await decisions.deleteItem(tx, decision.itemKind, decision.itemId)
      await repo.markPurged(tx, id, at)
      if (decision.creatorUsername) await creatorChanged(tx, decision.creatorUsername)
      return keys
    })
    if (!files) return false
    await Promise.allSettled(files.map((key) => storage.delete(key)))
    return true
  }

  return {
    /** Deletes removed items whose complaint window has passed; answers how many decisions it settled. */
    async purgeRemovals() {
      const at = now()
      let purged = 0
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const due = await repo.removalsDue(db, cutoff(at), BATCH)
        for (const { id } of due) if (await purgeOne(id, at)) purged += 1
        if (due.length < BATCH) break
      }
      return purged
    },

    /** Clears identities past the window; answers how many notices it cleared. */
    async clearNotifierIdentities() {
      const at = now()
      let cleared = 0
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const n = await db.transaction((tx) => repo.clearIdentities(tx, cutoff(at), at, BATCH))
        cleared += n
        if (n < BATCH) break
      }
      return cleared
    },
  }
}

export type Retention = ReturnType<typeof createRetention>
