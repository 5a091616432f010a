import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { LANGUAGES } from './language.ts'
import { MAX_EMAIL_LENGTH } from './limits.ts'

/** Unconfirmed follow requests are deleted after this many days. */
export const FOLLOW_REQUEST_TTL_DAYS = 7
/** Follow requests one email address may make per hour (over all creators). */
export const FOLLOW_REQUESTS_PER_EMAIL_HOUR = 5
/** Follow requests one client address may make per minute. */
export const FOLLOW_REQUESTS_PER_ADDRESS_MINUTE = 5

/** The follow form: the API validates with it and the form shows its messages. */
export const FollowInput = z.object({
  email: z.string().trim().min(1, 'validation.required').max(MAX_EMAIL_LENGTH, 'validation.too_long').pipe(z.email('validation.email')),
  /** The visitor ticked the consent line (it names the creator and the platform). */
  consent: z.literal(true, 'followers.form.consent_required'),
})
export type FollowInput = z.input<typeof FollowInput>

export const FollowParams = z.object({ username: z.string().min(1).max(64) })
/** Confirm, unsubscribe and manage links carry an opaque token. */
export const FollowerTokenParams = z.object({
  token: z
    .string()
    .min(16)
    .max(200)
    .regex(/^[\w.-]+$/),
})
export const FollowingIdParams = z.object({ token: FollowerTokenParams.shape.token, id: z.uuid() })

export const FollowerLanguage = z.enum(LANGUAGES)

/** A creator's follower as their dashboard lists it (the address is theirs to see: they own the list). */
export const FollowerJson = z.object({
  email: z.string(),
  language: FollowerLanguage,
  followed_at: z.string(),
})
export type FollowerJson = z.infer<typeof FollowerJson>

export const FollowerList = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  followers: z.array(FollowerJson),
})
export type FollowerList = z.infer<typeof FollowerList>

/** Followers the dashboard lists at first and adds with each "load more". */
export const FOLLOWERS_PAGE_SIZE = 50
/** Days of follow requests, confirmations and unsubscribes the dashboard shows. */
export const FOLLOWER_GROWTH_DAYS = 30

export const FollowerListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(FOLLOWERS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
})

/** Per day: follow requests made, confirmed, and unsubscribes. */
export const FollowerDay = z.object({
  day: z.string(),
  requested: z.number().int(),
  confirmed: z.number().int(),
  unsubscribed: z.number().int(),
})
export const FollowerGrowth = z.object({ days: z.array(FollowerDay) })
export type FollowerGrowth = z.infer<typeof FollowerGrowth>
export const FollowerGrowthQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(FOLLOWER_GROWTH_DAYS) })

/** The creator's next digest: when it goes (null while no new look waits) and the looks it holds. */
export const NextDigest = z.object({
  at: z.string().nullable(),
  looks: z.array(z.object({ id: z.uuid(), description: z.string() })),
})
export type NextDigest = z.infer<typeof NextDigest>

/** What the follower's own page shows: every creator this address follows. */
export const FollowingJson = z.object({ id: z.uuid(), username: z.string(), page_name: z.string(), followed_at: z.string() })
export const FollowingList = z.object({ email: z.string(), following: z.array(FollowingJson) })
export type FollowingList = z.infer<typeof FollowingList>

export const FollowerMessage = z.object({ message: z.string() })

/** A confirmed follow: the message, the creator, and the follower's own manage link. */
export const FollowConfirmed = z.object({ message: z.string(), username: z.string(), name: z.string(), manage_url: z.string() })
export type FollowConfirmed = z.infer<typeof FollowConfirmed>

/** What the admin area shows: platform totals, no addresses. */
export const AdminFollowerTotals = z.object({ confirmed: z.number().int(), pending: z.number().int(), creators: z.number().int() })
export type AdminFollowerTotals = z.infer<typeof AdminFollowerTotals>

const tag = 'followers'

export const followersApi = {
  follow: endpoint({
    method: 'POST',
    path: '/api/followers/:username',
    access: 'public',
    tag,
    summary: 'Follow a creator by email (sends the confirm mail)',
    params: FollowParams,
    body: FollowInput,
    response: FollowerMessage,
    status: 202,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/followers/confirm/:token',
    access: 'public',
    tag,
    summary: 'Confirm a follow request (the token works once)',
    params: FollowerTokenParams,
    response: FollowConfirmed,
  }),
  // RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` here; our page posts too.
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/followers/unsubscribe/:token',
    access: 'public',
    tag,
    summary: 'Unsubscribe at once (RFC 8058 one-click)',
    params: FollowerTokenParams,
    body: z.unknown().optional(),
    response: FollowerMessage,
  }),
  following: endpoint({
    method: 'GET',
    path: '/api/followers/manage/:token',
    access: 'public',
    tag,
    summary: 'Every creator the address behind a manage link follows',
    params: FollowerTokenParams,
    response: FollowingList,
  }),
  stopFollowing: endpoint({
    method: 'DELETE',
    path: '/api/followers/manage/:token/:id',
    access: 'public',
    tag,
    summary: 'Stop following one creator',
    params: FollowingIdParams,
    response: FollowerMessage,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/followers',
    access: 'user',
    tag,
    summary: "The signed-in creator's confirmed followers",
    query: FollowerListQuery,
    response: FollowerList,
  }),
  growth: endpoint({
    method: 'GET',
    path: '/api/followers/growth',
    access: 'user',
    tag,
    summary: 'Follow requests, confirmations and unsubscribes per day',
    query: FollowerGrowthQuery,
    response: FollowerGrowth,
  }),
  nextDigest: endpoint({
    method: 'GET',
    path: '/api/followers/next-digest',
    access: 'user',
    tag,
    summary: 'When the next new-look mail goes and which looks it holds',
    response: NextDigest,
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/followers/export.csv',
    access: 'user',
    tag,
    summary: 'All confirmed followers as CSV',
    response: null,
    produces: 'text/csv',
  }),
  adminTotals: endpoint({
    method: 'GET',
    path: '/api/admin/followers',
    access: 'admin',
    tag,
    summary: 'Follower totals over the platform',
    response: AdminFollowerTotals,
  }),
}
