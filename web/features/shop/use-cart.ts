import { useCallback, useEffect, useState } from 'react'
import { addToCart, type CartItem, type CartProduct, cartKey, parseCart, removeFromCart, setQuantity } from './cart.ts'

function read(username: string) {
  try {
    return parseCart(window.localStorage.getItem(cartKey(username)))
  } catch {
    return [] // storage blocked (private mode, policy): the cart lives for this page only
  }
}

function write(username: string, cart: CartItem[]) {
  try {
    if (cart.length === 0) window.localStorage.removeItem(cartKey(username))
    else window.localStorage.setItem(cartKey(username), JSON.stringify(cart))
  } catch {
    // see read()
  }
}

/** Removes a seller's saved cart (after a paid checkout, on /thank-you). */
export function clearCart(username: string) {
  write(username, [])
}

/**
 * The seller's cart, read after hydration (the server renders an empty cart, so the first render
 * matches) and written back on every change; another tab's change shows up here too.
 */
export function useCart(username: string) {
  const [cart, setCart] = useState<CartItem[]>([])

  useEffect(() => {
    // Empty and still empty keeps the same state, so the page is not rendered a second time after hydrating.
    const saved = read(username)
    setCart((current) => (saved.length === 0 && current.length === 0 ? current : saved))
    const sync = (event: StorageEvent) => event.key === cartKey(username) && setCart(parseCart(event.newValue))
    window.addEventListener('storage', sync)
    return () => window.removeEventListener('storage', sync)
  }, [username])

  const update = useCallback(
    (change: (cart: CartItem[]) => CartItem[]) =>
      setCart((current) => {
        const next = change(current)
        write(username, next)
        return next
      }),
    [username],
  )

  return {
    cart,
    add: useCallback((product: CartProduct) => update((c) => addToCart(c, product)), [update]),
    remove: useCallback((id: string) => update((c) => removeFromCart(c, id)), [update]),
    setQuantity: useCallback((id: string, quantity: number) => update((c) => setQuantity(c, id, quantity)), [update]),
  }
}
