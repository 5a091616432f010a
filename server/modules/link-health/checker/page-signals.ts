/** What a product page says about itself, and what a redirect chain did to a link. */

/** The page's own words for "sold out", in the languages Looktag speaks (lowercase). */
export const SOLD_OUT_WORDS = ['out of stock', 'sold out', 'ausverkauft', 'nicht verfügbar', 'غير متوفر', 'نفدت الكمية']

const OUT = /(outofstock|soldout|discontinued)$/i
const IN = /(instock|limitedavailability|preorder|presale|backorder|onlineonly|instoreonly)$/i
const META_OUT = /^(out of stock|oos|sold out|discontinued)$/i
const META_IN = /^(in stock|instock|available for order|preorder|pending)$/i

export type Availability = { soldOut: boolean; source: 'availability_data' | 'availability_meta' | 'sold_out_words'; detail: string }

function availabilityValues(node: unknown, found: string[]) {
  if (Array.isArray(node)) for (const item of node) availabilityValues(item, found)
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'availability') {
        if (typeof value === 'string') found.push(value)
        else if (value && typeof value === 'object' && typeof (value as { '@id'?: unknown })['@id'] === 'string') {
          found.push((value as { '@id': string })['@id'])
        }
      } else availabilityValues(value, found)
    }
  }
}

function attribute(tag: string, name: string) {
  return (
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
      .exec(tag)
      ?.slice(1)
      .find((v) => v !== undefined) ?? null
  )
}

/**
 * The tags carrying `itemprop="availability"`. Found from the attribute back to its tag's start:
 * a pattern that starts at every `<` of the page rescans each tag (docs/performance.md "Link checks").
 */
function* microdataTags(html: string) {
  for (const match of html.matchAll(/\sitemprop\s*=\s*["']?availability/gi)) {
    const start = html.lastIndexOf('<', match.index)
    const end = html.indexOf('>', match.index)
    if (start < 0 || end < 0 || html.lastIndexOf('>', match.index) > start) continue
    const tag = html.slice(start, end + 1)
    if (/^<[a-z]+\s/i.test(tag)) yield tag
  }
}

/** schema.org availability from JSON-LD and microdata; any offer in stock means the product is. */
function structuredAvailability(html: string): Availability | null {
  const values: string[] = []
  for (const match of html.matchAll(/<script[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)) {
    try {
      availabilityValues(JSON.parse(match[1]!), values)
    } catch {
      // A broken JSON-LD block says nothing.
    }
  }
  for (const tag of microdataTags(html)) {
    const value = attribute(tag, 'href') ?? attribute(tag, 'content')
    if (value) values.push(value)
  }
  const trimmed = values.map((v) => v.trim().replace(/\/+$/, ''))
  if (trimmed.some((v) => IN.test(v))) return { soldOut: false, source: 'availability_data', detail: trimmed.find((v) => IN.test(v))! }
  const out = trimmed.find((v) => OUT.test(v))
  return out ? { soldOut: true, source: 'availability_data', detail: out } : null
}

function metaAvailability(html: string): Availability | null {
  for (const match of html.matchAll(/<meta[^>]+>/gi)) {
    const property = attribute(match[0], 'property') ?? attribute(match[0], 'name')
    if (!property || !/^(product|og):availability$/i.test(property)) continue
    const content = attribute(match[0], 'content')?.trim() ?? ''
    if (META_OUT.test(content)) return { soldOut: true, source: 'availability_meta', detail: content }
    if (META_IN.test(content)) return { soldOut: false, source: 'availability_meta', detail: content }
  }
  return null
}

/** The text a visitor reads: no scripts, styles, comments or tags. */
export function visibleText(html: string) {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase()
}

/**
 * Whether the page says its product is sold out. Structured data decides when present (a page
 * listing other, sold-out products still sells this one); the page's words only when it has none.
 */
export function pageAvailability(html: string): Availability | null {
  const structured = structuredAvailability(html) ?? metaAvailability(html)
  if (structured) return structured
  const text = visibleText(html)
  const word = SOLD_OUT_WORDS.find((w) => text.includes(w))
  return word ? { soldOut: true, source: 'sold_out_words', detail: word } : null
}

const SEARCH_PATH = /(^|\/)(search|suche|s|catalogsearch|find|recherche|buscar|busqueda|results?)(\/|$|\.)/i
const SEARCH_QUERY = ['q', 'query', 'search', 'searchterm', 'keyword', 'keywords', 'k']
/** A language or country prefix alone (`/en`, `/de-de/`) is still a home page. */
const HOME_PATH = /^\/([a-z]{2}([-_][a-z]{2})?\/?)?(index\.[a-z]+)?$/i

export function isHomePage(url: URL) {
  return HOME_PATH.test(url.pathname)
}

export function isSearchPage(url: URL) {
  return SEARCH_PATH.test(url.pathname) || SEARCH_QUERY.some((key) => url.searchParams.has(key))
}

/** "Gone home": a link to a product page that now lands on the home page or a search. */
export function goneHome(link: URL, final: URL): 'home_page' | 'search_page' | null {
  if (isHomePage(link) || isSearchPage(link)) return null
  if (isHomePage(final)) return 'home_page'
  if (isSearchPage(final)) return 'search_page'
  return null
}

/** Affiliate parameters (Amazon, generic, Awin, rewardStyle, LTK, Impact, CJ, Rakuten…). */
const AFFILIATE_PARAMS = new Set([
  'tag',
  'ref',
  'ref_id',
  'aff',
  'aff_id',
  'affid',
  'affiliate',
  'affiliate_id',
  'awc',
  'awinaffid',
  'awinmid',
  'clickref',
  'irclickid',
  'cjevent',
  'ranmid',
  'ransiteid',
  'rs_id',
  'rstyle',
  'ltk',
  'ltk_id',
])
const AFFILIATE_PREFIXES = ['aff_', 'rs_', 'ltk_', 'awin']

function isAffiliateParam(key: string) {
  const lower = key.toLowerCase()
  return AFFILIATE_PARAMS.has(lower) || AFFILIATE_PREFIXES.some((prefix) => lower.startsWith(prefix))
}

/** The site a host belongs to, roughly (its last two labels, three under a two-letter country suffix). */
function siteOf(hostname: string) {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.')
  const keep = labels.length > 2 && labels.at(-1)!.length === 2 && labels.at(-2)!.length <= 3 ? 3 : 2
  return labels.slice(-keep).join('.')
}

/**
 * Affiliate parameters the link carries that the shop's final URL dropped. Only within the same
 * site: an affiliate network's redirector legitimately turns its parameters into the shop's.
 */
export function lostParameters(link: URL, final: URL): string[] {
  if (siteOf(link.hostname) !== siteOf(final.hostname)) return []
  const finalKeys = new Set([...final.searchParams.keys()].map((k) => k.toLowerCase()))
  return [...new Set([...link.searchParams.keys()].filter(isAffiliateParam))].filter((k) => !finalKeys.has(k.toLowerCase()))
}
