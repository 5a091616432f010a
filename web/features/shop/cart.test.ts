import { describe, expect, it } from 'vitest'
import { addToCart, cartCount, cartKey, cartTotal, parseCart, remaining, setQuantity } from './cart.ts'

const product = (stock: number, id = 'p1') => ({ id, name: 'Scarf', price: 1999, image: null, stock })

describe('cart', () => {
  it('keeps one cart per seller, whatever the case of the name', () => {
    expect(cartKey('Mila')).toBe(cartKey('mila'))
    expect(cartKey('mila')).not.toBe(cartKey('noor'))
  })

  it('never holds more than the stock', () => {
    let cart = addToCart([], product(2))
    cart = addToCart(cart, product(2))
    cart = addToCart(cart, product(2))
    expect(cartCount(cart)).toBe(2)
    expect(remaining(cart, product(2))).toBe(0)
    expect(setQuantity(cart, 'p1', 50)[0].quantity).toBe(2)
  })

  it('adds nothing when the product is out of stock', () => {
    expect(addToCart([], product(0))).toEqual([])
  })

  it('drops a line whose quantity goes to zero and totals the rest', () => {
    const cart = addToCart(addToCart([], product(5)), product(3, 'p2'))
    expect(cartTotal(setQuantity(cart, 'p2', 2))).toBe(3 * 1999)
    expect(setQuantity(cart, 'p1', 0).map((i) => i.id)).toEqual(['p2'])
  })

  it('reads a damaged stored cart as empty', () => {
    expect(parseCart('{')).toEqual([])
    expect(parseCart('[{"id":"p1","name":"x","price":"free","stock":1,"quantity":1}]')).toEqual([])
  })
})
