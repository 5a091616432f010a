import { describe, expect, it } from 'vitest'
import { DEFAULT_PLAN_PRICES, maxYearlySavingPercent, yearlySaving } from './plan-prices.ts'
import {
  BillingCycleInput,
  normalizeBillingCycle,
  normalizePlanType,
  PLAN_FEATURES,
  PLANS,
  PlanTypeInput,
  parsePlanQuery,
  parseSelectedPlan,
  SelectedPlan,
  toSelectedPlan,
} from './plans.ts'

describe('plans', () => {
  it('prices the plans in euro cents as the spec gives them', () => {
    expect(PLANS).toEqual({ basic: { monthly: 600, yearly: 6000 }, ai: { monthly: 1000, yearly: 10000 } })
    expect(DEFAULT_PLAN_PRICES).toEqual({ currency: 'eur', ...PLANS })
  })

  it('saves up to 17% with yearly billing at the default prices, and follows the prices set', () => {
    expect(yearlySaving(DEFAULT_PLAN_PRICES, 'basic')).toBe(1200)
    expect(yearlySaving(DEFAULT_PLAN_PRICES, 'ai')).toBe(2000)
    expect(maxYearlySavingPercent(DEFAULT_PLAN_PRICES)).toBe(17)
    const dearYearly = { ...DEFAULT_PLAN_PRICES, basic: { monthly: 600, yearly: 9000 }, ai: { monthly: 1000, yearly: 9000 } }
    expect(yearlySaving(dearYearly, 'basic')).toBe(0)
    expect(maxYearlySavingPercent(dearYearly)).toBe(25)
  })

  it('gives both plans the shared features and only the AI plan the AI features', () => {
    const shared = ['public_profile', 'unlimited_uploads', 'custom_links', 'verified_badge']
    expect(PLAN_FEATURES.basic).toEqual(shared)
    expect(PLAN_FEATURES.ai).toEqual([...shared, 'ai_outfits', 'campaign_popups', 'priority_placement', 'premium_support'])
  })
})

describe('normalizePlanType', () => {
  it.each([
    ['basic', 'basic'],
    ['ai', 'ai'],
    ['ai_creator', 'ai'],
  ] as const)('stores %s as %s', (input, stored) => {
    expect(normalizePlanType(input)).toBe(stored)
    expect(PlanTypeInput.parse(input)).toBe(stored)
  })

  it('refuses an unknown plan', () => {
    expect(PlanTypeInput.safeParse('premium').success).toBe(false)
  })
})

describe('normalizeBillingCycle', () => {
  it.each([
    ['monthly', 'monthly'],
    ['yearly', 'yearly'],
    ['annually', 'yearly'],
  ] as const)('stores %s as %s', (input, stored) => {
    expect(normalizeBillingCycle(input)).toBe(stored)
    expect(BillingCycleInput.parse(input)).toBe(stored)
  })

  it('refuses an unknown cycle', () => {
    expect(BillingCycleInput.safeParse('weekly').success).toBe(false)
  })
})

describe('selected plan', () => {
  it('is written in the spec spelling', () => {
    expect(toSelectedPlan('ai', 'yearly')).toEqual({ planType: 'ai_creator', billingCycle: 'annually' })
    expect(toSelectedPlan('basic', 'monthly')).toEqual({ planType: 'basic', billingCycle: 'monthly' })
    expect(SelectedPlan.safeParse({ planType: 'ai', billingCycle: 'yearly' }).success).toBe(false)
  })

  it('is read back in either spelling', () => {
    expect(parseSelectedPlan('{"planType":"ai_creator","billingCycle":"annually"}')).toEqual({ plan: 'ai', cycle: 'yearly' })
    expect(parseSelectedPlan('{"planType":"basic","billingCycle":"yearly"}')).toEqual({ plan: 'basic', cycle: 'yearly' })
    // The same choice as /pricing's form sends it without script.
    expect(parsePlanQuery(new URLSearchParams('billingCycle=annually&planType=ai_creator'))).toEqual({ plan: 'ai', cycle: 'yearly' })
    expect(parsePlanQuery(new URLSearchParams('planType=gold&billingCycle=monthly'))).toBeNull()
  })

  it('reads a missing, malformed or unknown selection as none', () => {
    expect(parseSelectedPlan(null)).toBeNull()
    expect(parseSelectedPlan('not json')).toBeNull()
    expect(parseSelectedPlan('{"planType":"gold","billingCycle":"monthly"}')).toBeNull()
  })
})
