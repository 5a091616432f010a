import { MAX_URL_LENGTH } from './limits.ts'
import { safeHttpUrl } from './links.ts'
import { textIsStorable } from './text.ts'

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

interface NetworkRules {
  /** The network's own hosts, without `www.`/`m.`; links elsewhere are not this network's profile. */
  hosts: readonly string[]
  /** What a handle may look like on this network. */
  handle: RegExp
  /** The handle a profile URL's path names, if it names one. */
  handleFromPath: (segments: string[]) => string | undefined
  profileUrl: (handle: string) => string
}

/** First path segment, when it is the whole path (instagram.com/name, facebook.com/name). */
const onlySegment = (segments: string[]) => (segments.length === 1 ? segments[0] : undefined)

/**
 * Handles as the networks allow them (kept a little looser, so a real handle is never refused);
 * words the networks use for their own pages are not handles.
 */
const NETWORKS: Record<SocialNetwork, NetworkRules> = {
  instagram: {
    hosts: ['instagram.com', 'instagr.am'],
    handle: /^(?!(?:p|reel|reels|stories|explore|accounts)$)[A-Za-z0-9._]{1,30}$/i,
    handleFromPath: onlySegment,
    profileUrl: (handle) => `https://www.instagram.com/${handle}`,
  },
  facebook: {
    hosts: ['facebook.com', 'fb.com'],
    handle: /^(?!(?:profile\.php|people|pages|groups|share|watch)$)[A-Za-z0-9.-]{1,50}$/i,
    handleFromPath: onlySegment,
    profileUrl: (handle) => `https://www.facebook.com/${handle}`,
  },
  tiktok: {
    hosts: ['tiktok.com'],
    handle: /^[A-Za-z0-9._]{1,24}$/,
    handleFromPath: (segments) => (segments.length === 1 && segments[0].startsWith('@') ? segments[0].slice(1) : undefined),
    profileUrl: (handle) => `https://www.tiktok.com/@${handle}`,
  },
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/**
 * What a creator typed into a social link field, as the network's profile URL: `@name`, `name`,
 * `tiktok.com/@name`, `http://m.facebook.com/name?ref=x` all become the one canonical address.
 * Other links on the network's own hosts (a `profile.php?id=` page, a TikTok short link) are kept
 * as https URLs. Returns '' for empty input, and null for what cannot be a handle or a link to
 * this network (another site, `javascript:`, spaces, control characters).
 */
export function normalizeSocialLink(network: SocialNetwork, input: string): string | null {
  const value = input.trim()
  if (!value) return ''
  if (value.length > MAX_URL_LENGTH || !textIsStorable(value)) return null
  const rules = NETWORKS[network]
  const handle = value.startsWith('@') ? value.slice(1) : value
  if (rules.handle.test(handle) && !isOwnHost(rules, handle)) return rules.profileUrl(handle)

  const href = safeHttpUrl(SCHEME.test(value) ? value : `https://${value}`)
  if (!href) return null
  const url = new URL(href)
  if (!isOwnHost(rules, url.hostname)) return null
  const segments = url.pathname.split('/').filter(Boolean)
  if (segments.length === 0) return null // the network's home page is nobody's profile
  const named = rules.handleFromPath(segments)
  if (named !== undefined && rules.handle.test(named)) return rules.profileUrl(named)
  url.protocol = 'https:'
  url.hash = ''
  return url.href
}

/** The stored link as it may be shown or linked: normalized, or null when it is not a safe link. */
export function socialLinkOrNull(network: SocialNetwork, stored: string | null | undefined) {
  return stored ? normalizeSocialLink(network, stored) || null : null
}

function isOwnHost(rules: NetworkRules, host: string) {
  const bare = host.toLowerCase().replace(/^(?:www|m|mobile|vm|vt|web)\./, '')
  return rules.hosts.includes(bare)
}
