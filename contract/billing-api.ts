import { z } from 'zod'
import {
  CardInput,
  CheckoutSessionParams,
  InvoiceFileParams,
  InvoiceSummary,
  LocalCheckoutView,
  LocalPayResponse,
  PlanChangeInput,
  PromoCheckInput,
  PromoCheckResponse,
  PromoCodeIdParams,
  PromoCodeView,
  PromoCreateInput,
  PromoUpdateInput,
  RedirectResponse,
  SubscriptionIdParams,
  SubscriptionView,
  WebhookReceived,
} from './billing.ts'
import { endpoint } from './endpoint.ts'

/**
 * Billing's endpoints. Apart from contract/billing.ts, whose constants and schemas the server's
 * tables and the checkout forms import: only the pages that call billing load these declarations.
 */

const billing = { tag: 'billing' } as const
// The test card pays without money: only for someone trying the app on this machine.
const testCheckout = { ...billing, access: 'local-dev' } as const
const admin = { ...billing, access: 'admin' } as const
const own = { tag: 'subscription', access: 'user' } as const

export const billingApi = {
  promoCheck: endpoint({
    ...billing,
    access: 'public',
    method: 'POST',
    path: '/api/promo/check',
    summary: 'Check a promo code for a plan before paying',
    body: PromoCheckInput,
    response: PromoCheckResponse,
  }),
  /** Signed by Stripe over the raw bytes: the route reads the body unparsed. */
  stripeWebhook: endpoint({
    ...billing,
    access: 'public',
    method: 'POST',
    path: '/api/webhooks/stripe',
    summary: 'Stripe webhook (signed)',
    response: WebhookReceived,
  }),
  localCheckout: endpoint({
    ...testCheckout,
    method: 'GET',
    path: '/api/checkout/local/:sessionId',
    summary: 'Test checkout: what is being paid',
    params: CheckoutSessionParams,
    response: LocalCheckoutView,
  }),
  localPay: endpoint({
    ...testCheckout,
    method: 'POST',
    path: '/api/checkout/local/:sessionId/pay',
    summary: 'Test checkout: pay with a test card',
    params: CheckoutSessionParams,
    body: CardInput,
    response: LocalPayResponse,
  }),
  promoCodes: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/promo-codes',
    summary: 'Promo codes (admin)',
    response: z.array(PromoCodeView),
  }),
  createPromoCode: endpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/promo-codes',
    summary: 'Create a promo code (admin)',
    body: PromoCreateInput,
    response: PromoCodeView,
    status: 201,
  }),
  updatePromoCode: endpoint({
    ...admin,
    method: 'PATCH',
    path: '/api/admin/promo-codes/:id',
    summary: 'Change a promo code (admin)',
    params: PromoCodeIdParams,
    body: PromoUpdateInput,
    response: PromoCodeView,
  }),
  // The creator's subscription page calls these; invoices are served to their owner and admins.
  subscription: endpoint({
    ...own,
    method: 'GET',
    path: '/api/users/subscription',
    summary: "The signed-in creator's subscription and invoices",
    response: SubscriptionView,
  }),
  cancelSubscription: endpoint({
    ...own,
    method: 'POST',
    path: '/api/users/subscription/cancel',
    summary: 'Cancel at the end of the paid period',
    response: SubscriptionView,
  }),
  resumeSubscription: endpoint({
    ...own,
    method: 'POST',
    path: '/api/users/subscription/resume',
    summary: 'Undo a cancellation before the period ends',
    response: SubscriptionView,
  }),
  changePlan: endpoint({
    ...own,
    method: 'POST',
    path: '/api/users/subscription/plan',
    summary: 'Upgrade now (prorated) or change plan / cycle at the period end',
    body: PlanChangeInput,
    response: SubscriptionView,
  }),
  updateCard: endpoint({
    ...own,
    method: 'POST',
    path: '/api/users/subscription/card',
    summary: 'Test checkout: a new card for renewals',
    body: CardInput,
    response: SubscriptionView,
  }),
  portal: endpoint({
    ...own,
    method: 'POST',
    path: '/api/users/subscription/portal',
    summary: "Stripe's customer portal (card, cancellation)",
    response: RedirectResponse,
  }),
  renew: endpoint({
    ...own,
    method: 'POST',
    path: '/api/users/subscription/renew',
    summary: 'A new checkout after the subscription ended',
    response: RedirectResponse,
  }),
  renewNow: endpoint({
    ...own,
    method: 'POST',
    path: '/api/users/subscription/renew-now',
    summary: 'Test checkout, not in production: renew now',
    response: SubscriptionView,
  }),
  subscriptionInvoices: endpoint({
    tag: 'subscription',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/subscriptions/:id/invoices',
    summary: "A subscription's invoices (admin)",
    params: SubscriptionIdParams,
    response: z.array(InvoiceSummary),
  }),
  invoice: endpoint({
    ...own,
    method: 'GET',
    path: '/api/secure-invoice/:file',
    summary: 'An invoice PDF (owner or admin)',
    params: InvoiceFileParams,
    response: null,
    produces: 'application/pdf',
  }),
}
