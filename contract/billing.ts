import { z } from 'zod'
import { BILLING_CYCLES, BillingCycleInput, PLAN_TYPES, PlanTypeInput } from './plans.ts'

export const SUBSCRIPTION_STATES = ['pending', 'active', 'past_due', 'canceled', 'expired'] as const

export const InvoiceSummary = z.object({
  number: z.string(),
  kind: z.enum(['initial', 'renewal', 'proration']),
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
  payment_status: z.enum(SUBSCRIPTION_STATES),
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
  provider: z.enum(['local', 'stripe']),
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
