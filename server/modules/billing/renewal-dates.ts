import type { Subscription } from '../../db/schema/index.ts'
import { HOUR, RENEWAL_ATTEMPTS, RETRY_HOURS } from '../../ports/payments/local/plan-renewals.ts'

/**
 * The dates a subscription's holder and the admins both see, from one rule: the next payment (the
 * renewal, or while past due the next attempt to charge the failed one), and while past due the
 * end of the grace period (the last retry: the next one plus a day per retry left after it).
 */
export function renewalDates(row: Subscription, now: Date): { next_renewal: string | null; grace_until: string | null } {
  const live = !row.endedAt && (row.status === 'active' || row.status === 'past_due')
  const next = live && !row.cancelAtPeriodEnd ? (row.nextAttemptAt ?? row.currentPeriodEnd) : null
  const pastDue = row.status === 'past_due' && !row.endedAt
  const grace = pastDue
    ? new Date(
        (row.nextAttemptAt ?? row.currentPeriodEnd ?? now).getTime() +
          Math.max(0, RENEWAL_ATTEMPTS - 1 - row.renewalAttempts) * RETRY_HOURS * HOUR,
      )
    : null
  return { next_renewal: next?.toISOString() ?? null, grace_until: grace?.toISOString() ?? null }
}
