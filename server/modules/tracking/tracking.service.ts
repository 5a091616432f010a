import { safeHttpUrl } from '../../../contract/links.ts'
import type { TrackingKind } from '../../../contract/public.ts'
import type { Database } from '../../db/client.ts'
import type { EventKind } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { PublicService } from '../public/public.service.ts'
import { createBatcher } from './event-batcher.ts'
import { createTrackingRepository, type TrackedEvent, type TrackingRepository } from './tracking.repository.ts'
import { createVisitorHasher, isBotUserAgent } from './visitor.ts'

const HOUR_MS = 60 * 60 * 1000
/** How often a process deletes expired dedupe rows (any process may; it is idempotent). */
const PURGE_EVERY_MS = 10 * 60 * 1000

/** Who sent a tracking call: nothing of it is stored except the salted hash. */
export interface Visitor {
  ip: string
  userAgent: string | undefined
  /** The signed-in account, if any (a creator's own clicks do not count). */
  userId: string | null
}

export interface TrackingDeps {
  db: Database
  repo?: TrackingRepository
  public: Pick<PublicService, 'visibleImage' | 'visibleTag'>
  now?: () => Date
  batch?: { intervalMs?: number; maxBatch?: number }
  onError?: (error: unknown) => void
}

/**
 * Click, engage and share counting for creators' stats. An event counts unless it comes from a
 * bot, from the creator themself, or from the same visitor for the same image and kind within an
 * hour. Counted events are buffered and written in batches (event-batcher.ts); callers always get
 * the same answer whether or not the event counted, so nothing about visitors is revealed.
 */
export function createTrackingService(deps: TrackingDeps) {
  const now = deps.now ?? (() => new Date())
  const repo = deps.repo ?? createTrackingRepository()
  const visitors = createVisitorHasher({ db: deps.db, repo, now })
  let lastPurge = 0

  const batcher = createBatcher<TrackedEvent>({
    ...deps.batch,
    key: (e) => `${e.visitorHash}|${e.imageId}|${e.kind}`,
    write: async (batch) => {
      await repo.writeBatch(deps.db, batch)
      const at = now().getTime()
      if (at - lastPurge > PURGE_EVERY_MS) {
        lastPurge = at
        await repo.purgeDedupe(deps.db, new Date(at - HOUR_MS))
      }
    },
    onError: (error) => deps.onError?.(error),
  })

  async function record(kind: EventKind, image: { imageId: string; ownerId: string }, visitor: Visitor) {
    if (isBotUserAgent(visitor.userAgent)) return false
    if (visitor.userId === image.ownerId) return false
    const visitorHash = await visitors.hash(visitor.ip, visitor.userAgent ?? '')
    return batcher.add({ kind, ...image, visitorHash, at: now() })
  }

  return {
    /** Counts an event for a public image; unknown, expired or malformed ids are NOT_FOUND. */
    async track(kind: TrackingKind, imageId: string, visitor: Visitor): Promise<void> {
      const row = await deps.public.visibleImage(imageId)
      if (!row) throw new AppError('NOT_FOUND')
      await record(kind, { imageId: row.image.id, ownerId: row.image.userId }, visitor)
    },

    /**
     * A tag click through `/go/{tagId}`: counts a click on the tag's image and returns where to
     * send the visitor. Only absolute http(s) links are ever redirected to (no open redirect).
     */
    async follow(tagId: string, visitor: Visitor, options: { count: boolean }): Promise<string> {
      const tag = await deps.public.visibleTag(tagId)
      const link = tag ? safeHttpUrl(tag.link) : null
      if (!tag || !link) throw new AppError('NOT_FOUND')
      if (options.count) await record('click', { imageId: tag.imageId, ownerId: tag.ownerId }, visitor)
      return link
    },

    /**
     * A campaign CTA click (campaigns module): the same bot filter, own-click exclusion, hourly
     * dedupe per visitor and campaign, and cookie-free visitor hash as tag clicks.
     */
    async recordCampaignClick(campaign: { campaignId: string; ownerId: string }, visitor: Visitor): Promise<void> {
      await record('campaign_click', { imageId: campaign.campaignId, ownerId: campaign.ownerId }, visitor)
    },

    /** Writes buffered events now (app close, tests). */
    flush: () => batcher.flush(),
  }
}

export type TrackingService = ReturnType<typeof createTrackingService>
