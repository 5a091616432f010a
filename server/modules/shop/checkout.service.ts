import { createHash, randomUUID } from 'node:crypto'
import type { Language } from '../../../contract/language.ts'
import { SHOP_CURRENCY_INFO } from '../../../contract/shop.ts'
import { type CheckoutInput, type Receipt, thankYouPath } from '../../../contract/shop-checkout.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { Order, Product } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { Translate } from '../../i18n.ts'
import type { MarketplaceEvent, MarketplacePort } from '../../ports/payments/index.ts'
import type { Mailer } from '../mail/mailer.ts'
import { isShopSuspended, restrictedAmong } from '../moderation/enforcement.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import { assertUnitsWithinCap, createBuyerHolds, holdMinutes } from './buyer-holds.ts'
import { assertWithinLimits, fieldError, wantedQuantities } from './cart-rules.ts'
import { createPaidOrderNotices } from './paid-order-notices.ts'
import type { SellerRow, ShopRepository } from './shop.repository.ts'
import { formatMoney, orderItem } from './shop-json.ts'
import { isOpenShop } from './shop-rules.ts'
import { type TraderRules, takesOrders } from './trader-gate.ts'

/** Stripe's largest card charge (999,999.99); also keeps order totals far inside the int column. */
export const MAX_CHARGE = 99_999_999
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Pending orders one sweep releases at most (the next run takes the rest). */
const SWEEP_BATCH = 200

export interface CheckoutDeps {
  db: Database
  repo: ShopRepository
  marketplace: MarketplacePort
  mailer: Mailer
  notifications: Pick<NotificationsService, 'notify'>
  translator: (lang: Language) => Translate
  publicUrl: string
  platformFeePercent: number
  /** A seller without trader details, or suspended, takes no orders (decision 0082). */
  traders: Pick<TraderRules, 'state'>
  now?: () => Date
}

type Wanted = ReturnType<typeof wantedQuantities>

export type CheckoutEvent = Exclude<MarketplaceEvent, { type: 'account.updated' }>

/**
 * Shop checkout: the server re-reads every product and price, reserves the stock of the whole cart
 * in one transaction (rows locked in id order), opens the provider's session and releases the
 * stock again when that fails. Paid, failed and expired outcomes of both adapters (Stripe events,
 * the local test checkout, the sweeper) go through `applyEvent`, once per event id.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db, repo, marketplace, mailer, notifications, translator, publicUrl, platformFeePercent } = deps
  const now = deps.now ?? (() => new Date())

  const holds = createBuyerHolds(repo)
  const announcePaid = createPaidOrderNotices({ repo, mailer, notifications, translator, publicUrl })

  /**
   * Checks the cart (`wanted`: quantities per product) against the locked rows and the units the
   * buyer's other checkouts hold, and takes the stock; returns the order's lines.
   */
  async function reserve(tx: Executor, seller: SellerRow, input: CheckoutInput, wanted: Wanted, held: Map<string, number>) {
    const sellerId = seller.id
    const ids = [...wanted.keys()].sort()
    const rows = new Map((await repo.lockProducts(tx, ids)).map((p) => [p.id, p]))
    // A product restricted by a moderation decision is not for sale, even from an old cart (decision 0081).
    const dark = await restrictedAmong(tx, 'product', ids)
    const lines: { product: Product; quantity: number; index: number }[] = []
    for (const [id, { quantity, index }] of wanted) {
      const product = rows.get(id)
      // Deleted, unknown, restricted and other sellers' products are all "no longer available".
      if (!product || product.userId !== sellerId || dark.has(id))
        throw fieldError('SHOP_PRODUCT_UNAVAILABLE', index, 'errors.shop.product_unavailable')
      lines.push({ product, quantity, index })
    }
    assertWithinLimits(seller, lines)
    assertUnitsWithinCap(seller, lines, held)
    const currencies = new Set(lines.map((l) => l.product.currency))
    if (currencies.size !== 1) throw new AppError('SHOP_MIXED_CURRENCIES')
    for (const { product, quantity } of lines) {
      if (product.stock < quantity) {
        const index = wanted.get(product.id)?.index ?? 0
        throw fieldError('SHOP_OUT_OF_STOCK', index, 'errors.shop.out_of_stock', { name: product.name, available: product.stock })
      }
    }
    const currency = lines[0]?.product.currency ?? 'eur'
    const total = lines.reduce((sum, l) => sum + l.product.priceCents * l.quantity, 0)
    const { minimumCharge } = SHOP_CURRENCY_INFO[currency]
    if (total < minimumCharge)
      throw new AppError('SHOP_BELOW_MINIMUM', undefined, { params: { minimum: formatMoney(minimumCharge, currency) } })
    if (total > MAX_CHARGE) throw new AppError('SHOP_ABOVE_MAXIMUM', undefined, { params: { maximum: formatMoney(MAX_CHARGE, currency) } })
    if (input.expected_total !== undefined && input.expected_total !== total) throw new AppError('SHOP_TOTAL_CHANGED')
    for (const { product, quantity } of lines) await repo.addStock(tx, product.id, -quantity)
    return { lines, currency, total }
  }

  /** Puts a pending order's units back and closes it as failed or expired. */
  async function release(tx: Executor, order: Order, status: 'failed' | 'expired') {
    if (order.status !== 'pending') return
    for (const item of await repo.itemsOf(tx, [order.id])) {
      if (item.productId) await repo.addStock(tx, item.productId, item.quantity)
    }
    await repo.updateOrder(tx, order.id, { status })
  }

  async function paid(tx: Executor, order: Order, event: Extract<CheckoutEvent, { type: 'shop.checkout.paid' }>) {
    if (order.status === 'paid' || order.status === 'refunded') return
    if (order.status !== 'pending') {
      // Paid after our sweeper released it (the provider's session outlived our hold by a moment):
      // the money is taken, so the units are taken again.
      for (const item of await repo.itemsOf(tx, [order.id])) {
        if (item.productId) await repo.addStock(tx, item.productId, -item.quantity)
      }
    }
    const updated = await repo.updateOrder(tx, order.id, {
      status: 'paid',
      paidAt: now(),
      providerPaymentId: event.paymentId ?? order.providerPaymentId,
      customerEmail: event.customerEmail ?? order.customerEmail,
    })
    await announcePaid(tx, updated)
  }

  async function applyEventIn(tx: Executor, eventId: string, event: CheckoutEvent) {
    if (!(await repo.claimEvent(tx, eventId, event.type))) return { applied: false }
    // The order id comes from the provider's metadata: only a well-formed one is looked up.
    const orderId = event.orderId && UUID.test(event.orderId) ? event.orderId : undefined
    const order = (orderId && (await repo.lockOrder(tx, orderId))) || (await repo.lockOrderBySession(tx, event.sessionId))
    // Not one of our orders (made by hand in the provider's dashboard).
    if (!order) return { applied: false }
    if (event.type === 'shop.checkout.paid') await paid(tx, order, event)
    else await release(tx, order, event.type === 'shop.checkout.failed' ? 'failed' : 'expired')
    return { applied: true }
  }

  const applyEvent = (eventId: string, event: CheckoutEvent) => db.transaction((tx) => applyEventIn(tx, eventId, event))

  /**
   * Ends a pending checkout: the provider's session is closed first, so it cannot be paid after its
   * units went back on sale; one paid meanwhile (its webhook missed or late) is booked as paid.
   */
  async function close(order: Pick<Order, 'id' | 'providerSessionId'>, by: 'sweep' | 'cancel') {
    const ids = { sessionId: order.providerSessionId, orderId: order.id }
    const placeholder = order.providerSessionId.startsWith('pending_')
    const outcome = placeholder ? 'expired' : await marketplace.expireCheckout(order.providerSessionId)
    const { applied } =
      outcome === 'expired'
        ? await applyEvent(`${by}_${order.id}`, { type: 'shop.checkout.expired', ...ids })
        : await applyEvent(`${by}_${order.id}_paid`, { type: 'shop.checkout.paid', ...ids })
    return { outcome, applied }
  }

  return {
    applyEvent,

    /** `POST /api/shop/create-checkout-session-shop`; `client` is the buyer's address (stored hashed). */
    async createCheckout(input: CheckoutInput, language: Language, client: { ip: string }): Promise<{ url: string }> {
      const seller = await repo.sellerByUsername(db, input.page_name)
      if (!seller || !isOpenShop(seller) || (await isShopSuspended(db, seller.id))) throw new AppError('SHOP_NOT_FOUND')
      if (!seller.stripeAccountId || !seller.stripeChargesEnabled) throw new AppError('SHOP_SELLER_NOT_READY')
      if (!takesOrders(await deps.traders.state(seller.id))) throw new AppError('SHOP_NOT_TAKING_ORDERS')
      const accountId = seller.stripeAccountId
      const buyer = { client: createHash('sha256').update(client.ip).digest('hex'), email: input.email ?? null }
      const expiresAt = new Date(now().getTime() + holdMinutes(buyer) * 60_000)
      const { order, lines } = await db.transaction(async (tx) => {
        const wanted = wantedQuantities(input.cart)
        const held = await holds.admit(tx, buyer, [...wanted.keys()], now())
        const reserved = await reserve(tx, seller, input, wanted, held)
        const created = await repo.insertOrder(
          tx,
          {
            sellerId: seller.id,
            sellerUsername: seller.username,
            customerEmail: input.email ?? null,
            totalCents: reserved.total,
            currency: reserved.currency,
            status: 'pending',
            provider: marketplace.kind,
            // Replaced by the provider's id once the session exists (unique, so a placeholder).
            providerSessionId: `pending_${randomUUID()}`,
            expiresAt,
            platformFeeCents: Math.floor((reserved.total * platformFeePercent) / 100),
            language,
            client: buyer.client,
          },
          reserved.lines.map(({ product, quantity }) => ({
            productId: product.id,
            productName: product.name,
            unitPriceCents: product.priceCents,
            quantity,
            totalCents: product.priceCents * quantity,
            currency: product.currency,
          })),
        )
        return { order: created, lines: reserved.lines }
      })
      try {
        const session = await marketplace.createCheckout({
          orderId: order.id,
          accountId,
          currency: order.currency,
          lines: lines.map(({ product, quantity }) => ({ name: product.name, unitAmount: product.priceCents, quantity })),
          applicationFee: order.platformFeeCents,
          expiresAt,
          customerEmail: input.email,
          successUrl: `${publicUrl}${thankYouPath(seller.username)}`,
          cancelUrl: `${publicUrl}${cancelPath(order.id)}`,
          locale: language,
        })
        await repo.setOrderSession(db, order.id, session.sessionId)
        return { url: session.url }
      } catch (error) {
        await db.transaction(async (tx) => {
          const locked = await repo.lockOrder(tx, order.id)
          if (locked) await release(tx, locked, 'failed')
        })
        throw error instanceof AppError ? error : new AppError('CHECKOUT_FAILED', undefined, { cause: error })
      }
    },

    /**
     * The buyer left the provider's page (Stripe's cancel_url, the test checkout's back link): the
     * session is closed and its stock released at once. Answers where to send the buyer.
     */
    async cancel(orderId: string): Promise<string> {
      const order = await repo.findOrder(db, orderId)
      if (!order) throw new AppError('NOT_FOUND')
      // A provider that does not answer now leaves the order to the sweeper.
      if (order.status === 'pending') await close(order, 'cancel').catch(() => undefined)
      return `/${encodeURIComponent(order.sellerUsername)}/shop`
    },

    async receipt(orderId: string): Promise<Receipt> {
      const order = await repo.findOrder(db, orderId)
      if (!order) throw new AppError('NOT_FOUND')
      const items = await repo.itemsOf(db, [order.id])
      return {
        id: order.id,
        seller_username: order.sellerUsername,
        status: order.status,
        created_at: order.createdAt.toISOString(),
        paid_at: order.paidAt?.toISOString() ?? null,
        // Anyone holding the link reads this page: enough of the address for the buyer to know it, not to mail it.
        customer_email: order.customerEmail ? maskEmail(order.customerEmail) : null,
        currency: order.currency,
        total_price: order.totalCents,
        items: items.map(orderItem),
      }
    },

    /**
     * Settles checkouts whose hold ran out and whose events never came: the provider's session is
     * closed first, so it cannot be paid after its units went back on sale; a session that was paid
     * meanwhile (its webhook missed or late) is booked as paid instead. One failing provider call
     * does not hold up the rest; the job is retried when any failed.
     */
    async sweep(): Promise<{ released: number; paid: number; failed: number }> {
      const result = { released: 0, paid: 0, failed: 0 }
      for (const order of await repo.expiredPending(db, now(), SWEEP_BATCH)) {
        try {
          const { outcome, applied } = await close(order, 'sweep')
          if (applied) result[outcome === 'expired' ? 'released' : 'paid']++
        } catch {
          result.failed++
        }
      }
      if (result.failed > 0) throw new Error(`shop sweep: ${result.failed} checkout(s) could not be settled`)
      return result
    },
  }
}

/** Where leaving a checkout goes: it ends the checkout (the order id is the buyer's key, as for receipts). */
export const cancelPath = (orderId: string) => `/api/shop/checkout/${orderId}/cancel`

export type CheckoutService = ReturnType<typeof createCheckoutService>

/** `mila@example.com` → `m•••@example.com`: the first character of the local part and the domain. */
export function maskEmail(email: string) {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${Array.from(email.slice(0, at))[0]}•••${email.slice(at)}`
}
