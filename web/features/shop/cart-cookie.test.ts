import { describe, expect, it } from 'vitest'
import * as contract from '../../../contract/shop.ts'
import { CART_LINES_MAX, CART_QUANTITY_MAX, cartCookie, readCartCookie, setLine } from './cart-cookie.ts'

const A = '0b9c7a52-4a3e-4f6e-9d1a-1c2b3d4e5f60'
const B = '1c2b3d4e-5f60-4a3e-9d1a-0b9c7a524f6e'

describe('the cart cookie', () => {
  it('reads back what it wrote, for its seller only', () => {
    const set = cartCookie(
      'Mila.Styles',
      [
        { id: A, quantity: 2 },
        { id: B, quantity: 1 },
      ],
      false,
    )
    const header = `lang=de; ${set.split(';')[0]}; cart_other=${B}:4`
    expect(readCartCookie(header, 'mila.styles')).toEqual([
      { id: A, quantity: 2 },
      { id: B, quantity: 1 },
    ])
    expect(readCartCookie(header, 'other')).toEqual([{ id: B, quantity: 4 }])
  })

  it('drops lines that are not ids and quantities, and caps the quantity', () => {
    expect(readCartCookie(`cart_x=${A}:0|junk|${B}:999|${A}:3`, 'x')).toEqual([
      { id: B, quantity: CART_QUANTITY_MAX },
      { id: A, quantity: 3 },
    ])
  })

  it('removes the cookie when the cart is empty', () => {
    expect(cartCookie('x', [], true)).toBe('cart_x=; Path=/; SameSite=Lax; Max-Age=0; Secure')
  })

  it('sets, adds and removes lines', () => {
    const one = setLine([], A, 1)
    expect(setLine(one, A, 3)).toEqual([{ id: A, quantity: 3 }])
    expect(setLine(one, B, 1)).toEqual([
      { id: A, quantity: 1 },
      { id: B, quantity: 1 },
    ])
    expect(setLine(one, A, 0)).toEqual([])
  })

  it('keeps the contract bounds', () => {
    expect(CART_LINES_MAX).toBe(contract.CART_LINES_MAX)
    expect(CART_QUANTITY_MAX).toBe(contract.CART_QUANTITY_MAX)
  })
})
