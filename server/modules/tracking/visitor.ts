import { createHmac, randomBytes } from 'node:crypto'
import { isIPv6 } from 'node:net'
import { isbot } from 'isbot'
import type { Executor } from '../../db/client.ts'
import { createCache } from '../../lib/cache.ts'
import type { TrackingRepository } from './tracking.repository.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const utcDate = (date: Date) => date.toISOString().slice(0, 10)

/** No user agent at all is a script, not a person with a browser. */
export function isBotUserAgent(userAgent: string | undefined) {
  return !userAgent?.trim() || isbot(userAgent)
}

/**
 * The part of a client address that names one visitor: an IPv4 address (also IPv4-mapped), or an
 * IPv6 address's /64 network, since one connection is handed a whole /64 to pick addresses from.
 */
export function visitorAddress(ip: string) {
  if (ip.startsWith('::ffff:') && ip.includes('.')) return ip.slice('::ffff:'.length)
  if (!isIPv6(ip)) return ip
  const [head = '', tail = ''] = ip.split('%')[0]!.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = ip.includes('::') && tail ? tail.split(':') : []
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * Pseudonymous visitor ids for dedupe without cookies or stored IPs (docs/decisions/0005, 0056):
 * HMAC-SHA256 over the client address (visitorAddress) with a random salt of the current UTC day.
 * The user agent is left out: any script can send a new one with every request. The salt lives in
 * the database so every process hashes alike; salts older than yesterday are deleted, after which
 * no hash can be recomputed from an IP address.
 */
export function createVisitorHasher(deps: {
  db: Executor
  repo: Pick<TrackingRepository, 'saltFor' | 'deleteSaltsBefore'>
  now: () => Date
}) {
  // Today's salt only: a new day's pushes yesterday's out. A failed lookup does not stick.
  const salts = createCache<Promise<string>>({ max: 1 })

  function saltOf(day: string): Promise<string> {
    return salts.getOrLoad(day, async () => {
      const value = await deps.repo.saltFor(deps.db, day, randomBytes(32).toString('hex'))
      await deps.repo.deleteSaltsBefore(deps.db, utcDate(new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS)))
      return value
    })
  }

  return {
    async hash(ip: string): Promise<string> {
      const salt = await saltOf(utcDate(deps.now()))
      return createHmac('sha256', salt).update(visitorAddress(ip)).digest('base64url')
    },
  }
}
