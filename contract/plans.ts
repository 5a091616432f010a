import { z } from 'zod'

/**
 * Subscription plans: ids, the specification's default prices and feature catalog keys
 * (`pricing.features.<key>`). Shared by the pricing page and the server's billing.
 *
 * The spec spells plans and cycles two ways (`ai`/`ai_creator`, `yearly`/`annually`); we store
 * `basic`/`ai` and `monthly`/`yearly` and accept the other spellings as input (DESIGN §5).
 */
export const PLAN_TYPES = ['basic', 'ai'] as const
export type PlanType = (typeof PLAN_TYPES)[number]

export const BILLING_CYCLES = ['monthly', 'yearly'] as const
export type BillingCycle = (typeof BILLING_CYCLES)[number]

/**
 * The specification's prices in euro cents, by plan and billing cycle: the defaults of the plan
 * prices the admin sets (contract/plan-prices.ts). Read prices through the plan prices service.
 */
export const PLANS = {
  basic: { monthly: 600, yearly: 6000 },
  ai: { monthly: 1000, yearly: 10000 },
} as const satisfies Record<PlanType, Record<BillingCycle, number>>

const SHARED_FEATURES = ['public_profile', 'unlimited_uploads', 'custom_links', 'verified_badge'] as const

/** What each plan includes; the basic plan has no AI features. */
export const PLAN_FEATURES = {
  basic: SHARED_FEATURES,
  ai: [...SHARED_FEATURES, 'ai_outfits', 'campaign_popups', 'priority_placement', 'premium_support'],
} as const satisfies Record<PlanType, readonly string[]>

export type PlanFeature = (typeof PLAN_FEATURES)[PlanType][number]

/** Input spellings of the plan type: ours and the spec's pricing flow (`ai_creator`). */
export const PLAN_TYPE_INPUTS = ['basic', 'ai', 'ai_creator'] as const
export type PlanTypeInput = (typeof PLAN_TYPE_INPUTS)[number]

/** Input spellings of the billing cycle: ours and the spec's pricing flow (`annually`). */
export const BILLING_CYCLE_INPUTS = ['monthly', 'yearly', 'annually'] as const
export type BillingCycleInput = (typeof BILLING_CYCLE_INPUTS)[number]

export function normalizePlanType(value: PlanTypeInput): PlanType {
  return value === 'basic' ? 'basic' : 'ai'
}

export function normalizeBillingCycle(value: BillingCycleInput): BillingCycle {
  return value === 'monthly' ? 'monthly' : 'yearly'
}

/** Accepts either spelling and yields the stored one, for API bodies and query strings. */
export const PlanTypeInput = z.enum(PLAN_TYPE_INPUTS).transform(normalizePlanType)
export const BillingCycleInput = z.enum(BILLING_CYCLE_INPUTS).transform(normalizeBillingCycle)

/**
 * The plan chosen on /pricing, kept in localStorage under `selected_plan` until registration, in
 * the spec's spelling: `{"planType":"basic"|"ai_creator","billingCycle":"monthly"|"annually"}`.
 */
export const SELECTED_PLAN_STORAGE_KEY = 'selected_plan'

export const SelectedPlan = z.object({
  planType: z.enum(['basic', 'ai_creator']),
  billingCycle: z.enum(['monthly', 'annually']),
})
export type SelectedPlan = z.infer<typeof SelectedPlan>

export function toSelectedPlan(plan: PlanType, cycle: BillingCycle): SelectedPlan {
  return { planType: plan === 'ai' ? 'ai_creator' : 'basic', billingCycle: cycle === 'yearly' ? 'annually' : 'monthly' }
}

/** Reads a stored selection (either spelling); null when missing or not a valid plan. */
export function parseSelectedPlan(raw: string | null | undefined): { plan: PlanType; cycle: BillingCycle } | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = z.object({ planType: PlanTypeInput, billingCycle: BillingCycleInput }).safeParse(value)
  return parsed.success ? { plan: parsed.data.planType, cycle: parsed.data.billingCycle } : null
}

/** The plan as /pricing's form sends it without script (`?planType=ai_creator&billingCycle=monthly`), or null. */
export function parsePlanQuery(query: URLSearchParams): { plan: PlanType; cycle: BillingCycle } | null {
  const parsed = z.object({ planType: PlanTypeInput, billingCycle: BillingCycleInput }).safeParse(Object.fromEntries(query))
  return parsed.success ? { plan: parsed.data.planType, cycle: parsed.data.billingCycle } : null
}
