import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import {
  CurrencyInput,
  OrderPage,
  PageQuery,
  Product,
  ProductIdParams,
  ProductImageParams,
  ProductInput,
  ProductPage,
  SellerDashboard,
  SellerStatus,
  ShopEnabledInput,
  ShopLimitsInput,
  StorefrontQuery,
  TradedStorefront,
} from './shop.ts'
import { CheckoutInput, Receipt, RedirectUrl, ShopLocalCheckoutView, ShopLocalPayInput } from './shop-checkout.ts'

/**
 * Every call of the shop (issue #14). "ai" calls are checked again in the services; the order id
 * of a receipt is its unguessable key; the two `checkout/local` calls serve the test checkout.
 */

export const SessionParams = z.object({ sessionId: z.string().min(1).max(200) })
export const ShopUsernameParams = z.object({ username: z.string().max(100) })
export const OrderParams = z.object({ orderId: z.uuid('errors.not_found') })
export const LocalPayResult = z.object({ redirectUrl: z.string() })
export const WebhookReceived = z.object({ received: z.literal(true) })

const seller = { access: 'ai', tag: 'shop' } as const
const visitor = { access: 'public', tag: 'shop' } as const

export const shopApi = {
  status: endpoint({ ...seller, method: 'GET', path: '/api/shop/status', summary: "The seller's shop settings", response: SellerStatus }),
  setEnabled: endpoint({
    ...seller,
    method: 'POST',
    path: '/api/shop/update-shop-enabled',
    summary: 'Open or close the shop',
    body: ShopEnabledInput,
    response: SellerStatus,
  }),
  setLimits: endpoint({
    ...seller,
    method: 'POST',
    path: '/api/shop/update-limits',
    summary: 'Most units per product and per checkout',
    body: ShopLimitsInput,
    response: SellerStatus,
  }),
  setCurrency: endpoint({
    ...seller,
    method: 'POST',
    path: '/api/shop/update-currency',
    summary: "The shop's currency (products follow it)",
    body: CurrencyInput,
    response: SellerStatus,
  }),
  products: endpoint({
    ...seller,
    method: 'GET',
    path: '/api/shop/my-products',
    summary: "The seller's products, 12 per page",
    query: PageQuery,
    response: ProductPage,
  }),
  addProduct: endpoint({
    ...seller,
    method: 'POST',
    path: '/api/shop/add-product',
    summary: 'Add a product (multipart: product fields and up to 4 `images`)',
    form: { fields: ProductInput, files: ['images'] },
    response: Product,
    status: 201,
  }),
  editProduct: endpoint({
    ...seller,
    method: 'PUT',
    path: '/api/shop/edit/:id',
    summary: 'Edit an own product',
    params: ProductIdParams,
    body: ProductInput,
    response: Product,
  }),
  deleteProduct: endpoint({
    ...seller,
    method: 'DELETE',
    path: '/api/shop/delete/:id',
    summary: 'Delete an own product',
    params: ProductIdParams,
    response: null,
    status: 204,
  }),
  addImage: endpoint({
    ...seller,
    method: 'POST',
    path: '/api/shop/products/:id/images',
    summary: 'Add an image to an own product (multipart: image)',
    params: ProductIdParams,
    form: { fields: z.object({}), files: ['image'] },
    response: Product,
  }),
  removeImage: endpoint({
    ...seller,
    method: 'DELETE',
    path: '/api/shop/products/:id/images/:index',
    summary: 'Remove an image of an own product',
    params: ProductImageParams,
    response: Product,
  }),
  orders: endpoint({
    ...seller,
    method: 'GET',
    path: '/api/shop/my-orders',
    summary: "The seller's orders, 12 per page",
    query: PageQuery,
    response: OrderPage,
  }),
  connect: endpoint({
    ...seller,
    method: 'POST',
    path: '/api/shop/stripe-connect',
    summary: 'Start or continue payout onboarding',
    response: RedirectUrl,
  }),
  completeLocalConnect: endpoint({
    ...seller,
    method: 'POST',
    path: '/api/shop/connect/local/complete',
    summary: 'Built-in onboarding: the seller is ready (local adapter)',
    response: SellerStatus,
  }),
  // Stripe sends the browser back to these two (return_url, refresh_url): plain redirects.
  connectReturn: endpoint({
    method: 'GET',
    path: '/api/shop/connect/return',
    access: 'user',
    tag: 'shop',
    summary: 'Stripe onboarding return_url',
    response: null,
  }),
  connectRefresh: endpoint({
    method: 'GET',
    path: '/api/shop/connect/refresh',
    access: 'user',
    tag: 'shop',
    summary: 'Stripe onboarding refresh_url',
    response: null,
  }),
  payoutsDashboard: endpoint({
    ...seller,
    method: 'POST',
    path: '/api/shop/stripe-dashboard',
    summary: 'Open the payouts dashboard',
    response: RedirectUrl,
  }),
  sellerDashboard: endpoint({
    ...seller,
    method: 'GET',
    path: '/api/shop/dashboard',
    summary: 'Sales and payouts so far (local dashboard)',
    response: SellerDashboard,
  }),
  storefront: endpoint({
    ...visitor,
    method: 'GET',
    path: '/api/shop/public/:username/shop',
    summary: 'A public storefront',
    params: ShopUsernameParams,
    query: StorefrontQuery,
    response: TradedStorefront,
  }),
  checkout: endpoint({
    ...visitor,
    method: 'POST',
    path: '/api/shop/create-checkout-session-shop',
    summary: "Check out a cart of one seller's products",
    body: CheckoutInput,
    response: RedirectUrl,
  }),
  cancelCheckout: endpoint({
    ...visitor,
    method: 'GET',
    path: '/api/shop/checkout/:orderId/cancel',
    summary: 'Leave a checkout: its stock goes back on sale, then on to the shop',
    params: OrderParams,
    response: null,
  }),
  receipt: endpoint({
    ...visitor,
    method: 'GET',
    path: '/api/shop/receipt/:orderId',
    summary: 'Receipt of an order',
    params: OrderParams,
    response: Receipt,
  }),
  localCheckout: endpoint({
    method: 'GET',
    path: '/api/shop/checkout/local/:sessionId',
    access: 'local-dev',
    tag: 'shop',
    summary: 'Test checkout: the shop order being paid',
    params: SessionParams,
    response: ShopLocalCheckoutView,
  }),
  localPay: endpoint({
    method: 'POST',
    path: '/api/shop/checkout/local/:sessionId/pay',
    access: 'local-dev',
    tag: 'shop',
    summary: 'Test checkout: pay a shop order with a test card',
    params: SessionParams,
    body: ShopLocalPayInput,
    response: LocalPayResult,
  }),
  /** Signed by Stripe (STRIPE_CONNECT_WEBHOOK_SECRET) over the raw body. */
  connectWebhook: endpoint({
    ...visitor,
    method: 'POST',
    path: '/api/webhooks/stripe-connect',
    summary: 'Stripe Connect and shop checkout webhook (signed)',
    response: WebhookReceived,
  }),
}
