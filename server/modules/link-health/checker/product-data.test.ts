import { describe, expect, it } from 'vitest'
import { minorUnits } from '../../../../contract/currencies.ts'
import { hostilePages, otherHostilePages, PAGE_BYTES } from '../../../../tests/fixtures/hostile-pages.ts'
import { graphPage, microdataPage, openGraphPage, shopifyPage, yenPage } from '../../../../tests/fixtures/product-pages.ts'
import { readPage } from './page-signals.ts'

describe('product from a page', () => {
  it('reads a Shopify-like page from its Product JSON-LD, any offer in stock making it available', () => {
    expect(readPage(shopifyPage)).toEqual({
      availability: { soldOut: false, source: 'availability_data', detail: 'http://schema.org/InStock' },
      product: {
        name: 'Leinenkleid „Aurora“',
        brand: 'Maison Lumen',
        priceMinor: 12900,
        currency: 'eur',
        image: 'https://maison-lumen.example/cdn/shop/files/aurora.jpg?v=1700000000&width=1920',
      },
    })
  })

  it('finds the Product in a @graph, its price in an AggregateOffer, its picture in an ImageObject', () => {
    expect(readPage(graphPage).product).toEqual({
      name: 'Sneaker Run 2',
      brand: 'Stride',
      priceMinor: 8950,
      currency: 'usd',
      image: '/media/run2.png',
    })
  })

  it('reads microdata of the first product only, brand and offer from their own items', () => {
    expect(readPage(microdataPage)).toMatchObject({
      availability: { soldOut: false },
      product: { name: 'Seidenschal Nile', brand: 'Atelier Sahar', priceMinor: 24500, currency: 'aed', image: '/img/nile.webp' },
    })
  })

  it('falls back to Open Graph and product:price tags', () => {
    expect(readPage(openGraphPage)).toMatchObject({
      availability: { soldOut: true, source: 'availability_meta' },
      product: {
        name: 'Tasse & Untertasse',
        brand: 'Porzellan Nord',
        priceMinor: 129900,
        currency: 'eur',
        image: 'https://cdn.shop.example/cup.jpg',
      },
    })
  })

  it('counts minor units per currency (none for yen)', () => {
    expect(readPage(yenPage).product).toMatchObject({ priceMinor: 12800, currency: 'jpy' })
    expect(minorUnits('49,90', 'eur')).toBe(4990)
    expect(minorUnits('1,299', 'usd')).toBe(129900)
    expect(minorUnits('1.299.000', 'krw')).toBe(1299000)
    expect(minorUnits('12.5', 'eur')).toBe(1250)
    expect(minorUnits('-5', 'eur')).toBeNull()
    expect(minorUnits('free', 'eur')).toBeNull()
    expect(minorUnits('9'.repeat(40), 'eur')).toBeNull()
  })

  it('takes a price only with its currency, and says nothing for a page without a product', () => {
    const noCurrency = '<script type="application/ld+json">{"@type":"Product","name":"Cap","offers":{"price":"10"}}</script>'
    expect(readPage(noCurrency).product).toEqual({ name: 'Cap', brand: null, priceMinor: null, currency: null, image: null })
    expect(readPage('<html><title>Home</title><p>Welcome</p></html>').product).toBeNull()
  })

  it('cuts long names and ignores JSON-LD that is not JSON', () => {
    const long = `<script type="application/ld+json">{"@type":"Product","name":"${'x'.repeat(5000)}"}</script>`
    expect(readPage(long).product?.name).toHaveLength(200)
    expect(readPage('<script type="application/ld+json">{"@type":"Product",</script>').product).toBeNull()
  })

  it.each(Object.entries({ ...hostilePages(), ...otherHostilePages() }))('reads hostile page %s and finds no product', (_name, html) => {
    expect(readPage(html).product).toBeNull()
  })

  it('reads a page of a thousand products, unclosed items and endless text within the page cap', () => {
    const items = '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">'.repeat(Math.floor(PAGE_BYTES / 80))
    const started = performance.now()
    expect(readPage(items).product).toBeNull()
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})

describe('microdata within bounds', () => {
  it('stops reading items nested deeper than any shop nests them, in time linear in the page', () => {
    const html = '<div itemscope>'.repeat(Math.floor(PAGE_BYTES / 15))
    const started = performance.now()
    expect(readPage(html).product).toBeNull()
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})
