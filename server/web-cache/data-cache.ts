import { createCache } from '../lib/cache.ts'

/**
 * A short-lived per-process cache of creator data (public profiles, stories, visible images),
 * kept like the HTML cache (docs/decisions/0006, 0028): a few seconds of reuse under a burst,
 * dropped for a creator when `creator_changed` arrives from PostgreSQL (any process, worker or
 * console made the change), emptied when that connection was lost. Bounded by entries, least
 * recently used first out. Values are frozen: every reader shares one copy.
 */
export interface CreatorScopedCache {
  /** A creator changed something: drop what shows them (an id: the account row is gone, drop all). */
  invalidateCreator(usernameOrId: string): void
  clear(): void
}

export interface DataCacheOptions {
  ttlMs?: number
  maxEntries?: number
  now?: () => number
}

interface Entry {
  value: unknown
  /** Lower-cased username of the creator the value shows. */
  owner: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

export function createDataCache({ ttlMs = 30_000, maxEntries = 500, now = Date.now }: DataCacheOptions = {}) {
  const entries = createCache<Entry>({ max: maxEntries, ttlMs, now })
  const stats = { hits: 0, misses: 0, invalidations: 0 }
  // Counts the drops (a creator's change, or all at once): a value loaded before one may be stale.
  let generation = 0

  function get<T>(key: string): T | undefined {
    const entry = entries.get(key)
    if (!entry) {
      stats.misses++
      return undefined
    }
    stats.hits++
    return entry.value as T
  }

  function set<T>(key: string, owner: string, value: T): T {
    entries.set(key, { value: deepFreeze(value), owner: owner.toLowerCase() })
    return value
  }

  return {
    stats,
    get size() {
      return entries.size
    },
    get,
    set,

    /**
     * The cached value, or the loaded one stored under its creator. Concurrent misses each load
     * (a burst after a change costs a few reads); failures are not stored, nor a value whose load
     * began before a creator's change arrived (it may have read the data before the change).
     */
    async getOrLoad<T>(key: string, load: () => Promise<{ owner: string; value: T } | null>): Promise<T | null> {
      const hit = get<T>(key)
      if (hit !== undefined) return hit
      const loadedIn = generation
      const loaded = await load()
      if (!loaded) return null
      return loadedIn === generation ? set(key, loaded.owner, loaded.value) : deepFreeze(loaded.value)
    },

    invalidateCreator(usernameOrId: string) {
      stats.invalidations++
      generation++
      if (UUID.test(usernameOrId)) return entries.clear()
      const owner = usernameOrId.toLowerCase()
      entries.deleteWhere((entry) => entry.owner === owner)
    },

    clear() {
      generation++
      entries.clear()
    },
  } satisfies CreatorScopedCache & Record<string, unknown>
}

export type DataCache = ReturnType<typeof createDataCache>

/**
 * `load`'s value through `cache` when the deployment has one (PUBLIC_CACHE), else loaded each time:
 * the one way services read creator-scoped data.
 */
export function loadThrough<T>(
  cache: DataCache | undefined,
  key: string,
  load: () => Promise<{ owner: string; value: T } | null>,
): Promise<T | null> {
  return cache ? cache.getOrLoad(key, load) : load().then((loaded) => loaded?.value ?? null)
}
