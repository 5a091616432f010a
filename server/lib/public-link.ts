import { isIP } from 'node:net'
import { AppError } from '../errors.ts'
import { isPublicAddress } from './address-policy.ts'

/** Names that only mean something inside one network (RFC 6761, RFC 8375, common intranet suffixes). */
const LOCAL_NAME = /(?:^|\.)(?:localhost|localdomain|local|internal|intranet|lan|home\.arpa)$/

/**
 * Whether a link's host may be on the public internet, read from the URL alone: a literal address
 * must pass the link checker's address rules, and a name must have a dot and no local suffix.
 * Names are not resolved here: the checker checks every address it connects to.
 */
export function hasPublicHost(url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '')
  } catch {
    return false
  }
  const bare = host.startsWith('[') ? host.slice(1, -1) : host
  if (isIP(bare)) return isPublicAddress(bare)
  return bare.includes('.') && !LOCAL_NAME.test(bare)
}

/**
 * The rule for links creators save for visitors (tags, campaign buttons, product banners): in
 * production a link to a private, loopback or local host is refused as a field error; development
 * keeps its demo links to the app's own demo shop on localhost.
 */
export function publicLinkRule(production: boolean) {
  return (field: string, url: string | null | undefined) => {
    if (production && url && !hasPublicHost(url)) throw new AppError('VALIDATION_FAILED', [{ field, key: 'validation.link_private' }])
  }
}

export type PublicLinkRule = ReturnType<typeof publicLinkRule>
