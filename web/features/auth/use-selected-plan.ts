import { useEffect, useState } from 'react'
import { type BillingCycle, type PlanType, parseSelectedPlan, SELECTED_PLAN_STORAGE_KEY } from '../../../contract/plans.ts'

export type SelectedPlanState = { status: 'checking' } | { status: 'missing' } | { status: 'ready'; plan: PlanType; cycle: BillingCycle }

/**
 * The plan chosen on /pricing (localStorage `selected_plan`). Storage only exists in the browser,
 * so this is `checking` while the server renders and until hydration.
 */
export function useSelectedPlan(): SelectedPlanState {
  const [state, setState] = useState<SelectedPlanState>({ status: 'checking' })
  useEffect(() => {
    let raw: string | null = null
    try {
      raw = localStorage.getItem(SELECTED_PLAN_STORAGE_KEY)
    } catch {
      // Storage disabled: treated as no plan chosen.
    }
    const selected = parseSelectedPlan(raw)
    setState(selected ? { status: 'ready', ...selected } : { status: 'missing' })
  }, [])
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
