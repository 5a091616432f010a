import { eq, lt, sql } from 'drizzle-orm'
import type { BrowserClass, DeviceClass, ReferrerClass } from '../../../contract/growth.ts'
import type { Executor } from '../../db/client.ts'
import { type EventKind, eventDedupe, events, visitorSalts } from '../../db/schema/index.ts'
import { metricOf, rollupSteps } from './rollups.ts'

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
  browser: BrowserClass
}

/** What dedupes an event: one visitor, one image (or tag), one kind. */
export const dedupeKey = (e: Pick<TrackedEvent, 'visitorHash' | 'imageId' | 'tagId' | 'kind'>) =>
  `${e.visitorHash}|${e.tagId ?? e.imageId}|${e.kind}`

/** The kinds creator_stats counts (clicks, shares, engagements, campaign clicks); page views and coupon copies are charted only. */
const COUNTED_KINDS: readonly EventKind[] = ['click', 'share', 'engage', 'campaign_click']

/**
 * A campaign click's subject is the campaign: the event row points there, not at an image. A page
 * view's subject is the creator (already `user_id`), so it points at neither.
 */
function subjectColumns(e: TrackedEvent) {
  if (e.kind === 'campaign_click') return { image_id: null, campaign_id: e.imageId }
  if (e.kind === 'page_view') return { image_id: null, campaign_id: null }
  return { image_id: e.imageId, campaign_id: null }
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
     * Writes one batch as ONE statement (atomic without a transaction, one round trip, a fixed
     * text whatever the batch size: the rows travel as one JSON parameter, decision 0038). It
     * claims each (visitor, subject, kind) in event_dedupe — inserted, or taken over when its last
     * count is an hour old — and only the claimed events become event rows, rollup increments
     * (rollups.ts) and creator counter increments. Keys and creators are sorted so concurrent
     * batches from several processes lock rows in the same order. Returns the events that counted.
     */
    async writeBatch(db: Executor, batch: TrackedEvent[]): Promise<TrackedEvent[]> {
      if (batch.length === 0) return []
      const rows = batch.map((e) => ({
        // A tag click dedupes on the tag (the column holds any subject id; it has no foreign key).
        subject_id: e.tagId ?? e.imageId,
        visitor_hash: e.visitorHash,
        kind: e.kind,
        at: e.at.toISOString(),
        user_id: e.ownerId,
        ...subjectColumns(e),
        tag_id: e.tagId ?? null,
        referrer: e.referrer,
        device: e.device,
        country: e.country,
        browser: e.browser,
        metric: metricOf(e),
        // The look a rollup item counts for: campaign clicks and page views are not about one.
        look_id: e.kind === 'campaign_click' || e.kind === 'page_view' ? null : e.imageId,
      }))
      const result = await db.execute<{ visitor_hash: string; subject_id: string; kind: string }>(sql`
        with input as (
          select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(
            subject_id uuid, visitor_hash text, kind text, at timestamptz, user_id uuid, image_id uuid, campaign_id uuid,
            tag_id uuid, referrer text, device text, country text, browser text, metric text, look_id uuid)
        ),
        claimed as (
          insert into event_dedupe (visitor_hash, image_id, kind, counted_at)
          select visitor_hash, subject_id, kind, at from input
          order by visitor_hash, subject_id, kind
          on conflict (visitor_hash, image_id, kind) do update set counted_at = excluded.counted_at
            where event_dedupe.counted_at <= excluded.counted_at - interval '1 hour'
          returning visitor_hash, image_id as subject_id, kind
        ),
        counted as (
          select input.* from input join claimed using (visitor_hash, subject_id, kind)
        ),
        new_events as (
          insert into events (user_id, image_id, campaign_id, tag_id, kind, visitor_hash, referrer, device, country, browser, created_at)
          select user_id, image_id, campaign_id, tag_id, kind, visitor_hash, referrer, device, country, browser, at from counted
        ),
        ${rollupSteps},
        stats as (
          insert into creator_stats (user_id, clicks, shares, engagements, campaign_clicks)
          select user_id,
            count(*) filter (where kind = 'click')::integer,
            count(*) filter (where kind = 'share')::integer,
            count(*) filter (where kind = 'engage')::integer,
            count(*) filter (where kind = 'campaign_click')::integer
          from counted
          where kind in (${sql.join(
            COUNTED_KINDS.map((kind) => sql`${kind}`),
            sql`, `,
          )})
          group by user_id
          order by user_id
          on conflict (user_id) do update set
            clicks = creator_stats.clicks + excluded.clicks,
            shares = creator_stats.shares + excluded.shares,
            engagements = creator_stats.engagements + excluded.engagements,
            campaign_clicks = creator_stats.campaign_clicks + excluded.campaign_clicks
        )
        select visitor_hash, subject_id, kind from claimed`)
      const claimed = new Set(result.rows.map((c) => `${c.visitor_hash}|${c.subject_id}|${c.kind}`))
      return batch.filter((e) => claimed.has(dedupeKey(e)))
    },
  }
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>
