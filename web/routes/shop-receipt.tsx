import { OrderParams } from '../../contract/shop-api.ts'
import { getRequestContext } from '../context.ts'
import { ReceiptPage } from '../features/shop/receipt-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/shop-receipt'

/** /shop/receipt/{orderId}: an order's receipt; the unguessable order id is the key (no login). */
export async function loader({ params, context }: Route.LoaderArgs) {
  // Unknown or malformed ids read as "not found", as the API answers them.
  const receipt = OrderParams.safeParse(params).success
    ? await getRequestContext(context)
        .services.shopCheckout.receipt(params.orderId)
        .catch(() => null)
    : null
  return { receipt, i18n: routeTranslations(context, ['shop', 'errors.shop']) }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'shop.receipt', { noindex: true })

export default function ShopReceipt({ loaderData }: Route.ComponentProps) {
  return <ReceiptPage receipt={loaderData.receipt} />
}
