/**
 * What a product page says about its product: schema.org Product from JSON-LD, then microdata,
 * then Open Graph, field by field (docs/decisions/0083). Read in the page reader's thread, in the
 * tokenizer's one pass (page-signals.ts); everything here is bounded by the page's own size.
 */
import { minorUnits } from '../../../../contract/currencies.ts'
import type { Attributes } from './html-scanner.ts'

/** What the tag card keeps of a product; the picture as written on the page (resolved by the caller). */
export interface ProductFacts {
  name: string | null
  brand: string | null
  /** Integer minor units of `currency` (lowercase ISO 4217), both or neither. */
  priceMinor: number | null
  currency: string | null
  image: string | null
}

export const MAX_NAME = 200
export const MAX_BRAND = 100
const MAX_IMAGE_URL = 2048

type Draft = { name?: string; brand?: string; amount?: string; currency?: string; image?: string }

const text = (value: unknown, max: number): string | undefined => {
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') return undefined
  const clean = value.replace(/\s+/g, ' ').trim()
  return clean ? clean.slice(0, max) : undefined
}

const currencyCode = (value: unknown) => {
  const code = text(value, 8)
  return code && /^[A-Za-z]{3}$/.test(code) ? code.toLowerCase() : undefined
}

function firstString(value: unknown, keys: readonly string[]): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstString(item, keys)
      if (found) return found
    }
    return undefined
  }
  if (value && typeof value === 'object') {
    for (const key of keys) {
      const found = firstString((value as Record<string, unknown>)[key], keys)
      if (found) return found
    }
    return undefined
  }
  return text(value, MAX_IMAGE_URL)
}

const isType = (node: Record<string, unknown>, types: readonly string[]) =>
  [node['@type']].flat().some((t) => typeof t === 'string' && types.includes(t.replace(/^.*[/#]/, '')))

/** The first Product (or ProductGroup) in the data: top level, `@graph`, or nested (`mainEntity`). */
function findProduct(node: unknown, depth = 0): Record<string, unknown> | undefined {
  if (depth > 40) return undefined
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findProduct(item, depth + 1)
      if (found) return found
    }
    return undefined
  }
  if (!node || typeof node !== 'object') return undefined
  const object = node as Record<string, unknown>
  if (isType(object, ['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel'])) return object
  for (const value of Object.values(object)) {
    const found = findProduct(value, depth + 1)
    if (found) return found
  }
  return undefined
}

/** The offer's price and currency: `price`, an AggregateOffer's `lowPrice`, or its price specification. */
function offerPrice(offers: unknown, depth = 0): { amount?: string; currency?: string } {
  if (depth > 6) return {}
  for (const offer of [offers].flat()) {
    if (!offer || typeof offer !== 'object') continue
    const o = offer as Record<string, unknown>
    const amount = text(o.price, 40) ?? text(o.lowPrice, 40)
    const currency = currencyCode(o.priceCurrency)
    if (amount && currency) return { amount, currency }
    for (const nested of [o.priceSpecification, o.offers]) {
      const found = offerPrice(nested, depth + 1)
      if (found.amount && (found.currency || currency)) return { amount: found.amount, currency: found.currency ?? currency }
    }
  }
  return {}
}

/** A JSON-LD block's product, into `draft` where it is still empty. */
export function jsonLdProduct(data: unknown, draft: Draft) {
  const product = findProduct(data)
  if (!product) return
  draft.name ??= text(product.name, MAX_NAME)
  draft.brand ??= text(typeof product.brand === 'object' ? firstString(product.brand, ['name']) : product.brand, MAX_BRAND)
  draft.image ??= firstString(product.image, ['url', 'contentUrl'])
  if (!draft.amount) {
    const variants = Array.isArray(product.hasVariant) ? product.hasVariant : []
    const price = [product.offers, ...variants.map((v) => (v as Record<string, unknown> | null)?.offers)]
      .map((o) => offerPrice(o))
      .find((p) => p.amount)
    if (price?.amount && price.currency) Object.assign(draft, price)
  }
  draft.image ??= firstString(
    (Array.isArray(product.hasVariant) ? product.hasVariant : []).map((v) => (v as Record<string, unknown> | null)?.image),
    ['url', 'contentUrl'],
  )
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
type ScopeKind = 'product' | 'offer' | 'brand' | 'other'
/** An open element being followed to its end tag: same-named elements inside it are counted. */
type Open = { tag: string; nested: number }
type Scope = Open & { kind: ScopeKind }
type Capture = Open & { prop: string; kind: ScopeKind; words: string[]; length: number }

/** The microdata properties read (lowercased); the rest of the page's items are passed over. */
/** Items open at once; each start and end tag is compared with every open one. */
const MAX_SCOPES = 32
const PROPERTIES = new Set(['name', 'brand', 'image', 'price', 'lowprice', 'pricecurrency'])
const ITEMTYPE_KIND: Record<string, ScopeKind> = {
  product: 'product',
  productgroup: 'product',
  offer: 'offer',
  aggregateoffer: 'offer',
  brand: 'brand',
  organization: 'brand',
}

/**
 * Microdata of the page's first Product: its name, image and brand, and its offers' price,
 * currency. Scopes are followed by counting same-named start and end tags (linear; a page whose
 * markup never closes them simply keeps them open).
 */
export function microdataReader() {
  const draft: Draft = {}
  const scopes: Scope[] = []
  let capture: Capture | null = null
  let productSeen = false
  let lost = false

  function assign(kind: ScopeKind, prop: string, value: string) {
    if (kind === 'product') {
      if (prop === 'name') draft.name ??= text(value, MAX_NAME)
      else if (prop === 'brand') draft.brand ??= text(value, MAX_BRAND)
      else if (prop === 'image') draft.image ??= text(value, MAX_IMAGE_URL)
    }
    if (kind === 'brand' && prop === 'name') draft.brand ??= text(value, MAX_BRAND)
    if (kind === 'offer' || kind === 'product') {
      if ((prop === 'price' || prop === 'lowprice') && !draft.amount) draft.amount = text(value, 40)
      else if (prop === 'pricecurrency') draft.currency ??= currencyCode(value)
    }
  }

  return {
    draft,
    startTag(name: string, attributes: Attributes) {
      if (lost) return
      if (capture && name === capture.tag) capture.nested++
      for (const scope of scopes) if (scope.tag === name) scope.nested++
      const props = (attributes.get('itemprop') ?? '')
        .toLowerCase()
        .split(/\s+/)
        .map((p) => p.replace(/^.*[/#]/, ''))
        .filter((p) => PROPERTIES.has(p))
      const parent = scopes.at(-1)?.kind
      if (attributes.has('itemscope')) {
        const type = (attributes.get('itemtype') ?? '')
          .trim()
          .replace(/^.*[/#]/, '')
          .toLowerCase()
        let kind = ITEMTYPE_KIND[type] ?? 'other'
        if (kind === 'product' && (productSeen || parent === 'product')) kind = 'other'
        if (kind === 'brand' && !(parent === 'product' && props.includes('brand'))) kind = 'other'
        if (kind === 'offer' && parent !== 'product') kind = 'other'
        if (kind === 'product') productSeen = true
        if (VOID.has(name)) return
        // Deeper than any real page nests items: the rest of the page's microdata is not read.
        if (scopes.length >= MAX_SCOPES) lost = true
        else scopes.push({ tag: name, nested: 0, kind })
        return
      }
      if (!parent || parent === 'other' || props.length === 0) return
      const value =
        attributes.get('content') ??
        (name === 'a' || name === 'link' ? attributes.get('href') : undefined) ??
        (name === 'img' ? attributes.get('src') : undefined) ??
        attributes.get('value')
      for (const prop of props) {
        if (value !== undefined) assign(parent, prop, value)
        else if (!VOID.has(name) && !capture) capture = { tag: name, nested: 0, prop, kind: parent, words: [], length: 0 }
      }
    },
    endTag(name: string) {
      if (lost) return
      if (capture && name === capture.tag && capture.nested-- === 0) {
        assign(capture.kind, capture.prop, capture.words.join(' '))
        capture = null
      }
      const top = scopes.at(-1)
      if (top && top.tag === name && top.nested-- === 0) {
        scopes.pop()
      }
      for (const scope of scopes) if (scope.tag === name && scope !== top) scope.nested = Math.max(0, scope.nested - 1)
    },
    text(words: string) {
      if (capture && capture.length < 400) {
        capture.words.push(words)
        capture.length += words.length
      }
    },
  }
}

const OG_PROPERTIES: Record<string, keyof Draft> = {
  'og:title': 'name',
  'og:image': 'image',
  'og:image:url': 'image',
  'og:image:secure_url': 'image',
  'product:brand': 'brand',
  'og:brand': 'brand',
  'product:price:amount': 'amount',
  'og:price:amount': 'amount',
  'product:price:currency': 'currency',
  'og:price:currency': 'currency',
}

/** Open Graph and `product:*` meta tags, first of each. */
export function openGraphMeta(attributes: Attributes, draft: Draft) {
  const field = OG_PROPERTIES[(attributes.get('property') ?? attributes.get('name') ?? '').trim().toLowerCase()]
  const content = attributes.get('content')
  if (!field || content === undefined || draft[field]) return
  if (field === 'currency') draft.currency = currencyCode(content)
  else draft[field] = text(content, field === 'name' ? MAX_NAME : field === 'brand' ? MAX_BRAND : MAX_IMAGE_URL)
}

export type { Draft as ProductDraft }

/** The product from the three sources, each field from the first that has it; null when none says anything. */
export function productFacts(...drafts: Draft[]): ProductFacts | null {
  const pick = <K extends keyof Draft>(key: K) => drafts.find((d) => d[key])?.[key] ?? null
  // A price and its currency come from the same source.
  const priced = drafts.find((d) => d.amount && d.currency)
  const priceMinor = priced ? minorUnits(priced.amount!, priced.currency!) : null
  const facts: ProductFacts = {
    name: pick('name'),
    brand: pick('brand'),
    priceMinor,
    currency: priceMinor === null ? null : priced!.currency!,
    image: pick('image'),
  }
  return facts.name || facts.brand || facts.image || facts.priceMinor !== null ? facts : null
}
