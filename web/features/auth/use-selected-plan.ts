import { useEffect, useState } from 'react'
import { type BillingCycle, type PlanType, parseSelectedPlan, SELECTED_PLAN_STORAGE_KEY } from '../../../contract/plans.ts'

export type SelectedPlanState = { status: 'checking' } | { status: 'missing' } | { status: 'ready'; plan: PlanType; cycle: BillingCycle }

/**
 * The plan chosen on /pricing: the one the server read from the address (`chosen`, a choice made
 * before or without the script), else the stored one (localStorage `selected_plan`). Storage only
 * exists in the browser, so without `chosen` this is `checking` while the server renders and until
 * hydration.
 */
export function useSelectedPlan(chosen: { plan: PlanType; cycle: BillingCycle } | null = null): SelectedPlanState {
  const [state, setState] = useState<SelectedPlanState>(chosen ? { status: 'ready', ...chosen } : { status: 'checking' })
  useEffect(() => {
    if (chosen) return
    let raw: string | null = null
    try {
      raw = localStorage.getItem(SELECTED_PLAN_STORAGE_KEY)
    } catch {
      // Storage disabled: treated as no plan chosen.
    }
    const selected = parseSelectedPlan(raw)
    setState(selected ? { status: 'ready', ...selected } : { status: 'missing' })
  }, [chosen])
  return state
}

/** Forgets the plan once it is paid for, so the next registration on this device starts fresh. */
export function forgetSelectedPlan() {
  try {
    localStorage.removeItem(SELECTED_PLAN_STORAGE_KEY)
  } catch {
    // Nothing stored, nothing to forget.
  }
}
