import { z } from 'zod'
import { CardInput } from './billing.ts'
import { CART_LINES_MAX, CART_QUANTITY_MAX, ORDER_STATUSES, OrderItem, SHOP_CURRENCIES } from './shop.ts'

/** The shop's checkout side (issue #14): cart, checkout, receipt and the local test checkout. The calls are in shop-api.ts. */

export const receiptPath = (orderId: string) => `/shop/receipt/${orderId}`
export const thankYouPath = (username: string) => `/thank-you?u=${encodeURIComponent(username)}`

/** A cart line as the browser keeps it; the server reads only id and quantity. */
export const CartLine = z.object({
  id: z.uuid('errors.shop.product_not_found'),
  quantity: z
    .number('errors.shop.quantity_invalid')
    .int('errors.shop.quantity_invalid')
    .min(1, 'errors.shop.quantity_invalid')
    .max(CART_QUANTITY_MAX, 'errors.shop.quantity_invalid'),
})

export const CheckoutInput = z.object({
  cart: z.array(CartLine).min(1, 'errors.shop.cart_empty').max(CART_LINES_MAX, 'errors.shop.cart_too_large'),
  /** The seller's username (the spec's page_name). */
  page_name: z.string().trim().min(1).max(100),
  /** Total the buyer saw (minor units); when it differs from the server's the checkout is refused. */
  expected_total: z.number().int().min(0).optional(),
  email: z.email('validation.email').max(254).optional(),
})
export type CheckoutInput = z.output<typeof CheckoutInput>

export const RedirectUrl = z.object({ url: z.string() })

/** `GET /api/shop/receipt/{orderId}`: the buyer's and the seller's receipt page. */
export const Receipt = z.object({
  id: z.string(),
  seller_username: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  customer_email: z.string().nullable(),
  currency: z.enum(SHOP_CURRENCIES),
  total_price: z.number().int(),
  items: z.array(OrderItem),
})
export type Receipt = z.output<typeof Receipt>

/** What the test checkout page shows for a shop session. */
export const ShopLocalCheckoutView = z.object({
  sessionId: z.string(),
  kind: z.literal('shop'),
  seller_username: z.string(),
  amountCents: z.number().int(),
  currency: z.enum(SHOP_CURRENCIES),
  items: z.array(OrderItem),
  status: z.enum(ORDER_STATUSES),
  expires_at: z.string(),
  /** How long the checkout holds its units from its opening (shorter when the buyer gave no email). */
  hold_minutes: z.number().int(),
  /** Leaving the page this way ends the checkout and releases its stock (Stripe's cancel_url). */
  cancel_url: z.string(),
})
export type ShopLocalCheckoutView = z.output<typeof ShopLocalCheckoutView>

/** The test checkout's card form plus the buyer's e-mail (Stripe asks for it on its own page). */
export const ShopLocalPayInput = CardInput.extend({ email: z.email('validation.email').max(254) })
export type ShopLocalPayInput = z.output<typeof ShopLocalPayInput>
