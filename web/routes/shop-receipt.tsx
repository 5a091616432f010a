import { ReceiptPage } from '../features/shop/receipt-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/shop-receipt'

/** /shop/receipt/{orderId}: an order's receipt; the unguessable order id is the key (no login). */
export function loader({ params, context }: Route.LoaderArgs) {
  return { orderId: params.orderId, i18n: routeTranslations(context, ['shop', 'errors.shop']) }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'shop.receipt', { noindex: true })

export default function ShopReceipt({ loaderData }: Route.ComponentProps) {
  return <ReceiptPage orderId={loaderData.orderId} />
}
