import type { ReportCategory } from '../../../contract/moderation.ts'
import type { DecisionSummary, ReportQueue } from '../../../contract/moderation-api.ts'
import type { Database } from '../../db/client.ts'
import type { ModerationDecision } from '../../db/schema/index.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { standingOfCreator, standingOfNotifier } from '../appeals/misuse.ts'
import type { DecisionsRepository } from './decisions.repository.ts'
import { findItem, itemUrl } from './items.ts'

/** An earlier decision as the queue lists it. */
export const summary = (d: ModerationDecision): DecisionSummary => ({
  id: d.id,
  item_kind: d.itemKind,
  outcome: d.outcome,
  category: d.category,
  ground: d.ground,
  decided_at: d.decidedAt.toISOString(),
  reversed_at: d.reversedAt?.toISOString() ?? null,
})

const NO_STANDING = { upheld: 0, warned_at: null, suspension_suggested: false }

/**
 * The admin's queue: each open group with its notices, the item as the public sees it, earlier
 * decisions, and the misuse standings (Art. 23) of its creator and of each notice's sender.
 */
export async function readQueue(
  deps: { db: Database; repo: DecisionsRepository; storage: StoragePort; publicUrl: string; now: () => Date },
  f: { category?: ReportCategory; limit: number },
): Promise<ReportQueue> {
  const { db, repo, storage, publicUrl } = deps
  const { groups, total } = await repo.openGroups(db, f)
  const [all, items] = await Promise.all([
    repo.noticesOf(
      db,
      groups.map((g) => g.id),
    ),
    Promise.all(groups.map((g) => findItem(db, g.itemKind, g.itemId, false))),
  ])
  const creatorIds = [...new Set(groups.map((g) => g.creatorId).filter((id): id is string => Boolean(id)))]
  const emails = [...new Set(all.map((n) => n.reporterEmail).filter((e): e is string => Boolean(e)))]
  const [earlier, standings] = await Promise.all([
    repo.earlier(
      db,
      groups.map((g) => ({ kind: g.itemKind, id: g.itemId })),
      creatorIds,
    ),
    repo.standings(db, creatorIds, emails),
  ])
  const at = deps.now()
  const creators = new Map(standings.creators.map((row) => [row.creatorId, standingOfCreator(row)]))
  const notifiers = new Map(standings.notifiers.map((row) => [row.email, standingOfNotifier(row, at)]))
  return {
    total,
    groups: groups.map((g, index) => {
      const item = items[index]
      const url = item ? itemUrl(publicUrl, item) : (all.find((n) => n.groupId === g.id)?.itemUrl ?? '')
      return {
        id: g.id,
        threat_to_life: g.threatToLife,
        notice_count: g.noticeCount,
        created_at: g.createdAt.toISOString(),
        item: {
          kind: g.itemKind,
          id: g.itemId,
          label: item?.label ?? '',
          url,
          image_url: item?.imageKey ? storage.url(item.imageKey) : null,
          gone: !item,
        },
        creator: {
          id: g.creatorId,
          username: g.creatorUsername,
          standing: (g.creatorId && creators.get(g.creatorId)) || NO_STANDING,
        },
        notices: all
          .filter((n) => n.groupId === g.id)
          .map((n) => ({
            id: n.id,
            category: n.category,
            explanation: n.explanation,
            threat_to_life: n.threatToLife,
            reporter_name: n.reporterName,
            reporter_email: n.reporterEmail,
            signed_in: Boolean(n.reporterUserId),
            created_at: n.createdAt.toISOString(),
            notifier: (n.reporterEmail && notifiers.get(n.reporterEmail)) || null,
          })),
        earlier_item: earlier
          .filter((d) => d.itemKind === g.itemKind && d.itemId === g.itemId)
          .slice(0, 5)
          .map(summary),
        earlier_creator: earlier
          .filter((d) => g.creatorId && d.creatorId === g.creatorId)
          .slice(0, 5)
          .map(summary),
      }
    }),
  }
}
