import { accountMeta } from '../features/auth/page-meta.ts'
import { CartPage } from '../features/shop/cart-page.tsx'
import { cartAction, loadCartPage } from '../features/shop/cart-page-data.server.ts'
import { ShopUnavailable } from '../features/shop/shop-unavailable.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import type { Route } from './+types/shop-cart'

/** One visitor's cart: never in the HTML cache (no `htmlCache` handle), nor in a shared cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'shop', { section: 'cart_page', noindex: true })

/** /{username}/cart: the cart kept in a cookie, where Add to cart leads before the storefront's script runs (decision 0081). */
export function loader(args: Route.LoaderArgs) {
  const { context, params } = args
  return loadCartPage(args, params.username, routeTranslations(context, ['shop.cart', 'shop.store', 'shop.cart_page']))
}

export const action = (args: Route.ActionArgs) => cartAction(args, args.params.username)

export default function ShopCart({ loaderData }: Route.ComponentProps) {
  const { cart, total_label } = loaderData
  if (!cart) return <ShopUnavailable />
  return <CartPage key={cart.username} username={cart.username} currency={cart.currency} items={cart.items} totalLabel={total_label} />
}
