import { data, type RouterContextProvider, redirect } from 'react-router'
import { CheckoutInput } from '../../../contract/shop-checkout.ts'
import { getRequestContext } from '../../context.ts'
import { formAction } from '../../lib/form-action.server.ts'
import { formatMoney } from '../../lib/format.ts'
import { cartTotal } from './cart.ts'
import { CART_QUANTITY_MAX, type CookieLine, cartCookie, readCartCookie, setLine } from './cart-cookie.ts'
import type { CartPageLine } from './view-types.ts'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** The cookie cart's lines with the seller's current products (gone ones left out), or null for a closed shop. */
async function cartOf({ request, context }: Args, username: string) {
  const { services, lang } = getRequestContext(context)
  const lines = readCartCookie(request.headers.get('cookie'), username)
  try {
    const shop = await services.shop.cartProducts(
      username,
      lines.map((line) => line.id),
    )
    const items: CartPageLine[] = []
    for (const line of lines) {
      const product = shop.products.find((p) => p.id === line.id)
      if (!product) continue
      items.push({
        id: product.id,
        name: product.name,
        price: product.price,
        price_label: formatMoney(product.price, shop.currency, lang),
        image: product.images[0]?.url ?? null,
        stock: product.stock,
        quantity: Math.min(line.quantity, product.stock),
      })
    }
    return { username: shop.username, currency: shop.currency, items }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SHOP_NOT_FOUND') return null
    throw error
  }
}

/** /{username}/cart: the cart kept in the cookie (a 404 for a closed or unknown shop). */
export async function loadCartPage<T>(args: Args, username: string, i18n: T) {
  const { lang } = getRequestContext(args.context)
  const cart = await cartOf(args, username)
  if (!cart) return data({ cart: null, total_label: '', i18n }, { status: 404 })
  return { cart, total_label: formatMoney(cartTotal(cart.items), cart.currency, lang), i18n }
}

/**
 * The cart page's form posts: `add` (the storefront's Add to cart before or without its script),
 * `set` (a line's quantity; 0 removes it) and `checkout`, which calls the same checkout service as
 * the API (stock holds, per-buyer limits) and sends the buyer on to the payment page.
 */
export function cartAction(args: Args, username: string) {
  return formAction(args, async ({ ctx, form, fields }) => {
    const secure = ctx.publicUrl.startsWith('https:')
    const here = `/${encodeURIComponent(username)}/cart`
    const cart = await cartOf(args, username)
    // A shop closed meanwhile: its storefront says so.
    if (!cart) return redirect(`/${encodeURIComponent(username)}/shop`, 303)
    const lines: CookieLine[] = cart.items.map(({ id, quantity }) => ({ id, quantity }))
    const store = (next: CookieLine[], to = here) =>
      redirect(to, { status: 303, headers: { 'Set-Cookie': cartCookie(username, next, secure) } })

    if (fields.intent === 'checkout') {
      const input = CheckoutInput.parse({
        cart: lines,
        page_name: username,
        expected_total: Number.isInteger(Number(fields.expected_total)) ? Number(fields.expected_total) : undefined,
      })
      const { url } = await ctx.services.shopCheckout.createCheckout(input, ctx.lang, { ip: form.ip })
      // Kept until the paid checkout's thank-you page, as the script's cart is.
      return redirect(url, 303)
    }
    const id = fields.product ?? ''
    if (fields.intent === 'add') {
      // A product gone or sold out meanwhile is not added; the cart page shows what is.
      const product = (await ctx.services.shop.cartProducts(username, [id])).products[0]
      if (!product) return store(lines)
      const held = lines.find((line) => line.id === id)?.quantity ?? 0
      return store(setLine(lines, id, Math.min(held + 1, product.stock, CART_QUANTITY_MAX)))
    }
    if (fields.intent === 'set' && lines.some((line) => line.id === id)) {
      const item = cart.items.find((line) => line.id === id)
      const wanted = Math.floor(Number(fields.quantity))
      return store(setLine(lines, id, Number.isFinite(wanted) ? Math.min(wanted, item?.stock ?? 0) : 0))
    }
    return store(lines)
  })
}
