/** What a product page says about itself, and what a redirect chain did to a link. */
import { scanHtml } from './html-scanner.ts'
import { availabilityValues, parseJsonLd } from './json-ld.ts'
import { jsonLdProduct, microdataReader, openGraphMeta, type ProductDraft, type ProductFacts, productFacts } from './product-data.ts'

/** The page's own words for "sold out", in the languages Looktag speaks (lowercase). */
export const SOLD_OUT_WORDS = ['out of stock', 'sold out', 'ausverkauft', 'nicht verfügbar', 'غير متوفر', 'نفدت الكمية']

const OUT = /(outofstock|soldout|discontinued)$/i
const IN = /(instock|limitedavailability|preorder|presale|backorder|onlineonly|instoreonly)$/i
const META_OUT = /^(out of stock|oos|sold out|discontinued)$/i
const META_IN = /^(in stock|instock|available for order|preorder|pending)$/i
const META_PROPERTY = /^(product|og):availability$/i
/** Elements whose text a visitor does not read (scripts and styles never reach the text at all). */
const UNSEEN = new Set(['noscript', 'template'])

export type Availability = { soldOut: boolean; source: 'availability_data' | 'availability_meta' | 'sold_out_words'; detail: string }

/** What the link checker reads from a product page (in a worker thread: page-reader.ts). */
export interface PageFacts {
  availability: Availability | null
  /** The page's schema.org Product (or Open Graph product), when it describes one. */
  product: ProductFacts | null
}

/** The page's availability statements, collected in one pass of the tokenizer. */
interface Statements {
  /** schema.org values from JSON-LD, then microdata, in document order. */
  data: string[]
  /** `product:availability` / `og:availability` meta contents, in document order. */
  meta: string[]
  /** The text a visitor reads, lowercased, whitespace collapsed (put together only when asked for). */
  text(): string
  product: ProductFacts | null
}

function isAvailabilityProperty(itemprop: string) {
  return itemprop.split(/\s+/).some((name) => name.toLowerCase() === 'availability' || name.toLowerCase().endsWith('/availability'))
}

function statements(html: string): Statements {
  const jsonLd: string[] = []
  const microdata: string[] = []
  const meta: string[] = []
  const text: string[] = []
  let unseen = 0
  let jsonLdScript = false
  const fromJsonLd: ProductDraft = {}
  const fromMeta: ProductDraft = {}
  const itemData = microdataReader()
  scanHtml(html, {
    startTag(name, attributes) {
      itemData.startTag(name, attributes)
      if (UNSEEN.has(name)) unseen++
      if (name === 'script') jsonLdScript = (attributes.get('type') ?? '').trim().toLowerCase().startsWith('application/ld+json')
      const itemprop = attributes.get('itemprop')
      if (itemprop && isAvailabilityProperty(itemprop)) {
        const value = attributes.get('href') ?? attributes.get('content')
        if (value) microdata.push(value)
      }
      if (name === 'meta' && META_PROPERTY.test(attributes.get('property') ?? attributes.get('name') ?? '')) {
        meta.push((attributes.get('content') ?? '').trim())
      }
      if (name === 'meta') openGraphMeta(attributes, fromMeta)
    },
    endTag(name) {
      itemData.endTag(name)
      if (UNSEEN.has(name) && unseen > 0) unseen--
    },
    text(words) {
      itemData.text(words)
      if (!unseen) text.push(words)
    },
    rawText(name, contents) {
      if (name !== 'script' || !jsonLdScript) return
      const data = parseJsonLd(contents)
      availabilityValues(data, jsonLd)
      jsonLdProduct(data, fromJsonLd)
    },
  })
  return {
    data: [...jsonLd, ...microdata],
    meta,
    text: () => text.join(' ').replace(/\s+/g, ' ').toLowerCase(),
    product: productFacts(fromJsonLd, itemData.draft, fromMeta),
  }
}

/** A schema.org value without surrounding space and trailing slashes (a loop: `/\/+$/` backtracks on a run of slashes). */
function bare(value: string) {
  const trimmed = value.trim()
  let end = trimmed.length
  while (end > 0 && trimmed.charCodeAt(end - 1) === 0x2f) end--
  return trimmed.slice(0, end)
}

/** schema.org availability from JSON-LD and microdata; any offer in stock means the product is. */
function structuredAvailability(values: string[]): Availability | null {
  const trimmed = values.map(bare)
  const inStock = trimmed.find((v) => IN.test(v))
  if (inStock) return { soldOut: false, source: 'availability_data', detail: inStock }
  const out = trimmed.find((v) => OUT.test(v))
  return out ? { soldOut: true, source: 'availability_data', detail: out } : null
}

function metaAvailability(contents: string[]): Availability | null {
  for (const content of contents) {
    if (META_OUT.test(content)) return { soldOut: true, source: 'availability_meta', detail: content }
    if (META_IN.test(content)) return { soldOut: false, source: 'availability_meta', detail: content }
  }
  return null
}

/**
 * Everything the checker reads from a page, in one linear pass (docs/decisions/0076). Structured
 * data decides availability when present (a page listing other, sold-out products still sells
 * this one); the page's words only when it has none.
 */
export function readPage(html: string): PageFacts {
  const found = statements(html)
  const structured = structuredAvailability(found.data) ?? metaAvailability(found.meta)
  if (structured) return { availability: structured, product: found.product }
  const text = found.text()
  const word = SOLD_OUT_WORDS.find((w) => text.includes(w))
  return { availability: word ? { soldOut: true, source: 'sold_out_words', detail: word } : null, product: found.product }
}

/** Whether the page says its product is sold out (readPage's availability). */
export function pageAvailability(html: string): Availability | null {
  return readPage(html).availability
}

/** The text a visitor reads: no scripts, styles, comments or tags; lowercased, whitespace collapsed. */
export function visibleText(html: string) {
  return statements(html).text()
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
