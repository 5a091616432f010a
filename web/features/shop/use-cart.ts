import { useCallback, useEffect, useRef, useState } from 'react'
import { addToCart, type CartItem, type CartProduct, cartKey, parseCart, removeFromCart, setQuantity } from './cart.ts'
import { type CookieLine, cartCookie, readCartCookie } from './cart-cookie.ts'

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

/** Removes a seller's saved cart (after a paid checkout, on /thank-you), the cookie cart too. */
export function clearCart(username: string) {
  write(username, [])
  writeCookie(username, [])
}

function writeCookie(username: string, lines: CookieLine[]) {
  // biome-ignore lint/suspicious/noDocumentCookie: ids and counts the cart page's action wrote for this script to take over
  document.cookie = cartCookie(username, lines, window.location.protocol === 'https:')
}

/**
 * Moves the lines of the cookie cart (what was added before the script ran, decision 0081) whose
 * products `known` describes into `cart`, each capped at its stock; the rest stay in the cookie.
 */
function mergeCookieCart(username: string, cart: CartItem[], known: readonly CartProduct[]) {
  const lines = readCartCookie(document.cookie, username)
  if (lines.length === 0) return cart
  let merged = cart
  const rest: CookieLine[] = []
  for (const line of lines) {
    const product = known.find((p) => p.id === line.id)
    if (!product) {
      rest.push(line)
      continue
    }
    for (let i = 0; i < line.quantity; i++) merged = addToCart(merged, product)
  }
  write(username, merged)
  writeCookie(username, rest)
  return merged
}

/**
 * The seller's cart, read after hydration (the server renders an empty cart, so the first render
 * matches) and written back on every change; another tab's change shows up here too. A cookie
 * cart of the products in `known` joins it then.
 */
export function useCart(username: string, known: readonly CartProduct[] = []) {
  const [cart, setCart] = useState<CartItem[]>([])
  const products = useRef(known)
  products.current = known

  useEffect(() => {
    // Empty and still empty keeps the same state, so the page is not rendered a second time after hydrating.
    const saved = mergeCookieCart(username, read(username), products.current)
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
