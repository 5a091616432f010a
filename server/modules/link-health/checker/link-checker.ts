import { lookup } from 'node:dns/promises'
import type { LinkEvidence, LinkHop, LinkReason, LinkVerdict } from '../../../../contract/link-health.ts'
import { SOFTWARE_NAME } from '../../../../contract/site-defaults.ts'
import { isPublicAddress } from '../../../lib/address-policy.ts'
import { createCache } from '../../../lib/cache.ts'
import { fetchHop, type HopOptions, type HopResult, type Resolver } from './fetch-hop.ts'
import { PAGE_BUDGET_MS, type PageReader, pageReader } from './page-reader.ts'
import { goneHome, lostParameters } from './page-signals.ts'
import type { ProductFacts } from './product-data.ts'

export const MAX_REDIRECTS = 8
export const MAX_PAGE_BYTES = 512 * 1024
/** A product picture larger than this is not stored (shops serve a few hundred KB at most). */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024
/** Names the software, not the platform: shops see one stable checker on every instance (docs/decisions/0071). */
export const CHECKER_USER_AGENT = `Mozilla/5.0 (compatible; ${SOFTWARE_NAME}LinkChecker/1.0; checks that creators' shop links still work) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36`

export interface CheckResult {
  verdict: LinkVerdict
  evidence: LinkEvidence
  finalUrl: string | null
  /** The product the final page describes (its picture an absolute http(s) URL), when it was read. */
  product: PageProduct | null
}

export type PageProduct = ProductFacts & { availability: 'in_stock' | 'out_of_stock' | null }

/** What the last check of this link saw, for rules that need two checks in a row. */
export interface PreviousCheck {
  reason: LinkReason | null
}

/** Waits for a turn at this host (per-host concurrency and rate); returns the release. */
export type HostGate = (hostname: string) => Promise<() => void>

export interface LinkCheckerOptions {
  resolve?: Resolver
  /**
   * Addresses allowed besides public ones. Only tests (through buildApp's overrides) and the
   * development demo shop set it; app.ts refuses it in production.
   */
  allowAlso?: (address: string, url: URL) => boolean
  gate?: HostGate
  timeoutMs?: number
  maxBytes?: number
  /** Whether the internet answers at all; cached, so an offline machine gets "could not verify". */
  online?: () => Promise<boolean>
  /** Reads the final page off the event loop (page-reader.ts); the process's shared reader unless given. */
  reader?: PageReader
  /** How long reading one page may take before it is abandoned ("could not verify"). */
  pageBudgetMs?: number
}

const defaultResolve: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address)

/** True when some well-known name resolves: a failed lookup then means the link's host is gone. */
export function onlineProbe(resolve: Resolver, names = ['example.com', 'iana.org'], ttlMs = 60_000) {
  const answer = createCache<Promise<boolean>>({ max: 1, ttlMs })
  return () =>
    answer.getOrLoad('', () =>
      Promise.any(names.map((name) => resolve(name).then((a) => (a.length ? true : Promise.reject())))).catch(() => false),
    )
}

/** A URL the checker may request: http(s), a host, no user name or password. */
export function checkableUrl(value: string): URL | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (!url.hostname || url.username || url.password) return null
  return url
}

function result(
  verdict: LinkVerdict,
  reason: LinkReason,
  hops: LinkHop[],
  finalUrl: string | null,
  detail: string | null = null,
): CheckResult {
  return { verdict, evidence: { reason, hops, detail }, finalUrl, product: null }
}

/** The page's picture as an absolute http(s) URL (pages write them relative to themselves). */
function absolutePicture(image: string | null, page: URL): string | null {
  if (!image) return null
  try {
    return checkableUrl(new URL(image, page).href)?.href ?? null
  } catch {
    return null
  }
}

/**
 * Checks links the way a careful visitor would: HEAD (GET where HEAD is refused), redirects
 * followed one by one and recorded, the final page read (bounded) for what it says about the
 * product. Every hop resolves its host itself and connects only to an address it checked.
 */
export function createLinkChecker(options: LinkCheckerOptions = {}) {
  const resolve = options.resolve ?? defaultResolve
  const online = options.online ?? onlineProbe(resolve)
  const allowAlso = options.allowAlso
  const gate: HostGate = options.gate ?? (async () => () => undefined)
  const reader = options.reader ?? pageReader
  const pageBudgetMs = options.pageBudgetMs ?? PAGE_BUDGET_MS
  const hopOptions: HopOptions = {
    resolve,
    allow: (address, url) => isPublicAddress(address) || (allowAlso?.(address, url) ?? false),
    userAgent: CHECKER_USER_AGENT,
    timeoutMs: options.timeoutMs ?? 15_000,
    maxBytes: options.maxBytes ?? MAX_PAGE_BYTES,
  }

  async function request(url: URL, method: 'HEAD' | 'GET'): Promise<HopResult> {
    const release = await gate(url.hostname)
    try {
      return await fetchHop(url, method, hopOptions)
    } finally {
      release()
    }
  }

  async function failed(hop: Extract<HopResult, { ok: false }>, hops: LinkHop[], previous: PreviousCheck | null) {
    if (hop.failure === 'refused_address') return result('unverified', 'refused_address', hops, null, hop.detail)
    if (hop.failure === 'timeout') return result('unverified', 'timeout', hops, null, hop.detail)
    if (!(await online())) return result('unverified', 'offline', hops, null)
    if (hop.failure === 'dns') return result('broken', 'dns', hops, null, hop.detail)
    if (hop.failure === 'tls') return result('broken', 'tls', hops, null, hop.detail)
    // A refused or reset connection may be a restart: broken only when the last check saw it too.
    return previous?.reason === 'connection' || previous?.reason === 'server_error'
      ? result('broken', 'server_error_again', hops, null, hop.detail)
      : result('unverified', 'connection', hops, null, hop.detail)
  }

  function judgeStatus(status: number, hops: LinkHop[], finalUrl: string, previous: PreviousCheck | null): CheckResult | null {
    if (status === 404) return result('broken', 'not_found', hops, finalUrl)
    if (status === 410) return result('broken', 'gone', hops, finalUrl)
    if (status === 401 || status === 403) return result('blocked', 'forbidden', hops, finalUrl, String(status))
    if (status === 429) return result('blocked', 'rate_limited', hops, finalUrl)
    if (status >= 500 || status === 0) {
      const again = previous?.reason === 'server_error' || previous?.reason === 'connection'
      return result(again ? 'broken' : 'unverified', again ? 'server_error_again' : 'server_error', hops, finalUrl, String(status))
    }
    if (status >= 300) return result('broken', 'http_error', hops, finalUrl, String(status))
    return null
  }

  async function judgePage(link: URL, final: URL, body: string | null, hops: LinkHop[]): Promise<CheckResult> {
    const gone = goneHome(link, final)
    if (gone) return result('gone_home', gone, hops, final.href, final.pathname)
    const reading = body ? await reader.read(body, pageBudgetMs) : null
    if (reading && !reading.ok) return result('unverified', 'page_unreadable', hops, final.href, reading.failure)
    const availability = reading?.value.availability ?? null
    const facts = reading?.value.product ?? null
    const product: PageProduct | null = facts && {
      ...facts,
      image: absolutePicture(facts.image, final),
      availability: availability ? (availability.soldOut ? 'out_of_stock' : 'in_stock') : null,
    }
    const lost = lostParameters(link, final)
    const judged = availability?.soldOut
      ? result('sold_out', availability.source, hops, final.href, availability.detail)
      : lost.length
        ? result('tracking_lost', 'parameter_lost', hops, final.href, lost.join(', '))
        : result('healthy', 'ok', hops, final.href)
    return { ...judged, product }
  }

  /** A product picture's bytes, through the same address rules and caps (redirects followed); null when there is none. */
  async function fetchPicture(link: string): Promise<Buffer | null> {
    let url = checkableUrl(link)
    for (let redirects = 0; url && redirects <= MAX_REDIRECTS; redirects++) {
      const release = await gate(url.hostname)
      let hop: HopResult
      try {
        hop = await fetchHop(url, 'GET', { ...hopOptions, want: 'image', maxBytes: MAX_PICTURE_BYTES })
      } finally {
        release()
      }
      if (!hop.ok) return null
      if (hop.status < 300 || hop.status >= 400 || !hop.location) return hop.bytes ?? null
      try {
        url = checkableUrl(new URL(hop.location, url).href)
      } catch {
        url = null
      }
    }
    return null
  }

  return {
    fetchPicture,
    async check(link: string, previous: PreviousCheck | null = null): Promise<CheckResult> {
      const start = checkableUrl(link)
      if (!start) return result('unverified', 'refused_url', [], null)
      const hops: LinkHop[] = []
      let url = start
      for (let redirects = 0; ; redirects++) {
        // HEAD walks the redirects; the page where they end is read with GET (which also decides
        // where a shop answers HEAD with an error but serves GET).
        let method: 'HEAD' | 'GET' = 'HEAD'
        let hop = await request(url, method)
        const headRedirects = hop.ok && hop.status >= 300 && hop.status < 400 && hop.location
        if (!headRedirects && (hop.ok || hop.failure === 'connection')) {
          hops.push({ url: url.href, method, status: hop.ok ? hop.status : null, location: null })
          method = 'GET'
          hop = await request(url, method)
        }
        if (!hop.ok) {
          hops.push({ url: url.href, method, status: null, location: null })
          return failed(hop, hops, previous)
        }
        const redirect = hop.status >= 300 && hop.status < 400 && hop.location
        hops.push({ url: url.href, method, status: hop.status, location: redirect ? hop.location : null })
        if (redirect) {
          if (redirects >= MAX_REDIRECTS) return result('broken', 'too_many_redirects', hops, url.href, String(MAX_REDIRECTS))
          let next: URL | null = null
          try {
            next = checkableUrl(new URL(hop.location!, url).href)
          } catch {
            next = null
          }
          if (!next) return result('unverified', 'refused_url', hops, null)
          url = next
          continue
        }
        const judged = judgeStatus(hop.status, hops, url.href, previous)
        if (judged) return judged
        const body = hop.body
        return judgePage(start, url, body, hops)
      }
    },
  }
}

export type LinkChecker = ReturnType<typeof createLinkChecker>
