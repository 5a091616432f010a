import { z } from 'zod'
import { PROMO_CODE_INPUT_MAX } from './auth.ts'
import { BILLING_CYCLES, BillingCycleInput, PLAN_TYPES, PlanTypeInput } from './plans.ts'

/** An account's first payment: pending until the checkout is paid. */
export const PAYMENT_STATUSES = ['pending', 'paid'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** Who took a payment: Stripe, or the built-in test checkout. */
export const PAYMENT_PROVIDERS = ['stripe', 'local'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

/**
 * Our subscription states. Stripe's are mapped onto them by the payments adapter:
 * incomplete → pending, trialing → active, unpaid/paused → past_due,
 * incomplete_expired → expired, canceled → canceled.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'past_due', 'canceled', 'expired'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const INVOICE_KINDS = ['initial', 'renewal', 'proration'] as const
export type InvoiceKind = (typeof INVOICE_KINDS)[number]

/**
 * Stripe's test cards as the built-in test checkout plays them: `success` always pays,
 * `failsLater` pays the checkout but every later charge (renewals, upgrades) is declined, every
 * other valid number (`declined` is the documented one) is declined.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  failsLater: '4000000000000341',
} as const

export const InvoiceSummary = z.object({
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** Gross in cents. */
  amount: z.number().int(),
  currency: z.string(),
  issued_at: z.string(),
  /** File name for GET /api/secure-invoice/{file}. */
  file: z.string(),
})
export type InvoiceSummary = z.infer<typeof InvoiceSummary>

/**
 * `GET /api/users/subscription`: the spec's Subscription fields (amount in cents; shown in euro)
 * plus what the page needs to offer changes.
 */
export const SubscriptionView = z.object({
  username: z.string(),
  user_email: z.string(),
  payment_status: z.enum(SUBSCRIPTION_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  method: z.string().nullable(),
  card_last4: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  promo_code: z.string().nullable(),
  note: z.string().nullable(),
  invoice_pdf: z.string().nullable(),
  plan_type: z.enum(PLAN_TYPES),
  billing_cycle: z.enum(BILLING_CYCLES),
  cancel_at_period_end: z.boolean(),
  /** Null when nothing renews (cancelled or ended). */
  next_renewal: z.string().nullable(),
  next_plan_type: z.enum(PLAN_TYPES).nullable(),
  next_billing_cycle: z.enum(BILLING_CYCLES).nullable(),
  ended_at: z.string().nullable(),
  /** Access continues while a failed renewal is retried, until this time. */
  grace_until: z.string().nullable(),
  /** Card updates happen on our page (test checkout) or at the provider's portal. */
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Non-production test checkout only: the "renew now" control. */
  can_renew_now: z.boolean(),
  invoices: z.array(InvoiceSummary),
})
export type SubscriptionView = z.infer<typeof SubscriptionView>

export const PlanChangeInput = z.object({ planType: PlanTypeInput, billingCycle: BillingCycleInput })
export type PlanChangeInput = z.input<typeof PlanChangeInput>

/** A card as the test checkout takes it (first payment and card updates); the server judges it. */
export const CardInput = z.object({
  cardNumber: z.string().trim().min(1, 'validation.required').max(30, 'validation.invalid'),
  expiry: z.string().trim().min(1, 'validation.required').max(10, 'validation.invalid'),
  cvc: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .regex(/^\d{3,4}$/, 'validation.invalid'),
  name: z.string().trim().min(1, 'validation.required').max(100, 'validation.too_long'),
})

/** Where the browser goes next (a checkout, or the provider's billing portal). */
export const RedirectResponse = z.object({ url: z.string() })

/** `POST /api/checkout/local/{sessionId}/pay`: where the paid checkout continues. */
export const LocalPayResponse = z.object({ redirectUrl: z.string() })

/** `GET /api/checkout/local/{sessionId}`: what the test checkout page shows. */
export const LocalCheckoutView = z.object({
  sessionId: z.string(),
  planType: z.enum(PLAN_TYPES),
  billingCycle: z.enum(BILLING_CYCLES),
  /** Due now, after any promo, in cents. */
  amountCents: z.number(),
  fullPriceCents: z.number(),
  currency: z.string(),
  email: z.string(),
  username: z.string(),
  promoCode: z.string().nullable(),
  paid: z.boolean(),
})
export type LocalCheckoutView = z.infer<typeof LocalCheckoutView>

export const CheckoutSessionParams = z.object({ sessionId: z.string().min(1).max(200) })

/** `POST /api/promo/check`: a code the register form checks before paying. */
export const PromoCheckInput = z.object({
  code: z.string().trim().min(1).max(PROMO_CODE_INPUT_MAX),
  planType: PlanTypeInput,
  billingCycle: BillingCycleInput,
})
export const PromoCheckResponse = z.object({
  message: z.string(),
  code: z.string(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().nullable(),
  /** First payment after the discount, in cents. */
  amountCents: z.number(),
})

/** Largest promo discount and use count an admin may set. */
export const PROMO_MAX = 10_000_000
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{2,64}$/

/** An ISO date-time, or a date meaning the end of that day (UTC). */
const ExpiresAt = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .nullable()
  .transform((v) => (v == null ? v : new Date(v.length === 10 ? `${v}T23:59:59.999Z` : v)))

const promoFields = {
  percentOff: z.number().int().min(1, 'validation.invalid').max(100, 'validation.invalid').nullable(),
  amountOffCents: z.number().int().positive('validation.invalid').max(PROMO_MAX, 'validation.invalid').nullable(),
  expiresAt: ExpiresAt,
  maxUses: z.number().int().positive('validation.invalid').max(PROMO_MAX, 'validation.invalid').nullable(),
  active: z.boolean(),
}

/** Admin: `POST /api/admin/promo-codes`. */
export const PromoCreateInput = z.object({
  code: z.string().trim().regex(PROMO_CODE_PATTERN, 'validation.invalid'),
  percentOff: promoFields.percentOff.optional(),
  amountOffCents: promoFields.amountOffCents.optional(),
  expiresAt: promoFields.expiresAt.optional(),
  maxUses: promoFields.maxUses.optional(),
  active: promoFields.active.optional(),
})
/** Admin: `PATCH /api/admin/promo-codes/{id}`. */
export const PromoUpdateInput = z.object(promoFields).partial()

export const PromoCodeView = z.object({
  id: z.string(),
  code: z.string(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().nullable(),
  currency: z.string().nullable(),
  expiresAt: z.string().nullable(),
  maxUses: z.number().nullable(),
  timesUsed: z.number(),
  active: z.boolean(),
  createdAt: z.string(),
})
export type PromoCodeView = z.infer<typeof PromoCodeView>

/** `POST /api/webhooks/stripe`: the delivery was taken. */
export const WebhookReceived = z.object({ received: z.literal(true) })

export const PromoCodeIdParams = z.object({ id: z.uuid() })

export const SubscriptionIdParams = z.object({ id: z.uuid() })
export const InvoiceFileParams = z.object({ file: z.string().max(100) })
