import type { BillingCycle } from '../../../contract/plans.ts'

/** The same day one cycle later; the 31st becomes the last day of a shorter month (like Stripe). */
export function addCycle(from: Date, cycle: BillingCycle) {
  const months = cycle === 'yearly' ? 12 : 1
  const target = new Date(from)
  target.setUTCDate(1)
  target.setUTCMonth(target.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay))
  return target
}

export const REGISTER_SUCCESS_PATH = '/register-success'
export const SUBSCRIPTION_PATH = '/subscription'
