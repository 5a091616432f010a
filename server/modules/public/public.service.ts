import { USERNAME_PATTERN } from '../../../contract/auth.ts'
import { DAY_MS } from '../../../contract/dates.ts'
import {
  type DirectoryQuery,
  type DirectoryResponse,
  PUBLIC_PAGE_SIZE,
  type PublicImage,
  type PublicProfile,
  type PublicProfileQuery,
  type PublicStory,
  TRENDS_TOTAL_CAP,
  type TrendsQuery,
  type TrendsResponse,
} from '../../../contract/public.ts'
import { shopIsOffered } from '../../../contract/shop.ts'
import { socialLinkOrNull } from '../../../contract/social-links.ts'
import type { Database } from '../../db/client.ts'
import type { User } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { type DataCache, loadThrough } from '../../web-cache/data-cache.ts'
import type { ImageRow, ImagesService, TagPin } from '../images/images.service.ts'
import { isCreatorRestricted } from '../moderation/enforcement.ts'
import { createPublicRepository, type ImageFilter, type PublicRepository } from './public.repository.ts'
import type { PublicCreatorRow } from './public-json.ts'

const PREMIUM_MAX = 20
/** Trends rows a visitor can page through (100 pages of 30). */
const TRENDS_MAX_OFFSET = 3000
// A regular expression, not a zod schema built per call: this runs on every beacon.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const isUuid = (value: string) => UUID.test(value)
/** Calendar date in UTC, `YYYY-MM-DD`: images whose expiry_date is before it are expired. */
const utcDate = (date: Date) => date.toISOString().slice(0, 10)

export interface PublicDeps {
  db: Database
  storage: StoragePort
  images: Pick<ImagesService, 'serialize'>
  repo?: PublicRepository
  now?: () => Date
  /**
   * Short-lived per-process cache of what visitors read most (profiles, stories, visible images
   * and creators), dropped on `creator_changed` (docs/decisions/0028). None: every call reads.
   */
  cache?: DataCache
}

/** What a visitor may see: approved, paid creators (not admins) and their unexpired images. */
export function isPublicCreator(user: Pick<User, 'approved' | 'paymentStatus' | 'role'>) {
  return user.approved && user.paymentStatus === 'paid' && user.role === 'user'
}

/**
 * The public pages: a creator's page, trends, the directory, and the lookups tracking and share
 * images need. Unknown or malformed usernames are INFLUENCER_NOT_FOUND (404) before any query;
 * creators who are not public are ACCOUNT_NOT_APPROVED (403), as the spec's client expects.
 */
export function createPublicService({ db, storage, images, repo = createPublicRepository(), now = () => new Date(), cache }: PublicDeps) {
  // The UTC date is part of every cache key: made once per day, not per request (~1 % of a cached answer).
  let dayStart = 0
  let day = ''
  const today = () => {
    const at = now().getTime()
    if (at < dayStart || at >= dayStart + DAY_MS) {
      dayStart = at - (at % DAY_MS)
      day = utcDate(new Date(at))
    }
    return day
  }
  /** Through the cache when there is one; `load` says whose data it is (for invalidation). */
  const cached = <T>(key: string, load: () => Promise<{ owner: string; value: T } | null>) => loadThrough(cache, key, load)

  async function serialize(rows: ImageRow[], tags?: TagPin[]): Promise<PublicImage[]> {
    return (await images.serialize(rows, tags)).map(({ pinned: _p, is_premium: _i, ...image }) => image)
  }

  /**
   * The account row, through the cache, for the reads that need nothing else (beacons, share
   * cards). Only public creators are kept, so an approval shows at once.
   */
  async function creatorRow(username: string): Promise<PublicCreatorRow | undefined> {
    const key = `creator|${username.toLowerCase()}`
    const hit = cache?.get<PublicCreatorRow>(key)
    if (hit) return hit
    const user = await repo.creatorByUsername(db, username)
    if (user && isPublicCreator(user)) cache?.set(key, user.username, user)
    return user
  }

  /** The username's pattern is checked before any query; an unknown one is INFLUENCER_NOT_FOUND. */
  function checkedUsername(username: string) {
    if (typeof username !== 'string' || !USERNAME_PATTERN.test(username)) throw new AppError('INFLUENCER_NOT_FOUND')
    return username
  }

  /** The creator if public, else the coded error the page shows. */
  function publicOnly(user: PublicCreatorRow | undefined): PublicCreatorRow {
    if (!user) throw new AppError('INFLUENCER_NOT_FOUND')
    if (!isPublicCreator(user)) throw new AppError('ACCOUNT_NOT_APPROVED')
    return user
  }

  /** The public creator with this username, or the coded error the page shows. */
  async function publicCreator(username: string): Promise<PublicCreatorRow> {
    return publicOnly(await creatorRow(checkedUsername(username)))
  }

  /**
   * A creator's page from the database in one statement: the account row and, when public, its
   * images. The account is read with the page (not from a cache of its own), so a cached page and
   * the account it shows are one snapshot, dropped together by the creator's change.
   */
  async function loadProfile(username: string, query: PublicProfileQuery): Promise<PublicProfile> {
    const page = query.page ?? 1
    const found = await repo.creatorPage(
      db,
      checkedUsername(username),
      { today: today(), category: query.category, search: query.search },
      { limit: PUBLIC_PAGE_SIZE, offset: (page - 1) * PUBLIC_PAGE_SIZE, premiumLimit: PREMIUM_MAX },
    )
    const user = publicOnly(found?.creator)
    if (!found?.content) throw new AppError('ACCOUNT_NOT_APPROVED')
    const { rows, premiumRows, tags, total, photoCount } = found.content
    const serialized = await serialize([...rows, ...premiumRows], tags)
    return {
      username: user.username,
      page_name: user.pageName,
      photo: user.photo ? storage.url(user.photo) : null,
      badge_verified: user.badgeVerified,
      public_email: user.publicEmail,
      // Rows saved before links were normalized may hold anything; only safe profile URLs leave.
      instagram: socialLinkOrNull('instagram', user.instagram),
      facebook: socialLinkOrNull('facebook', user.facebook),
      tiktok: socialLinkOrNull('tiktok', user.tiktok),
      specialization: user.specialization,
      introduction: user.introduction,
      country: user.country,
      layout_style: user.layoutStyle === 'business' ? 'business' : 'fashion',
      currency: user.currency,
      shop_enabled: shopIsOffered(user),
      photo_count: photoCount,
      images: serialized.slice(0, rows.length),
      premiumImages: serialized.slice(rows.length),
      page,
      total,
      total_pages: Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE)),
    }
  }

  return {
    /** A creator's page: cached per creator, UTC day, category, search and page. */
    async profile(username: string, query: PublicProfileQuery): Promise<PublicProfile> {
      const key = `profile|${username.toLowerCase()}|${today()}|${query.category ?? ''}|${query.search ?? ''}|${query.page ?? 1}`
      const profile = await cached(key, async () => {
        const value = await loadProfile(username, query)
        return { owner: value.username, value }
      })
      // loadProfile throws for every creator it does not show: a null never reaches here.
      return profile as PublicProfile
    },

    async stories(username: string): Promise<PublicStory[]> {
      const stories = await cached(`stories|${username.toLowerCase()}`, async () => {
        // The account row comes with the stories, as with the profile.
        const found = await repo.creatorStories(db, checkedUsername(username))
        const user = publicOnly(found?.creator)
        return {
          owner: user.username,
          value: (found?.stories ?? []).map((r) => ({
            id: r.id,
            story_url: r.storyUrl,
            submitted_at: new Date(r.submittedAt).toISOString(),
          })),
        }
      })
      return stories as PublicStory[]
    },

    /**
     * Newest unexpired images of all public creators. `total` is exact below TRENDS_TOTAL_CAP and
     * the cap above it ("at least"), found without counting a million rows: a page that is not
     * full says the total by itself; otherwise the planner's estimate tells whether an exact
     * count (at most TRENDS_TOTAL_CAP rows) is worth running.
     */
    async trends(query: TrendsQuery): Promise<TrendsResponse> {
      // The spec's trends are "all tagged images": a photo without a shopping tag stays on its page.
      const filter: ImageFilter = { today: today(), category: query.category, search: query.search, tagged: true }
      const limit = query.limit
      const offset = ((query.page ?? 1) - 1) * limit
      const [rows, estimate] = await Promise.all([
        // Paging past the first few thousand would scan the whole index per request (cheap to ask,
        // costly to answer); nobody browses that deep, so those pages are answered empty.
        offset < TRENDS_MAX_OFFSET ? repo.listImages(db, filter, { limit, offset, pinnedFirst: false, withTags: true }) : [],
        repo.estimateImages(db, filter),
      ])
      // Images up to the end of this page exist; an empty page (paged past the end) says nothing.
      const seen = rows.length ? offset + rows.length : 0
      let total: number
      if (rows.length < limit && (rows.length > 0 || offset === 0)) total = seen
      else if (estimate >= TRENDS_TOTAL_CAP) total = TRENDS_TOTAL_CAP
      else total = await repo.countImages(db, filter, TRENDS_TOTAL_CAP)
      // The tags came with the rows: no second round trip for them.
      const images = await serialize(
        rows,
        rows.flatMap((row) => row.tags ?? []),
      )
      return { images, total: Math.max(total, seen) }
    },

    async directory(query: DirectoryQuery): Promise<DirectoryResponse> {
      const limit = query.limit
      const page = query.page ?? 1
      const { rows, total } = await repo.directory(
        db,
        { today: today(), search: query.search, country: query.country },
        { limit, offset: (page - 1) * limit },
      )
      return {
        total,
        data: rows.map(({ user, photoCount }) => ({
          username: user.username,
          page_name: user.pageName,
          photo: user.photo ? storage.url(user.photo) : null,
          badge_verified: user.badgeVerified,
          country: user.country,
          specialization: user.specialization,
          photo_count: photoCount,
        })),
      }
    },

    countries: (): Promise<string[]> => repo.countries(db),

    /** What a creator's share image shows: names, avatar key and the first photos of the page. */
    async creatorCard(username: string) {
      const user = await publicCreator(username)
      // A page darkened by a moderation decision has no share card either (as its page answers).
      if (await isCreatorRestricted(db, user.id)) throw new AppError('ACCOUNT_NOT_APPROVED')
      const rows = await repo.listImages(db, { today: today(), userId: user.id }, { limit: 3, offset: 0, pinnedFirst: true })
      return { username: user.username, pageName: user.pageName, photoKey: user.photo, photos: rows.map((r) => r.image.variants) }
    },

    /** The id of a public creator (for counting page views), or null. */
    async visibleCreatorId(username: string): Promise<string | null> {
      if (!USERNAME_PATTERN.test(username)) return null
      const user = await creatorRow(username)
      return user && isPublicCreator(user) ? user.id : null
    },

    /** A public image with its owner (for tracking and share images), or null; ids are checked first. */
    async visibleImage(imageId: string): Promise<(ImageRow & { pageName: string }) | null> {
      if (!isUuid(imageId)) return null
      // The day is part of the key: an image leaves the public pages when its expiry date passes.
      const day = today()
      return cached(`image|${imageId.toLowerCase()}|${day}`, async () => {
        const row = await repo.visibleImage(db, imageId, day)
        return row ? { owner: row.username, value: row } : null
      })
    },

    /** A tag on a public image: its link, image and owner, or null. */
    async visibleTag(tagId: string): Promise<{ link: string; imageId: string; ownerId: string } | null> {
      if (!isUuid(tagId)) return null
      return (await repo.visibleTag(db, tagId, today())) ?? null
    },
  }
}

export type PublicService = ReturnType<typeof createPublicService>
