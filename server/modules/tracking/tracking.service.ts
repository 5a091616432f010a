import type { TrackingKind } from '../../../contract/beacons.ts'
import { HOUR_MS } from '../../../contract/dates.ts'
import { safeHttpUrl } from '../../../contract/links.ts'
import type { Database } from '../../db/client.ts'
import type { EventKind } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { PublicService } from '../public/public.service.ts'
import { browserClass, type CountryLookup, countryOf, deviceClass, noCountryLookup, referrerClass } from './classify.ts'
import { createBatcher } from './event-batcher.ts'
import { createRecentCounts } from './recent-counts.ts'
import { createTrackingRepository, dedupeKey, type TrackedEvent, type TrackingRepository } from './tracking.repository.ts'
import { createVisitorHasher, isBotUserAgent } from './visitor.ts'

/** How often a process deletes expired dedupe rows (any process may; it is idempotent). */
const PURGE_EVERY_MS = 10 * 60 * 1000
/** Raw events are kept this long; the daily rollups keep the numbers (docs/decisions/0020). */
export const RAW_EVENT_RETENTION_DAYS = 90

/** Who sent a tracking call: nothing of it is stored except the salted hash. */
export interface Visitor {
  ip: string
  userAgent: string | undefined
  /** The signed-in account, if any (a creator's own clicks do not count). */
  userId: string | null
  /** The page's own referrer and `utm_source`, as the beacon reports them (for the referrer class). */
  referrer?: string
  utmSource?: string
}

export interface TrackingDeps {
  db: Database
  repo?: TrackingRepository
  public: Pick<PublicService, 'visibleImage' | 'visibleTag' | 'visibleCreatorId'>
  now?: () => Date
  /** Country of an address (none: every country is unknown). */
  countries?: CountryLookup
  /** Our own host: a referrer from it counts as direct. */
  ownHost?: string | null
  batch?: { intervalMs?: number; maxBatch?: number }
  /** How many recently counted keys this process remembers (recent-counts.ts). */
  recentKeys?: number
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

  const recent = createRecentCounts({ windowMs: HOUR_MS, maxKeys: deps.recentKeys })
  const batcher = createBatcher<TrackedEvent>({
    ...deps.batch,
    key: dedupeKey,
    write: async (batch) => {
      let counted: Set<string>
      try {
        counted = new Set((await repo.writeBatch(deps.db, batch)).map(dedupeKey))
      } catch (error) {
        for (const e of batch) recent.forget(dedupeKey(e), e.at.getTime())
        throw error
      }
      for (const e of batch) if (!counted.has(dedupeKey(e))) recent.forget(dedupeKey(e), e.at.getTime())
      const at = now().getTime()
      if (at - lastPurge > PURGE_EVERY_MS) {
        lastPurge = at
        await repo.purgeDedupe(deps.db, new Date(at - HOUR_MS))
      }
    },
    onError: (error) => deps.onError?.(error),
  })

  const countries = deps.countries ?? noCountryLookup

  async function record(kind: EventKind, subject: { imageId: string; ownerId: string; tagId?: string }, visitor: Visitor) {
    if (isBotUserAgent(visitor.userAgent)) return false
    if (visitor.userId === subject.ownerId) return false
    const visitorHash = await visitors.hash(visitor.ip)
    const at = now()
    // Counted by this process within the hour: no batch, no database (the hot path of a repeat).
    const key = dedupeKey({ kind, ...subject, visitorHash })
    if (!recent.claim(key, at.getTime())) return false
    const buffered = batcher.add({
      kind,
      ...subject,
      visitorHash,
      at,
      referrer: referrerClass({ referrer: visitor.referrer, utmSource: visitor.utmSource, ownHost: deps.ownHost }),
      device: deviceClass(visitor.userAgent),
      browser: browserClass(visitor.userAgent),
      // Only the country is kept; the address goes nowhere but this lookup.
      country: countryOf(countries, visitor.ip),
    })
    if (!buffered) recent.forget(key, at.getTime())
    return buffered
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
     * A tag visitors are not shown (hidden until fixed, on an expired image) is NOT_FOUND, like an unknown one.
     */
    async follow(tagId: string, visitor: Visitor, options: { count: boolean }): Promise<string> {
      const tag = await deps.public.visibleTag(tagId)
      const link = tag ? safeHttpUrl(tag.link) : null
      if (!tag || !link) throw new AppError('NOT_FOUND')
      if (options.count) await record('click', { imageId: tag.imageId, ownerId: tag.ownerId, tagId }, visitor)
      return link
    },

    /**
     * A campaign CTA click (campaigns module): the same bot filter, own-click exclusion, hourly
     * dedupe per visitor and campaign, and cookie-free visitor hash as tag clicks.
     */
    async recordCampaignClick(campaign: { campaignId: string; ownerId: string }, visitor: Visitor): Promise<void> {
      await record('campaign_click', { imageId: campaign.campaignId, ownerId: campaign.ownerId }, visitor)
    },

    /**
     * A visit of `/{username}` or `/{username}/shop`, reported by the page itself so visits served
     * from the HTML cache count too. Deduped per visitor and creator for the hour (the page and its
     * shop are one visit). Unknown or non-public creators are NOT_FOUND.
     */
    async trackPageView(username: string, visitor: Visitor): Promise<void> {
      const ownerId = await deps.public.visibleCreatorId(username)
      if (!ownerId) throw new AppError('NOT_FOUND')
      await record('page_view', { imageId: ownerId, ownerId }, visitor)
    },

    /** Deletes raw events older than the retention; returns how many. */
    purgeOldEvents: () => repo.purgeEventsBefore(deps.db, new Date(now().getTime() - RAW_EVENT_RETENTION_DAYS * 24 * HOUR_MS)),

    /** Writes buffered events now (app close, tests). */
    flush: () => batcher.flush(),
  }
}

export type TrackingService = ReturnType<typeof createTrackingService>
