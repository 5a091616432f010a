import type { Executor } from '../../db/client.ts'
import type { Order } from '../../db/schema/index.ts'
import type { CheckoutDeps } from './checkout.service.ts'
import { formatMoney } from './shop-json.ts'

/**
 * What a paid order tells people, in the same transaction as the payment is booked: the seller
 * (a notification and a mail, in their language) and the buyer (a receipt mail with its link, in
 * the checkout's language).
 */
export function createPaidOrderNotices(deps: Pick<CheckoutDeps, 'repo' | 'mailer' | 'notifications' | 'translator' | 'publicUrl'>) {
  const { repo, mailer, notifications, translator, publicUrl } = deps
  return async function announcePaid(tx: Executor, order: Order) {
    if (!order.sellerId) return
    const seller = await repo.sellerById(tx, order.sellerId)
    const items = await repo.itemsOf(tx, [order.id])
    const lines = items.map((i) => `${i.productName} × ${i.quantity}`).join(', ')
    const total = formatMoney(order.totalCents, order.currency)
    if (seller) {
      const t = translator(seller.language)
      const vars = { username: seller.username, lines, total, email: order.customerEmail ?? '–', ordersUrl: `${publicUrl}/shop` }
      await notifications.notify(seller.id, t('email.shop.sold_notification', vars), { tx })
      await mailer.send(
        { to: seller.email, kind: 'shop.sold', subject: t('email.shop.sold_subject', vars), text: t('email.shop.sold_body', vars) },
        { tx },
      )
    }
    if (order.customerEmail) {
      const t = translator(order.language)
      const vars = { seller: order.sellerUsername, lines, total, receiptUrl: `${publicUrl}/shop/receipt/${order.id}` }
      await mailer.send(
        {
          to: order.customerEmail,
          kind: 'shop.receipt',
          subject: t('email.shop.receipt_subject', vars),
          text: t('email.shop.receipt_body', vars),
        },
        { tx },
      )
    }
  }
}
