import { createContext, type ReactNode, useContext } from 'react'
import type { PlanPrices } from '../../../contract/plan-prices.ts'

const PlanPricesContext = createContext<PlanPrices | null>(null)

/** The plan prices in force, from the route's loader (they are platform settings, not constants). */
export function PlanPricesProvider({ prices, children }: { prices: PlanPrices; children: ReactNode }) {
  return <PlanPricesContext.Provider value={prices}>{children}</PlanPricesContext.Provider>
}

/** The prices when the route provides them (null otherwise). */
export function usePlanPricesIfAny(): PlanPrices | null {
  return useContext(PlanPricesContext)
}

export function usePlanPrices(): PlanPrices {
  const prices = useContext(PlanPricesContext)
  if (!prices) throw new Error('usePlanPrices needs a PlanPricesProvider (the route loader passes the prices)')
  return prices
}
