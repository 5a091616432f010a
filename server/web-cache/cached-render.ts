import type { FastifyReply, FastifyRequest } from 'fastify'
import { CONSENT_COOKIE, HTML_CACHE_HEADER } from '../../contract/http.ts'
import { gzipWithNonce } from './gzip-segments.ts'
import type { CachedPage, HtmlCache } from './html-cache.ts'

/** React Router's single-fetch requests of client navigations (`/trends.data?…`). */
const isDataRequest = (req: FastifyRequest) => req.url.split('?')[0].endsWith('.data')

/**
 * Click ids and campaign tags that links from social apps, ads and newsletters append (Instagram
 * and Facebook add a different `fbclid` to every click). No page reads them on the server — the
 * visit beacon reads `utm_source` in the browser — so they are left out of the cache key: otherwise
 * every visitor from a bio link would be a new URL and a new render.
 */
const TRACKING_PARAM = /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|igshid|ttclid|twclid|yclid|li_fat_id|mc_cid|mc_eid|_gl)$/i
const MAY_TRACK = /[?&](utm_|fbclid|gclid|gbraid|wbraid|dclid|msclkid|igshid|ttclid|twclid|yclid|li_fat_id|mc_|_gl)/i

/** The URL without tracking parameters (the rest in their order, as sent). */
export function withoutTracking(url: string): string {
  if (!MAY_TRACK.test(url)) return url
  const at = url.indexOf('?')
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => {
      const name = pair.split('=', 1)[0] as string
      let decoded = name
      try {
        decoded = decodeURIComponent(name)
      } catch {}
      return !TRACKING_PARAM.test(decoded)
    })
  return kept.length ? `${url.slice(0, at)}?${kept.join('&')}` : url.slice(0, at)
}

/**
 * The cache key of a request that may be answered from the HTML cache, or null. Document GETs,
 * signed in or not: the routes that opt in render nothing of the session (the root loader carries
 * no user; the header's account part comes from a display hint in the browser), so signed-in
 * visitors share the page (docs/decisions/0031). An Authorization header (API clients) still
 * bypasses it. Client-navigation data requests (`*.data`) are not cached. What else the HTML
 * depends on is in the key: URL (with query, without tracking parameters), language (cookie,
 * `?lang=` or Accept-Language, resolved) and cookie consent.
 */
export function cacheKey(req: FastifyRequest): string | null {
  if (req.method !== 'GET') return null
  if (req.headers.authorization) return null
  if (isDataRequest(req)) return null
  return `${req.lang}|${req.cookies[CONSENT_COOKIE] === '1' ? 'c' : '-'}|${withoutTracking(req.url)}`
}

/**
 * Answers from the cache when it can, else renders and stores the answer if the route opted in
 * (HTML_CACHE_HEADER from web/entry.server.tsx), the status is 200 and it sets no cookie. The
 * nonce of this response (security-headers.ts made it and put it in the CSP header) replaces the
 * placeholder. Visitors who ask for a page while it is being rendered wait for that render and
 * are answered from what it stored (HtmlCache.startRender); when it stored nothing (it failed, was
 * not cacheable, or a creator changed something meanwhile) each renders the page itself.
 */
export async function renderWithCache(
  req: FastifyRequest,
  reply: FastifyReply,
  render: () => Promise<Response>,
  cache: HtmlCache | undefined,
): Promise<FastifyReply> {
  const key = cache ? cacheKey(req) : null
  const nonce = reply.cspNonce?.script ?? ''
  if (cache && key) {
    const page = cache.get(key)
    if (page) return sendPage(req, reply, page, nonce, cache)
    // A page being rendered again: its expired version meanwhile, else wait for that render.
    const stale = cache.expired(key)
    if (stale) return sendPage(req, reply, stale, nonce, cache)
    const underWay = cache.renderUnderWay(key)
    if (underWay) {
      await underWay
      const fresh = cache.get(key)
      if (fresh) return sendPage(req, reply, fresh, nonce, cache)
    }
  }
  const rendered = cache && key ? cache.startRender(key, { anonymous: !req.user }) : null
  try {
    return await renderAndStore(req, reply, render, cache && key ? { cache, key, generation: cache.generation } : null, nonce)
  } finally {
    rendered?.()
  }
}

/** Where a rendered page may be stored: its key and the cache's generation before the render began. */
interface StoreIn {
  cache: HtmlCache
  key: string
  generation: number
}

async function renderAndStore(
  req: FastifyRequest,
  reply: FastifyReply,
  render: () => Promise<Response>,
  store: StoreIn | null,
  nonce: string,
): Promise<FastifyReply> {
  const response = await render()
  const cookies = response.headers.getSetCookie()
  if (store && response.status === 200 && response.headers.has(HTML_CACHE_HEADER) && !cookies.length && response.body) {
    // Bytes throughout: the page is neither decoded nor encoded again on its way to the cache.
    const html = Buffer.from(await response.arrayBuffer())
    const headers: Record<string, string> = {}
    for (const [name, value] of response.headers) if (name !== HTML_CACHE_HEADER) headers[name] = value
    // Browsers and shared caches still revalidate: only this process may reuse the page, briefly.
    headers['cache-control'] ??= 'no-cache'
    const { cache, key, generation } = store
    const page = { status: 200, headers, body: html, nonce: nonce || undefined, path: req.url.split('?')[0] }
    cache.set(key, page, generation)
    // Answered like a hit from what was just stored: the page is compressed at most once (for the
    // first client that takes gzip), not once per answer. A page too large (or too old) to keep is answered as rendered.
    const stored = cache.get(key)
    if (stored) return sendPage(req, reply, stored, nonce, cache, 'miss')
    reply.code(200).headers(headers).header('x-html-cache', 'miss')
    return reply.send(html)
  }
  if (store) store.cache.notKeptRender(store.key)
  reply.code(response.status)
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === HTML_CACHE_HEADER) continue
    reply.header(name, value)
  }
  if (cookies.length) reply.header('set-cookie', cookies)
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache')
  // Pages (web/entry.server.tsx) and a client navigation's data are complete once their loaders
  // are (no page defers data): sent as one buffer, an answer is compressed in one call, where a
  // compression stream per answer cost as much as the loaders (docs/decisions/0044).
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null)
}

/** Whether the client takes gzip: listed (or `*`) without `q=0`. */
export function acceptsGzip(header: string | undefined) {
  if (!header) return false
  // What browsers send (`gzip, deflate, br, zstd`) has no weights: answered without parsing.
  if (!header.includes('q=')) return /(^|[\s,])(gzip|\*)\s*(,|;|$)/i.test(header)
  return header.split(',').some((entry) => {
    const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase())
    const q = params.find((param) => param.startsWith('q='))
    return (name === 'gzip' || name === '*') && !(q && Number(q.slice(2)) === 0)
  })
}

/** What every answer from the cache adds to the stored headers. */
const CACHE_HEADERS = {
  hit: { 'x-html-cache': 'hit', vary: 'accept-encoding' },
  miss: { 'x-html-cache': 'miss', vary: 'accept-encoding' },
}

function sendPage(
  req: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  nonce: string,
  cache: HtmlCache,
  state: 'hit' | 'miss' = 'hit',
) {
  // The stored headers already hold the cache-control the miss answered with (see renderWithCache).
  reply.code(page.status).headers(page.headers).headers(CACHE_HEADERS[state])
  // Compressed once, for the first client that takes gzip; each answer only splices its nonce in (gzip-segments.ts).
  const gzip = acceptsGzip(req.headers['accept-encoding'])
  if (gzip) cache.compress(page)
  const gzipped = gzip ? gzipWithNonce(page.segments, nonce) : null
  if (gzipped) return reply.header('content-encoding', 'gzip').send(gzipped)
  const { texts } = page.segments
  const nonceBytes = Buffer.from(nonce)
  return reply.send(Buffer.concat(texts.flatMap((text, i) => (i ? [nonceBytes, text] : [text]))))
}
