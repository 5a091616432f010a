import { z } from 'zod'
import { SHOP_CURRENCIES } from './currencies.ts'
import { endpoint } from './endpoint.ts'
import { IMAGE_CATEGORIES, ImageJson } from './images.ts'
import { SEARCH_MAX } from './limits.ts'
import { LAYOUT_STYLES } from './social.ts'
import { storableText } from './text.ts'

/**
 * Public pages: a creator's page (`/{username}`), trends and the creator directory (the visitor
 * tracking calls: contract/beacons.ts). Query parsing never fails on odd input: a bad page or category falls
 * back to the default, an over-long search is cut (and loses NUL bytes and lone surrogates), so
 * visitors get results or none — never an error.
 */

export const PUBLIC_PAGE_SIZE = 12
export const TRENDS_PAGE_SIZE = 30
export const DIRECTORY_PAGE_SIZE = 30
// Kept in limits.ts (no zod there): the public search box imports it without loading zod.
export { SEARCH_MAX }
/** Upper bound for `page` (deeper pages are answered empty, not with an error). */
export const PAGE_MAX = 100_000

const page = z.coerce.number().int().min(1).max(PAGE_MAX).catch(1).default(1)
const search = z
  .string()
  .catch('')
  .transform((v) => storableText(v).trim().slice(0, SEARCH_MAX))
  .optional()
  .transform((v) => (v ? v : undefined))
const category = z.enum(IMAGE_CATEGORIES).optional().catch(undefined)
const limit = (max: number) => z.coerce.number().int().min(1).max(max).catch(max).default(max)

export const PublicProfileQuery = z.object({ page, search, category })
export type PublicProfileQuery = z.output<typeof PublicProfileQuery>

export const TrendsQuery = z.object({ page, search, category, limit: limit(TRENDS_PAGE_SIZE) })
export type TrendsQuery = z.output<typeof TrendsQuery>

export const DirectoryQuery = z.object({
  page,
  search,
  country: z
    .string()
    .catch('')
    .transform((v) => storableText(v).trim().slice(0, 100))
    .optional()
    .transform((v) => (v ? v : undefined)),
  limit: limit(DIRECTORY_PAGE_SIZE),
})
export type DirectoryQuery = z.output<typeof DirectoryQuery>

/** An image as visitors see it (no owner-only flags). Tag links are the creator's product URLs. */
export const PublicImage = ImageJson.omit({ pinned: true, is_premium: true })
export type PublicImage = z.output<typeof PublicImage>

/**
 * `GET /api/public/{username}` — the spec's "public profile response" plus what the page needs
 * to render without further calls (paging of `images`, counts, names).
 */
export const PublicProfile = z.object({
  username: z.string(),
  page_name: z.string(),
  /** Avatar URL or null. */
  photo: z.string().nullable(),
  badge_verified: z.boolean(),
  public_email: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  tiktok: z.string().nullable(),
  specialization: z.string().nullable(),
  introduction: z.string().nullable(),
  country: z.string().nullable(),
  layout_style: z.enum(LAYOUT_STYLES),
  currency: z.enum(SHOP_CURRENCIES),
  shop_enabled: z.boolean(),
  /** Unexpired images of this creator (all categories, no search). */
  photo_count: z.number().int(),
  /** This page of unexpired images matching search/category, pinned first then newest. */
  images: z.array(PublicImage),
  /** Unexpired premium images (the Premium Picks carousel), newest first, at most 20. */
  premiumImages: z.array(PublicImage),
  page: z.number().int(),
  /** Number of images matching search/category. */
  total: z.number().int(),
  total_pages: z.number().int(),
})
export type PublicProfile = z.output<typeof PublicProfile>

/** `GET /api/public/{username}/stories` — approved badge posts, newest first. */
export const PublicStory = z.object({ id: z.string(), story_url: z.string(), submitted_at: z.string() })
export const PublicStories = z.array(PublicStory)
export type PublicStory = z.output<typeof PublicStory>

/**
 * Trends count matches only up to this many (34 pages of 30): counting every match of a common
 * word among a million images costs far more than the page itself. A `total` of TRENDS_TOTAL_CAP
 * (or more, when the visitor paged further) means "at least this many" — show it as "1,000+".
 */
export const TRENDS_TOTAL_CAP = 1000

/** `GET /api/public/all-images` (trends). `total` is exact below TRENDS_TOTAL_CAP, else the cap. */
export const TrendsResponse = z.object({ images: z.array(PublicImage), total: z.number().int() })
export type TrendsResponse = z.output<typeof TrendsResponse>

/** A card of `GET /api/public/influencers` (directory). */
export const DirectoryCreator = z.object({
  username: z.string(),
  page_name: z.string(),
  photo: z.string().nullable(),
  badge_verified: z.boolean(),
  country: z.string().nullable(),
  specialization: z.string().nullable(),
  photo_count: z.number().int(),
})
export type DirectoryCreator = z.output<typeof DirectoryCreator>
export const DirectoryResponse = z.object({ data: z.array(DirectoryCreator), total: z.number().int() })
export type DirectoryResponse = z.output<typeof DirectoryResponse>

/** `GET /api/public/countries` — countries of approved creators, for the directory filter. */
export const CountriesResponse = z.array(z.string())

/** Any string: the service answers 404 for malformed usernames rather than a 400. */
const UsernameParams = z.object({ username: z.string() })

// Static segments win over :username in the router, so these three are never read as usernames.
export const publicApi = {
  trends: endpoint({
    method: 'GET',
    path: '/api/public/all-images',
    access: 'public',
    tag: 'public',
    summary: 'Trends: newest unexpired images of all creators',
    query: TrendsQuery,
    response: TrendsResponse,
  }),
  directory: endpoint({
    method: 'GET',
    path: '/api/public/influencers',
    access: 'public',
    tag: 'public',
    summary: 'Directory of approved creators',
    query: DirectoryQuery,
    response: DirectoryResponse,
  }),
  countries: endpoint({
    method: 'GET',
    path: '/api/public/countries',
    access: 'public',
    tag: 'public',
    summary: 'Countries of approved creators',
    response: CountriesResponse,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/public/:username',
    access: 'public',
    tag: 'public',
    summary: "A creator's public page",
    params: UsernameParams,
    query: PublicProfileQuery,
    response: PublicProfile,
  }),
  stories: endpoint({
    method: 'GET',
    path: '/api/public/:username/stories',
    access: 'public',
    tag: 'public',
    summary: "A creator's approved stories",
    params: UsernameParams,
    response: PublicStories,
  }),
}

/** Share-preview image of a creator page. */
export const creatorOgImagePath = (username: string) => `/og/${encodeURIComponent(username)}.png`
/** Share-preview image of one photo. */
export const imageOgImagePath = (imageId: string) => `/og/image/${imageId}.png`
