import { isIP } from 'node:net'
import { z } from 'zod'

/** Names @fastify/proxy-addr understands for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** The prefix length an IPv4 netmask spells (255.255.0.0 → 16), or undefined when its bits are not contiguous. */
function netmaskLength(mask: string) {
  const bits = mask
    .split('.')
    .map((octet) => Number(octet).toString(2).padStart(8, '0'))
    .join('')
  return /^1*0*$/.test(bits) ? (bits.indexOf('0') === -1 ? 32 : bits.indexOf('0')) : undefined
}

/** The prefix length of an entry's range (32 or 128 for one address), or undefined when it is not understood. */
function prefixLength(entry: string) {
  const [address, prefix, ...rest] = entry.split('/')
  if (rest.length || !address || !isIP(address)) return undefined
  const bits = isIP(address) === 4 ? 32 : 128
  if (prefix === undefined) return bits
  // A prefix length (10.0.0.0/8) or an IPv4 netmask (10.0.0.0/255.0.0.0).
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= bits ? Number(prefix) : undefined
  return bits === 32 && isIP(prefix) === 4 ? netmaskLength(prefix) : undefined
}

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For/-Proto/-Host to believe: addresses, CIDR ranges and
 * range names separated by commas (`127.0.0.1,10.0.0.0/8`, `loopback`), as Fastify's `trustProxy`
 * takes them. Unset: none, so a client cannot choose the address that rate limits and visitor
 * counts key on. `true` (everyone) is refused for that reason, and a hop count because it cannot
 * tell a proxy from a client connecting directly (Fastify 5 ignores hop counts for the same reason).
 */
export const TrustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | string[] => {
    if (!value) return false
    const entries = value.split(',').map((entry) => entry.trim())
    const everyone = entries.filter((entry) => prefixLength(entry) === 0)
    if (everyone.length) {
      ctx.addIssue({
        code: 'custom',
        message: `${everyone.join(', ')} trusts every address, so any client could choose the address rate limits count; name the proxies' addresses or ranges`,
      })
      return z.NEVER
    }
    const bad = entries.filter((entry) => !RANGE_NAMES.has(entry) && prefixLength(entry) === undefined)
    if (bad.length === 0) return entries
    ctx.addIssue({
      code: 'custom',
      message: `expected the proxies' addresses or CIDR ranges, separated by commas; not understood: ${bad.join(', ')}`,
    })
    return z.NEVER
  })
