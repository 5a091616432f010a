import { createCache } from '../lib/cache.ts'
import { compressSegments, type GzipSegments, splitSegments } from './gzip-segments.ts'

/**
 * Server-rendered HTML of public pages, kept briefly so a burst of visitors from one bio link costs
 * one render. Entries hold the HTML with the response's CSP nonce replaced by a placeholder, so
 * every hit gets its own fresh nonce (server/web-cache/cached-render.ts). Bounded by total bytes,
 * least recently used first out; dropped by the creator_changed notifications (server/db/listen.ts).
 */

/** Stands for the nonce in stored HTML: never a valid nonce, never in page text. */
export const NONCE_PLACEHOLDER = '\u0000looktag-nonce\u0000'

export interface CachedPage {
  status: number
  headers: Record<string, string>
  /** The HTML split where the rendering response's nonce was, plain, and deflated once asked for (see compress). */
  segments: GzipSegments
  key: string
  expiresAt: number
  /** Lower-cased path, for dropping a creator's pages. */
  path: string
}

/** What the renderer hands the cache: the HTML and the nonce it holds (NONCE_PLACEHOLDER when none). */
export interface PageToCache {
  status: number
  headers: Record<string, string>
  body: string | Buffer
  /** What stands where each answer's nonce goes: the rendering answer's own nonce. */
  nonce?: string
  path: string
}

export interface HtmlCacheOptions {
  /** How long an entry is served; a change by the creator drops it sooner. */
  ttlMs?: number
  /** Upper bound of the stored HTML, plain and compressed. */
  maxBytes?: number
  now?: () => number
}

/**
 * The default bound of the stored HTML (plain and compressed): about 150 creator pages or 400
 * one-off search pages, plenty for a burst from a bio link within the time to live. A busy server
 * keeps it full of one-off searches, so it counts fully in the memory budget (decision 0043).
 */
export const HTML_CACHE_MAX_BYTES = 16 * 1024 * 1024

/** How many once-stored keys are remembered for coalescing renders (then forgotten at once). */
const MAX_REMEMBERED_KEYS = 10_000

/** Lists of all creators: any creator's change may change them. */
const LIST_PREFIXES = ['/trends', '/allinfluencers']

export function createHtmlCache({ ttlMs = 30_000, maxBytes = HTML_CACHE_MAX_BYTES, now = Date.now }: HtmlCacheOptions = {}) {
  const stats = { hits: 0, misses: 0, stores: 0, evictions: 0, invalidations: 0 }
  const sizeOf = (page: CachedPage) =>
    [...page.segments.texts, ...(page.segments.pieces ?? [])].reduce((sum, buffer) => sum + buffer.length, 256)
  // No time to live here: an expired page is still served while its render is under way (expired()).
  const entries = createCache<CachedPage>({ max: maxBytes, sizeOf, onEvict: () => stats.evictions++ })
  // The renders under way, which visitors of the same key wait for instead of each rendering the
  // page again: a key stored before (its route opts in), or any key for anonymous visitors until a
  // render of it proved it is never kept (`notKept`: route not opted in, not 200, sets a cookie).
  const storedBefore = new Set<string>()
  const notKept = new Set<string>()
  const rendering = new Map<string, Promise<void>>()
  const remember = (keys: Set<string>, key: string) => {
    if (keys.size >= MAX_REMEMBERED_KEYS) keys.clear()
    keys.add(key)
  }
  // Counts the drops (a creator's change, or all at once): a page rendered before one may be stale.
  let generation = 0

  return {
    stats,
    get size() {
      return entries.size
    },
    get bytes() {
      return entries.total
    },

    get(key: string): CachedPage | undefined {
      const page = entries.peek(key)
      if (!page || page.expiresAt <= now()) {
        // An expired page stays for one more time to live, until its render replaces it: see expired().
        if (page && now() - page.expiresAt > ttlMs) entries.delete(key)
        stats.misses++
        return undefined
      }
      entries.get(key)
      stats.hits++
      return page
    },

    /** Taken before a render and handed to set(): a drop since then means the page may be stale. */
    get generation() {
      return generation
    },

    /**
     * Stores a copy of the page for ttlMs; pages over a quarter of maxBytes are not kept, nor a page
     * whose render began before a creator's change (`renderedIn`, the generation when it began):
     * its loaders may have read the data before the change.
     */
    set(key: string, { body, nonce = NONCE_PLACEHOLDER, ...page }: PageToCache, renderedIn = generation) {
      if (renderedIn !== generation) return
      const segments = splitSegments(body, nonce)
      const entry = { ...page, segments, key, path: page.path.toLowerCase(), expiresAt: now() + ttlMs }
      // One huge page must not flush everything else.
      if (sizeOf(entry) > maxBytes / 4) return remember(notKept, key)
      entries.set(key, entry)
      stats.stores++
      remember(storedBefore, key)
      notKept.delete(key)
    },

    /**
     * The page deflated, for a client that takes gzip: compressed on the first such answer, so a
     * page only ever answered plain (a URL asked for once, by a client without gzip) costs no
     * compression. Its bytes count from then on.
     */
    compress(page: CachedPage) {
      const added = compressSegments(page.segments)
      // Stored again, so its size counts the compressed pieces (and the bound holds).
      if (added && entries.peek(page.key) === page) entries.set(page.key, page)
    },

    /**
     * A creator changed something: drop /{username}, /{username}/… and the lists of all creators.
     * An id instead of a username (the account row is gone) cannot be mapped to pages: drop all.
     */
    invalidateCreator(usernameOrId: string) {
      stats.invalidations++
      generation++
      const name = usernameOrId.toLowerCase()
      if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(name)) return this.clear()
      const own = `/${name}`
      entries.deleteWhere(
        ({ path }) => path === own || path.startsWith(`${own}/`) || LIST_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)),
      )
    },

    clear() {
      generation++
      entries.clear()
    },

    /** A render of `key` answered something that is never kept (see startRender). */
    notKeptRender(key: string) {
      remember(notKept, key)
    },

    /**
     * A render of `key` starts: returns the function to call once it has stored its page (or
     * found it cannot); meanwhile `renderUnderWay(key)` is what others wait for. Null when nobody
     * should wait: a render of it is under way already, or the key was never stored and the visitor
     * is signed in (pages of theirs that are never kept must not queue behind one another) or a
     * render of it was not kept before.
     */
    startRender(key: string, { anonymous }: { anonymous: boolean }): (() => void) | null {
      if (rendering.has(key)) return null
      if (!storedBefore.has(key) && (!anonymous || notKept.has(key))) return null
      let finish = () => {}
      rendering.set(
        key,
        new Promise<void>((resolve) => {
          finish = resolve
        }),
      )
      return () => {
        rendering.delete(key)
        finish()
      }
    },

    /**
     * The expired page of `key` while a render of it is under way: visitors get it instead of
     * waiting. Only pages the time to live retired qualify — a creator's change drops its pages
     * outright (invalidateCreator), so nobody is shown a page older than the last change.
     */
    expired(key: string): CachedPage | undefined {
      const page = entries.peek(key)
      if (!page || !rendering.has(key) || now() - page.expiresAt > ttlMs) return undefined
      stats.hits++
      return page
    },

    /** The render of `key` under way, if any (it resolves once its page is stored, or not). */
    renderUnderWay(key: string): Promise<void> | undefined {
      return rendering.get(key)
    },
  }
}

export type HtmlCache = ReturnType<typeof createHtmlCache>
