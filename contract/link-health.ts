import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { TagIdParams } from './tags.ts'

/**
 * What a link check concluded. `unverified` is "could not verify" (offline, timeout, a first server
 * error); `blocked` is a shop refusing checkers (403/429), also retried later; neither is a
 * verdict on the link itself.
 */
export const LINK_VERDICTS = ['healthy', 'broken', 'gone_home', 'sold_out', 'tracking_lost', 'blocked', 'unverified'] as const
export type LinkVerdict = (typeof LINK_VERDICTS)[number]

/** Verdicts that cost the creator sales: notified, listed first, and hidden automatically if asked. */
export const PROBLEM_VERDICTS: readonly LinkVerdict[] = ['broken', 'gone_home', 'sold_out', 'tracking_lost']
/** Verdicts the "hide automatically" option acts on. */
export const AUTO_HIDE_VERDICTS: readonly LinkVerdict[] = ['broken', 'sold_out']

/** Why the verdict was reached; the dashboard words it, the row keeps it as evidence. */
export const LINK_REASONS = [
  'ok',
  'not_found',
  'gone',
  'server_error',
  'server_error_again',
  'dns',
  'tls',
  'connection',
  'timeout',
  'offline',
  'http_error',
  'too_many_redirects',
  'refused_address',
  'refused_url',
  'forbidden',
  'rate_limited',
  'home_page',
  'search_page',
  'availability_data',
  'availability_meta',
  'sold_out_words',
  'parameter_lost',
  /** The page could not be read within its budget (or the reader failed): could not verify. */
  'page_unreadable',
] as const
export type LinkReason = (typeof LINK_REASONS)[number]

export const LinkHop = z.object({
  url: z.string(),
  method: z.enum(['HEAD', 'GET']),
  status: z.number().int().nullable(),
  location: z.string().nullable(),
})
export type LinkHop = z.output<typeof LinkHop>

/** What was seen, stored with the verdict so a creator (or support) can see why. */
export const LinkEvidence = z.object({
  reason: z.enum(LINK_REASONS),
  hops: z.array(LinkHop),
  /** The phrase, schema.org value or parameter names that decided it. */
  detail: z.string().nullable(),
})
export type LinkEvidence = z.output<typeof LinkEvidence>

export const LINK_SOURCES = ['tag', 'campaign', 'social'] as const
export type LinkSource = (typeof LINK_SOURCES)[number]

export const LinkIdParams = z.object({ id: z.uuid('validation.invalid') })
export const TagHideBody = z.object({ hidden: z.boolean('validation.invalid') })
export const LinkSettingsBody = z.object({ auto_hide: z.boolean('validation.invalid') })

export const CreatorLink = z.object({
  id: z.uuid(),
  url: z.string(),
  verdict: z.enum(LINK_VERDICTS).nullable(),
  reason: z.enum(LINK_REASONS).nullable(),
  detail: z.string().nullable(),
  final_url: z.string().nullable(),
  checked_at: z.string().nullable(),
  clicks_30d: z.number().int(),
  /** Where the creator uses it: tags (with their photo), a campaign, their social links. */
  tags: z.array(z.object({ id: z.uuid(), image_id: z.uuid(), thumbnail: z.string().nullable(), hidden: z.boolean() })),
  campaigns: z.number().int(),
  social: z.boolean(),
})
export type CreatorLink = z.output<typeof CreatorLink>

export const CreatorLinks = z.object({ links: z.array(CreatorLink), auto_hide: z.boolean() })
export type CreatorLinks = z.output<typeof CreatorLinks>

export const AdminLinkHealth = z.object({
  counts: z.array(z.object({ verdict: z.enum(LINK_VERDICTS).nullable(), count: z.number().int() })),
  failing_hosts: z.array(z.object({ host: z.string(), failing: z.number().int(), total: z.number().int() })),
})
export type AdminLinkHealth = z.output<typeof AdminLinkHealth>

const creator = { access: 'user', tag: 'links' } as const

export const linkHealthApi = {
  list: endpoint({
    ...creator,
    method: 'GET',
    path: '/api/links',
    summary: "The creator's outbound links with their last check, problems first",
    response: CreatorLinks,
  }),
  check: endpoint({
    ...creator,
    method: 'POST',
    path: '/api/links/:id/check',
    summary: 'Check one of own links again now (once a minute per link)',
    params: LinkIdParams,
    response: CreatorLink,
  }),
  hideTag: endpoint({
    ...creator,
    method: 'PUT',
    path: '/api/links/tags/:id/hidden',
    summary: 'Hide an own tag from public pages until its link is fixed, or show it',
    params: TagIdParams,
    body: TagHideBody,
    response: null,
    status: 204,
  }),
  settings: endpoint({
    ...creator,
    method: 'PUT',
    path: '/api/links/settings',
    summary: 'Hide tags automatically while their link is broken or sold out',
    body: LinkSettingsBody,
    response: null,
    status: 204,
  }),
  admin: endpoint({
    access: 'admin',
    tag: 'links',
    method: 'GET',
    path: '/api/admin/link-health',
    summary: 'Platform-wide link verdicts and the hosts that fail most',
    response: AdminLinkHealth,
  }),
}
