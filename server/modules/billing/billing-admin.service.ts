import { ADMIN_LIST_MAX, type AdminFailedRenewal, type AdminSubscription } from '../../../contract/admin.ts'
import type { InvoiceSummary } from '../../../contract/billing.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { Actor } from '../users/users.service.ts'
import { type BillingRepository, createBillingRepository } from './billing.repository.ts'
import { invoiceSummaries } from './invoices.ts'
import { subscriptionPlanPrice } from './plan-prices.service.ts'
import { renewalDates } from './renewal-dates.ts'

/**
 * What the admin area reads from billing: the latest subscriptions of existing accounts and failed
 * renewal payments. Both tables keep username and email snapshots, so a deleted account's payment
 * history stays readable; its subscriptions leave the Subscriptions tab with the account.
 */
export function createBillingAdminService({
  db,
  repo = createBillingRepository(),
  now = () => new Date(),
}: {
  db: Database
  repo?: BillingRepository
  now?: () => Date
}) {
  return {
    async subscriptions(actor: Actor): Promise<AdminSubscription[]> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      const rows = await repo.latestSubscriptions(db, ADMIN_LIST_MAX)
      return rows.map((s) => ({
        id: s.id,
        username: s.username,
        email: s.userEmail,
        status: s.status,
        plan_type: s.planType,
        billing_cycle: s.billingCycle,
        price: subscriptionPlanPrice(s),
        currency: s.currency,
        current_period_end: s.currentPeriodEnd?.toISOString() ?? null,
        ...renewalDates(s, now()),
      }))
    },

    /** A subscription's invoices, newest first, for the admin to open (GET /api/secure-invoice/{file}). */
    async invoices(actor: Actor, subscriptionId: string): Promise<InvoiceSummary[]> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      const rows = await repo.invoicesOfSubscriptions(db, [subscriptionId])
      return invoiceSummaries(rows)
    },

    /** Amounts stay in cents; the page formats them in euros for the admin's language. */
    async failedRenewals(actor: Actor): Promise<AdminFailedRenewal[]> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      const rows = await repo.latestFailedRenewals(db, ADMIN_LIST_MAX)
      return rows.map((f) => ({
        id: f.id,
        username: f.username,
        email: f.userEmail,
        amount: f.amountCents,
        currency: f.currency,
        note: f.note,
        created_at: f.createdAt.toISOString(),
      }))
    },
  }
}

export type BillingAdminService = ReturnType<typeof createBillingAdminService>
