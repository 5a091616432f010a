import { eq, lt, sql } from 'drizzle-orm'
import type { DeviceClass, ReferrerClass } from '../../../contract/growth.ts'
import type { Database, Executor } from '../../db/client.ts'
import { creatorStats, type EventKind, eventDedupe, events, visitorSalts } from '../../db/schema/index.ts'
import { writeRollups } from './rollups.ts'

export interface TrackedEvent {
  kind: EventKind
  /**
   * The image the event is about (the dedupe key's subject); for 'campaign_click' the campaign,
   * for 'page_view' the creator.
   */
  imageId: string
  /** The creator the event counts for. */
  ownerId: string
  visitorHash: string
  at: Date
  /** The tag of a click through `/go/`: it dedupes and counts apart from opening the image. */
  tagId?: string
  referrer: ReferrerClass
  device: DeviceClass
  country: string
}

/** What dedupes an event: one visitor, one image (or tag), one kind. */
export const dedupeKey = (e: Pick<TrackedEvent, 'visitorHash' | 'imageId' | 'tagId' | 'kind'>) =>
  `${e.visitorHash}|${e.tagId ?? e.imageId}|${e.kind}`

/** Which creator_stats column each kind increments; page views and coupon copies are charted only. */
const COUNTER = {
  click: 'clicks',
  share: 'shares',
  engage: 'engagements',
  campaign_click: 'campaignClicks',
  page_view: null,
  coupon_copy: null,
} as const

/**
 * A campaign click's subject is the campaign: the event row points there, not at an image. A page
 * view's subject is the creator (already `user_id`), so it points at neither.
 */
function subjectColumns(e: TrackedEvent) {
  if (e.kind === 'campaign_click') return { imageId: null, campaignId: e.imageId }
  if (e.kind === 'page_view') return { imageId: null, campaignId: null }
  return { imageId: e.imageId, campaignId: null }
}

/** Visitor salts, the hourly dedupe table, events and the creators' counters. */
export function createTrackingRepository() {
  return {
    /** Today's salt: the one another process stored first, else `candidate`. */
    async saltFor(db: Executor, day: string, candidate: string): Promise<string> {
      await db.insert(visitorSalts).values({ day, salt: candidate }).onConflictDoNothing()
      const [row] = await db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(eq(visitorSalts.day, day))
      return row?.salt ?? candidate
    },

    async deleteSaltsBefore(db: Executor, day: string) {
      await db.delete(visitorSalts).where(lt(visitorSalts.day, day))
    },

    async purgeDedupe(db: Executor, before: Date) {
      await db.delete(eventDedupe).where(lt(eventDedupe.countedAt, before))
    },
    /** Raw events past their retention (the daily rollups keep the numbers). */
    async purgeEventsBefore(db: Executor, before: Date): Promise<number> {
      const result = await db.delete(events).where(lt(events.createdAt, before))
      return result.rowCount ?? 0
    },

    /**
     * Writes one batch in a transaction: claims each (visitor, image, kind) in event_dedupe —
     * inserted, or taken over when its last count is an hour old — and only the claimed events
     * become event rows and counter increments (one upsert for all creators). Keys and creators
     * are sorted so concurrent batches from several processes lock rows in the same order.
     * Returns the events that counted.
     */
    async writeBatch(db: Database, batch: TrackedEvent[]): Promise<TrackedEvent[]> {
      if (batch.length === 0) return []
      const sorted = [...batch].sort((a, b) => (dedupeKey(a) < dedupeKey(b) ? -1 : 1))
      return db.transaction(async (tx) => {
        const claimed = await tx
          .insert(eventDedupe)
          // A tag click dedupes on the tag (the column holds any subject id; it has no foreign key).
          .values(sorted.map((e) => ({ visitorHash: e.visitorHash, imageId: e.tagId ?? e.imageId, kind: e.kind, countedAt: e.at })))
          .onConflictDoUpdate({
            target: [eventDedupe.visitorHash, eventDedupe.imageId, eventDedupe.kind],
            set: { countedAt: sql`excluded.counted_at` },
            setWhere: sql`${eventDedupe.countedAt} <= excluded.counted_at - interval '1 hour'`,
          })
          .returning({ visitorHash: eventDedupe.visitorHash, imageId: eventDedupe.imageId, kind: eventDedupe.kind })
        const keys = new Set(claimed.map((c) => `${c.visitorHash}|${c.imageId}|${c.kind}`))
        const counted = sorted.filter((e) => keys.has(dedupeKey(e)))
        if (counted.length === 0) return counted

        await tx.insert(events).values(
          counted.map((e) => ({
            userId: e.ownerId,
            ...subjectColumns(e),
            tagId: e.tagId ?? null,
            kind: e.kind,
            visitorHash: e.visitorHash,
            referrer: e.referrer,
            device: e.device,
            country: e.country,
            createdAt: e.at,
          })),
        )
        await writeRollups(tx, counted)
        const perCreator = new Map<
          string,
          { userId: string; clicks: number; shares: number; engagements: number; campaignClicks: number }
        >()
        for (const e of counted) {
          const row = perCreator.get(e.ownerId) ?? { userId: e.ownerId, clicks: 0, shares: 0, engagements: 0, campaignClicks: 0 }
          const column = COUNTER[e.kind]
          if (!column) continue
          row[column] += 1
          perCreator.set(e.ownerId, row)
        }
        if (perCreator.size === 0) return counted
        await tx
          .insert(creatorStats)
          .values([...perCreator.values()].sort((a, b) => (a.userId < b.userId ? -1 : 1)))
          .onConflictDoUpdate({
            target: creatorStats.userId,
            set: {
              clicks: sql`${creatorStats.clicks} + excluded.clicks`,
              shares: sql`${creatorStats.shares} + excluded.shares`,
              engagements: sql`${creatorStats.engagements} + excluded.engagements`,
              campaignClicks: sql`${creatorStats.campaignClicks} + excluded.campaign_clicks`,
            },
          })
        return counted
      })
    },
  }
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>
