import { cartKey } from './cart.ts'

/**
 * The cart of a visitor whose page has no script yet (or none at all): product ids and quantities
 * in a cookie per seller, written by the cart page's action (decision 0081). The page's script
 * moves it into the localStorage cart and drops it, so the cookie is readable by script.
 */
export interface CookieLine {
  id: string
  quantity: number
}

/** contract/shop.ts CART_LINES_MAX and CART_QUANTITY_MAX (not imported: it brings zod to the storefront; cart-cookie.test.ts). */
export const CART_LINES_MAX = 50
export const CART_QUANTITY_MAX = 100
const LINE = /^([0-9a-f-]{36}):(\d{1,3})$/i
/** A month, like the localStorage cart that outlives the visit. */
const MAX_AGE = 30 * 24 * 60 * 60

export const cartCookieName = cartKey

/** The lines of the seller's cart cookie in a Cookie header (or `document.cookie`). */
export function readCartCookie(header: string | null | undefined, username: string): CookieLine[] {
  const name = `${cartCookieName(username)}=`
  const raw = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(name))
    ?.slice(name.length)
  const lines: CookieLine[] = []
  for (const part of (raw ?? '').split('|')) {
    const match = LINE.exec(part)
    if (!match) continue
    const quantity = Math.min(Number(match[2]), CART_QUANTITY_MAX)
    if (quantity > 0 && !lines.some((line) => line.id === match[1])) lines.push({ id: match[1] as string, quantity })
  }
  return lines.slice(0, CART_LINES_MAX)
}

/** The Set-Cookie value holding `lines` (an empty cart removes the cookie). */
export function cartCookie(username: string, lines: readonly CookieLine[], secure: boolean) {
  const value = lines.map((line) => `${line.id}:${line.quantity}`).join('|')
  const attributes = `Path=/; SameSite=Lax; Max-Age=${value ? MAX_AGE : 0}${secure ? '; Secure' : ''}`
  return `${cartCookieName(username)}=${value}; ${attributes}`
}

/** The line's new quantity: 0 or less removes it; a new product goes to the end. */
export function setLine(lines: readonly CookieLine[], id: string, quantity: number): CookieLine[] {
  if (quantity < 1) return lines.filter((line) => line.id !== id)
  if (!lines.some((line) => line.id === id)) return [...lines, { id, quantity }].slice(0, CART_LINES_MAX)
  return lines.map((line) => (line.id === id ? { id, quantity } : line))
}
