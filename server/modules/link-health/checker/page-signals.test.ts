import { describe, expect, it } from 'vitest'
import { pageAvailability } from './page-signals.ts'

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
})
