/**
 * The visitor's cart for one seller, kept in the browser (spec §3 Cart item: "saved per seller
 * locally"). Prices here are for display only: the checkout sends ids and quantities, and the
 * server re-reads every product and price.
 */
export interface CartItem {
  id: string
  name: string
  /** Minor units of the shop's currency, as the storefront showed it. */
  price: number
  image: string | null
  /** The stock the storefront showed; the cart never holds more. */
  stock: number
  quantity: number
}

export type CartProduct = Omit<CartItem, 'quantity'>

/** One localStorage key per seller, so two shops never share a cart. */
export function cartKey(username: string) {
  return `cart_${username.toLowerCase()}`
}

/** How many more of a product the cart can take (0 means "Out of stock" for this visitor). */
export function remaining(cart: readonly CartItem[], product: Pick<CartProduct, 'id' | 'stock'>) {
  const held = cart.find((item) => item.id === product.id)?.quantity ?? 0
  return Math.max(0, product.stock - held)
}

export function addToCart(cart: readonly CartItem[], product: CartProduct): CartItem[] {
  if (remaining(cart, product) === 0) return [...cart]
  const held = cart.find((item) => item.id === product.id)
  if (!held) return [...cart, { ...product, quantity: 1 }]
  return cart.map((item) => (item.id === product.id ? { ...item, ...product, quantity: item.quantity + 1 } : item))
}

export function removeFromCart(cart: readonly CartItem[], id: string): CartItem[] {
  return cart.filter((item) => item.id !== id)
}

/** A quantity from the dialog, kept between 1 and the stock (0 or less removes the line). */
export function setQuantity(cart: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity < 1) return removeFromCart(cart, id)
  return cart.map((item) => (item.id === id ? { ...item, quantity: Math.min(Math.floor(quantity), item.stock) } : item))
}

export function cartCount(cart: readonly CartItem[]) {
  return cart.reduce((sum, item) => sum + item.quantity, 0)
}

export function cartTotal(cart: readonly CartItem[]) {
  return cart.reduce((sum, item) => sum + item.price * item.quantity, 0)
}

/** A stored cart, or an empty one when it is missing or not what this code wrote. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    return value.filter(
      (item): item is CartItem =>
        typeof item?.id === 'string' &&
        typeof item.name === 'string' &&
        Number.isInteger(item.price) &&
        Number.isInteger(item.stock) &&
        Number.isInteger(item.quantity) &&
        item.quantity > 0,
    )
  } catch {
    return []
  }
}
