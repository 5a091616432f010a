import { isIP } from 'node:net'
import { z } from 'zod'

/** Names @fastify/proxy-addr understands for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string) {
  if (RANGE_NAMES.has(entry)) return true
  const [address, prefix, ...rest] = entry.split('/')
  if (rest.length || !address || !isIP(address)) return false
  if (prefix === undefined) return true
  // A prefix length (10.0.0.0/8) or a netmask (10.0.0.0/255.0.0.0).
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (isIP(address) === 4 ? 32 : 128)
  return isIP(prefix) === isIP(address)
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
    const bad = entries.filter((entry) => !isAddressOrRange(entry))
    if (bad.length === 0) return entries
    ctx.addIssue({
      code: 'custom',
      message: `expected the proxies' addresses or CIDR ranges, separated by commas; not understood: ${bad.join(', ')}`,
    })
    return z.NEVER
  })
