import {
  CAMPAIGN_DELETE_AFTER_MS,
  CAMPAIGN_VISIBLE_MS,
  type CampaignInput,
  type CampaignJson,
  type CheckToday,
  campaignDay,
  campaignDayEnds,
  campaignsApi,
} from '../../../contract/campaigns.ts'
import { pathOf } from '../../../contract/endpoint.ts'
import type { Database } from '../../db/client.ts'
import type { Campaign } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import { deleteImageFiles, sniffImage, storeImageVariants } from '../../lib/images/variants.ts'
import { type PublicLinkRule, publicLinkRule } from '../../lib/public-link.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { type DataCache, loadThrough } from '../../web-cache/data-cache.ts'
import { isPublicCreator } from '../public/public.service.ts'
import type { TrackingService, Visitor } from '../tracking/tracking.service.ts'
import type { CampaignsRepository } from './campaigns.repository.ts'

/** The popup image is shown at most this wide; the one rendition kept is the widest up to it. */
const POPUP_IMAGE_WIDTH = 640
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface CampaignsDeps {
  db: Database
  repo: CampaignsRepository
  storage: StoragePort
  tracking: Pick<TrackingService, 'recordCampaignClick'>
  now?: () => Date
  /**
   * The popup's data per creator, kept like the public pages' data and dropped by the same
   * `creator_changed` notifications (campaigns and users notify; docs/decisions/0028, 0037).
   */
  cache?: DataCache
  /** Refuses CTA links to private hosts (production); none by default. */
  publicLink?: PublicLinkRule
}

/**
 * Daily campaigns: one per creator per UTC day (contract's `campaignDay`), visible as a popup for
 * two days, deleted with its image after seven. AI plan only, checked against the stored plan.
 */
export function createCampaignsService({
  db,
  repo,
  storage,
  tracking,
  now = () => new Date(),
  cache,
  publicLink = publicLinkRule(false),
}: CampaignsDeps) {
  /** The creator and their newest campaign, through the cache when there is one. */
  const popupOf = (username: string) => {
    const load = async () => {
      const row = await repo.ownerWithNewest(db, username)
      return row ? { owner: row.owner.username, value: row } : null
    }
    return loadThrough(cache, `campaign|${username.toLowerCase()}`, load)
  }

  async function aiCreator(actor: { id: string }) {
    const owner = await repo.ownerById(db, actor.id)
    if (!owner) throw new AppError('UNAUTHORIZED')
    if (owner.planType !== 'ai') throw new AppError('FORBIDDEN')
    return owner
  }

  function json(row: Campaign): CampaignJson {
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      image_url: row.imageUrl ? storage.url(row.imageUrl) : null,
      cta_text: row.ctaText,
      cta_link: row.ctaLink ? pathOf(campaignsApi.follow.path, { id: row.id }) : null,
      created_at: row.createdAt.toISOString(),
    }
  }

  /** Stores one re-encoded, metadata-free rendition (the pipeline's) and drops the others. */
  async function storeImage(userId: string, file: Buffer): Promise<string> {
    await sniffImage(file)
    const stored = await storeImageVariants(storage, file, `campaigns/${userId}`, ['webp'])
    const webp = stored.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)
    const keep = webp.filter((v) => v.width <= POPUP_IMAGE_WIDTH).at(-1) ?? webp[0]
    if (!keep) throw new AppError('IMAGE_CORRUPT')
    await deleteImageFiles(
      storage,
      stored.variants.filter((v) => v.key !== keep.key),
    )
    return keep.key
  }

  /** A visible campaign (under two days old, creator public and on the AI plan), or null. */
  async function visible(id: string) {
    if (!UUID.test(id)) return null
    const row = await repo.findById(db, id)
    if (!row || row.createdAt.getTime() <= now().getTime() - CAMPAIGN_VISIBLE_MS) return null
    const owner = await repo.ownerById(db, row.userId)
    if (!owner || !isPublicCreator(owner) || owner.planType !== 'ai') return null
    return row
  }

  return {
    async checkToday(actor: { id: string }): Promise<CheckToday> {
      await aiCreator(actor)
      const at = now()
      return { alreadyCreated: await repo.existsOnDay(db, actor.id, campaignDay(at)), dayEndsAt: campaignDayEnds(at).toISOString() }
    },

    /**
     * Creates today's campaign. The unique (user, day) key decides between concurrent requests:
     * the loser's insert does nothing, its uploaded image is removed, and it gets ALREADY_TODAY.
     */
    async create(actor: { id: string }, input: CampaignInput, image?: Buffer): Promise<CampaignJson> {
      await aiCreator(actor)
      if (input.image_url) throw new AppError('CAMPAIGN_IMAGE_URL')
      publicLink('cta_link', input.cta_link)
      const at = now()
      const day = campaignDay(at)
      if (await repo.existsOnDay(db, actor.id, day)) throw new AppError('CAMPAIGN_ALREADY_TODAY')
      const imageKey = image ? await storeImage(actor.id, image) : null
      const row = await repo
        .insertForDay(db, {
          userId: actor.id,
          title: input.title,
          description: input.description,
          imageUrl: imageKey,
          ctaText: input.cta_text,
          ctaLink: input.cta_link,
          campaignDate: day,
          createdAt: at,
        })
        .catch(async (error) => {
          if (imageKey) await storage.delete(imageKey).catch(() => undefined)
          throw error
        })
      if (!row) {
        if (imageKey) await storage.delete(imageKey).catch(() => undefined)
        throw new AppError('CAMPAIGN_ALREADY_TODAY')
      }
      return json(row)
    },

    /** The creator's popup for visitors: their newest campaign under two days old, or null. */
    async active(username: string): Promise<CampaignJson | null> {
      const popup = await popupOf(username)
      if (!popup?.newest || !isPublicCreator(popup.owner) || popup.owner.planType !== 'ai') return null
      // The newest campaign decides: if it is two days old, every other one is older still. The
      // age is checked on each call, so a cached row stops showing on time.
      const visible = popup.newest.createdAt.getTime() > now().getTime() - CAMPAIGN_VISIBLE_MS
      return visible ? json(popup.newest) : null
    },

    /** Counts a CTA click (same rules as tag clicks); unknown or hidden campaigns are NOT_FOUND. */
    async click(id: string, visitor: Visitor): Promise<void> {
      const row = await visible(id)
      if (!row) throw new AppError('CAMPAIGN_NOT_FOUND')
      await tracking.recordCampaignClick({ campaignId: row.id, ownerId: row.userId }, visitor)
    },

    /** `/go/c/{id}`: counts (unless told not to) and returns the http(s) destination. */
    async follow(id: string, visitor: Visitor, options: { count: boolean }): Promise<string> {
      const row = await visible(id)
      if (!row?.ctaLink) throw new AppError('CAMPAIGN_NOT_FOUND')
      if (options.count) await tracking.recordCampaignClick({ campaignId: row.id, ownerId: row.userId }, visitor)
      return row.ctaLink
    },

    /** The 7-day rule: deletes old campaigns, then their image files. Returns how many images went. */
    async purgeExpired(): Promise<number> {
      const keys = await repo.deleteCreatedBefore(db, new Date(now().getTime() - CAMPAIGN_DELETE_AFTER_MS))
      await Promise.allSettled(keys.map((key) => storage.delete(key)))
      return keys.length
    },
  }
}

export type CampaignsService = ReturnType<typeof createCampaignsService>
