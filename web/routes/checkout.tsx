import { data, redirect } from 'react-router'
import { LOCAL_SHOP_SESSION_PREFIX } from '../../contract/shop.ts'
import { getRequestContext } from '../context.ts'
import { CheckoutNotFound, CheckoutPage } from '../features/checkout/checkout-page.tsx'
import { ShopCheckoutPage } from '../features/shop/shop-checkout-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { errorResponse } from '../lib/api-error.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/checkout'

/**
 * The built-in test checkout: only while Stripe is not configured, and only for a browser on this
 * machine in development mode (a test card pays without money); otherwise always 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, localDevClient } = getRequestContext(context)
  const i18n = routeTranslations(context, ['checkout', 'billing.checkout_not_found', 'login', 'shop', 'errors.shop'])
  if (!localDevClient) return data({ checkout: null, shopSession: null, i18n }, { status: 404 })
  // A shop order's session: the page reads and pays it through the shop's test-checkout calls.
  if (params.sessionId.startsWith(LOCAL_SHOP_SESSION_PREFIX)) {
    const view = await services.shopLocalCheckout.view(params.sessionId).catch(() => null)
    return { checkout: null, shopSession: { sessionId: params.sessionId, view }, i18n }
  }
  try {
    const checkout = await services.localCheckout.getLocalCheckout(params.sessionId)
    // Paid already (back button, second tab): the next step is the success page.
    if (checkout.paid) throw redirect('/register-success')
    return { checkout, shopSession: null, i18n }
  } catch (error) {
    return errorResponse(error, ['CHECKOUT_NOT_FOUND'], { checkout: null, shopSession: null, i18n })
  }
}

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, 'checkout'), { name: 'robots', content: 'noindex' }]

export default function Checkout({ loaderData }: Route.ComponentProps) {
  if (loaderData.shopSession) return <ShopCheckoutPage {...loaderData.shopSession} />
  return loaderData.checkout ? <CheckoutPage checkout={loaderData.checkout} /> : <CheckoutNotFound />
}
