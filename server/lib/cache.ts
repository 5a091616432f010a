/**
 * The one in-process cache: bounded by entries (or by a size per value), optionally with a time to
 * live, least recently used first out. `getOrLoad` shares one load among concurrent callers and
 * keeps no failed load. Caches that a change elsewhere makes stale are named in a `CacheRegistry`,
 * which drops them by what they are derived from (docs/architecture.md "Caches").
 */
export interface CacheOptions<V> {
  /** Upper bound: of entries, or of the summed `sizeOf` when that is given. */
  max: number
  sizeOf?: (value: V) => number
  /** How long an entry is served (set() may give its own); none: until evicted or dropped. */
  ttlMs?: number
  /** False: a hit costs no bookkeeping and eviction goes in insertion order (for hot memos). */
  lru?: boolean
  /** Called for each entry the bound pushes out. */
  onEvict?: (key: string, value: V) => void
  now?: () => number
}

interface Entry<V> {
  value: V
  size: number
  expiresAt: number
}

export interface Cache<V> {
  /** The live value, or undefined (an expired one is dropped). */
  get(key: string): V | undefined
  /** The stored value, expired or not, without touching its place. */
  peek(key: string): V | undefined
  set(key: string, value: V, ttlMs?: number): V
  /**
   * The value of `key`, else `load()`'s, stored. A promise is stored as it is: concurrent callers
   * share it, and once it fails it is dropped so the next call loads again.
   */
  getOrLoad(key: string, load: () => V): V
  delete(key: string): void
  /** Drops every entry `match` picks. */
  deleteWhere(match: (value: V, key: string) => boolean): void
  clear(): void
  readonly size: number
  /** The summed `sizeOf` of the entries (their count without one). */
  readonly total: number
}

export function createCache<V>({ max, sizeOf, ttlMs, lru = true, onEvict, now = Date.now }: CacheOptions<V>): Cache<V> {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, Entry<V>>()
  let total = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    total -= entry.size
  }
  const evictOverBound = () => {
    for (const [key, entry] of entries) {
      if (total <= max) break
      remove(key)
      onEvict?.(key, entry.value)
    }
  }

  const cache: Cache<V> = {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt !== Number.POSITIVE_INFINITY && entry.expiresAt <= now()) {
        remove(key)
        return undefined
      }
      if (lru) {
        entries.delete(key)
        entries.set(key, entry)
      }
      return entry.value
    },

    peek: (key) => entries.get(key)?.value,

    set(key, value, ttl = ttlMs) {
      remove(key)
      const size = sizeOf ? sizeOf(value) : 1
      entries.set(key, { value, size, expiresAt: ttl === undefined ? Number.POSITIVE_INFINITY : now() + ttl })
      total += size
      evictOverBound()
      return value
    },

    getOrLoad(key, load) {
      const known = cache.get(key)
      if (known !== undefined) return known
      const value = cache.set(key, load())
      if (value instanceof Promise) {
        value.catch(() => {
          if (cache.peek(key) === value) remove(key)
        })
      }
      return value
    },

    delete: remove,

    deleteWhere(match) {
      for (const [key, entry] of entries) if (match(entry.value, key)) remove(key)
    },

    clear() {
      entries.clear()
      total = 0
    },

    get size() {
      return entries.size
    },
    get total() {
      return total
    },
  }
  return cache
}

/**
 * One value read once and shared until `forget()`: concurrent callers share the one read, and a
 * failed read is tried again on the next call.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  const held = createCache<Promise<T>>({ max: 1 })
  return {
    get: (): Promise<T> => held.getOrLoad('', load),
    forget: () => held.clear(),
  }
}

/**
 * `compute` remembered per distinct input, for hot paths that see the same few inputs again and
 * again (a client's rate-limit key, a browser's Accept-Language); past `max` the oldest goes.
 */
export function memoize<T>(compute: (input: string) => T, max: number): (input: string) => T {
  const seen = createCache<T>({ max, lru: false })
  return (input) => seen.getOrLoad(input, () => compute(input))
}

/** What a cached value is derived from; a change of it drops the caches named for it. */
export type CacheSource =
  /** The operator's settings, plan prices and legal texts (one channel: site_changed). */
  | 'site'
  /** A creator's data; the drop names the creator (a username, or an id once the account is gone). */
  | 'creator'

/** A cache as the registry drops it: all of it, or only what shows one creator. */
export interface Droppable {
  clear(): void
  invalidateCreator?(usernameOrId: string): void
}

/**
 * Every cache a change can make stale, by name and by what it is derived from. A change is one
 * call, `drop(source)`: this process drops at once, and the other instances when the change's
 * notification reaches them (server/web-cache/site-wiring.ts calls `drop` for both channels).
 */
export function createCacheRegistry() {
  const named = new Map<string, { cache: Droppable; sources: readonly CacheSource[] }>()

  const registry = {
    register<C extends Droppable>(name: string, sources: readonly CacheSource[], cache: C): C {
      if (named.has(name)) throw new Error(`A cache named "${name}" is registered already`)
      named.set(name, { cache, sources })
      return cache
    },

    /** A new cache, named and dropped with `sources`. */
    cache<V>(name: string, sources: readonly CacheSource[], options: CacheOptions<V>): Cache<V> {
      return registry.register(name, sources, createCache(options))
    },

    /** A value read once (see loadOnce), named and dropped with `sources`. */
    loadOnce<T>(name: string, sources: readonly CacheSource[], load: () => Promise<T>) {
      const once = loadOnce(load)
      registry.register(name, sources, { clear: once.forget })
      return once
    },

    /** Drops what is derived from `source`: for a creator, only what shows them when the cache can tell. */
    drop(source: CacheSource, creator?: string) {
      for (const { cache, sources } of named.values()) {
        if (!sources.includes(source)) continue
        if (creator !== undefined && cache.invalidateCreator) cache.invalidateCreator(creator)
        else cache.clear()
      }
    },

    /** Whether any cache is dropped with `source` (no listener is needed otherwise). */
    uses: (source: CacheSource) => [...named.values()].some(({ sources }) => sources.includes(source)),

    names: () => [...named.keys()],
  }
  return registry
}

export type CacheRegistry = ReturnType<typeof createCacheRegistry>
