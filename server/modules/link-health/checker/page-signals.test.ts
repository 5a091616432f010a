import { describe, expect, it } from 'vitest'
import { hostilePages, hostileSoldOutPages, otherHostilePages } from '../../../../tests/fixtures/hostile-pages.ts'
import { MAX_JSON_LD_DEPTH } from './json-ld.ts'
import { pageAvailability, readPage, visibleText } from './page-signals.ts'

const offer = (availability: string) => `<script type="application/ld+json">{"offers":{"availability":"${availability}"}}</script>`

describe('page availability from microdata', () => {
  it('reads the availability tag whatever the order of its attributes', () => {
    expect(pageAvailability('<div itemscope><meta content="https://schema.org/OutOfStock" itemprop=availability></div>')).toMatchObject({
      soldOut: true,
      source: 'availability_data',
    })
    const inStock = '<div itemscope><link itemprop="availability" href="https://schema.org/InStock"><p>Sold out: the red one</p></div>'
    expect(pageAvailability(inStock)).toMatchObject({ soldOut: false })
  })

  it('ignores the words itemprop="availability" in the text of the page', () => {
    expect(pageAvailability('<p>Write itemprop="availability" content="OutOfStock" in your page > done</p>')).toBeNull()
  })

  it('drops trailing slashes from the value, however many', () => {
    const slashes = `<meta itemprop="availability" content="https://schema.org/OutOfStock${'/'.repeat(100_000)}">`
    expect(pageAvailability(slashes)).toEqual({ soldOut: true, source: 'availability_data', detail: 'https://schema.org/OutOfStock' })
  })
})

describe('page availability as a browser reads the page', () => {
  it('reads markup in upper case and unquoted meta attributes', () => {
    expect(pageAvailability('<SCRIPT TYPE="application/ld+json">{"availability":"SoldOut"}</SCRIPT>')).toMatchObject({ detail: 'SoldOut' })
    expect(pageAvailability('<meta property=og:availability content="Out of stock">')).toEqual({
      soldOut: true,
      source: 'availability_meta',
      detail: 'Out of stock',
    })
  })

  it('ignores tags inside comments and inside scripts', () => {
    expect(pageAvailability('<!-- <meta property="og:availability" content="oos"> --><p>Linen shirt</p>')).toBeNull()
    expect(pageAvailability(`<script>const tag = '<meta property="og:availability" content="oos">'</script>`)).toBeNull()
    expect(pageAvailability('<script>const label = "Sold out"</script><p>Linen shirt</p>')).toBeNull()
  })

  it('reads a script to its own end tag only, whatever looks like one before it', () => {
    const html = `<script>if (a </b) x = "</scripts>"</script><p>Ausverkauft</p>`
    expect(pageAvailability(html)).toMatchObject({ source: 'sold_out_words', detail: 'ausverkauft' })
  })

  it('keeps a quoted > inside an attribute', () => {
    expect(pageAvailability('<meta content="out of stock" data-note="a > b" property="product:availability">')).toMatchObject({
      soldOut: true,
    })
  })

  it('reads words with character references, and not the words of noscript or template', () => {
    expect(pageAvailability('<p>Leider nicht verf&uuml;gbar</p>')).toMatchObject({ detail: 'nicht verfügbar' })
    expect(pageAvailability('<p>&#1594;&#1610;&#1585; &#x645;&#x62A;&#x648;&#x641;&#x631;</p>')).toMatchObject({ detail: 'غير متوفر' })
    expect(pageAvailability('<p>Sold&nbsp;out</p>')).toMatchObject({ detail: 'sold out' })
    expect(pageAvailability('<noscript><p>Sold out</p></noscript><template>Ausverkauft</template><p>Linen</p>')).toBeNull()
  })

  it('gives the text a visitor reads', () => {
    const html = '<title>Shirt &amp; tie</title><style>p{}</style><p>Linen<br>shirt</p><!-- hidden --><script>x</script>'
    expect(visibleText(html)).toBe('shirt & tie linen shirt')
  })
})

describe('JSON-LD within bounds', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}{"availability":"OutOfStock"}${'}'.repeat(depth - 1)}`

  it(`reads data nested ${MAX_JSON_LD_DEPTH} deep and skips deeper blocks, still reading the others`, () => {
    expect(pageAvailability(`<script type="application/ld+json">${nested(MAX_JSON_LD_DEPTH)}</script>`)).toMatchObject({ soldOut: true })
    expect(pageAvailability(`<script type="application/ld+json">${nested(MAX_JSON_LD_DEPTH + 1)}</script>`)).toBeNull()
    const deepThenFlat = `<script type="application/ld+json">${nested(MAX_JSON_LD_DEPTH + 1)}</script>${offer('InStock')}`
    expect(pageAvailability(deepThenFlat)).toMatchObject({ soldOut: false, detail: 'InStock' })
  })

  it('counts brackets inside strings as text', () => {
    const html = `<script type="application/ld+json">{"name":"${'['.repeat(1000)}\\"{{","availability":"OutOfStock"}</script>`
    expect(pageAvailability(html)).toMatchObject({ soldOut: true })
  })
})

describe('hostile pages (issue #48)', () => {
  it.each(Object.entries({ ...hostilePages(), ...otherHostilePages() }))('reads %s to the end and finds nothing on it', (_name, html) => {
    expect(readPage(html)).toEqual({ availability: null, product: null })
  })

  it.each(Object.entries(hostileSoldOutPages()))('reads %s to the end and finds the notice after it', (_name, page) => {
    expect(pageAvailability(page.html)).toMatchObject({ soldOut: true, detail: page.detail })
  })
})
