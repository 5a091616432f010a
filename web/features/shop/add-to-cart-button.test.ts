import { describe, expect, it } from 'vitest'
import { cartButtonLabel } from './add-to-cart-button.tsx'

describe('add to cart button', () => {
  it('says "Out of stock" when there is none left for this visitor', () => {
    expect(cartButtonLabel({ held: 0, left: 0, justAdded: false })).toBe('out_of_stock')
    expect(cartButtonLabel({ held: 3, left: 0, justAdded: false })).toBe('out_of_stock')
  })

  it('says "Added" right after a click, then "Remove" while the product is in the cart', () => {
    expect(cartButtonLabel({ held: 1, left: 2, justAdded: true })).toBe('added')
    expect(cartButtonLabel({ held: 1, left: 2, justAdded: false })).toBe('remove')
    expect(cartButtonLabel({ held: 0, left: 2, justAdded: false })).toBe('add')
  })
})
