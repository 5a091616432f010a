import { randomUUID } from 'node:crypto'
import type { Database, Executor } from '../../../db/client.ts'
import type { Subscription } from '../../../db/schema/index.ts'
import { AppError } from '../../../errors.ts'
import type { BillingRepository } from '../../../modules/billing/billing.repository.ts'
import type { BillingService } from '../../../modules/billing/billing.service.ts'
import { addCycle } from '../../../modules/billing/periods.ts'
import { type PlanPricesService, subscriptionPlanPrice } from '../../../modules/billing/plan-prices.service.ts'
import type { PaymentEvent, PaymentsPort } from '../index.ts'

/** A failed renewal is retried daily; the third failure ends the subscription (the grace period). */
export const RENEWAL_ATTEMPTS = 3
export const RETRY_HOURS = 24
export const HOUR = 3_600_000

interface LocalDeps {
  db: Database
  repo: BillingRepository
  billing: BillingService
  payments: PaymentsPort
  planPrices: Pick<PlanPricesService, 'price'>
  now: () => Date
}

/**
 * The test checkout's own billing clock: renewals and retries that charge the saved card, and the
 * prorated charge of an upgrade. Every outcome becomes the same events a Stripe webhook brings.
 */
export function createLocalPlanRenewals({ db, repo, billing, payments, planPrices, now }: LocalDeps) {
  /** Local events are stamped strictly after the row's last state, so they always apply in order. */
  const stamp = (row: Subscription) => {
    const at = now()
    return row.providerStateAt && row.providerStateAt >= at ? new Date(row.providerStateAt.getTime() + 1) : at
  }
  const providerSubId = (row: Subscription) => row.providerSubscriptionId ?? `lsub_${row.id}`

  /** One local renewal attempt (or the end of a cancelled subscription), locked, once per period. */
  async function renewLocal(id: string, opts: { force?: boolean } = {}) {
    return db.transaction(async (tx) => {
      const row = await repo.lockById(tx, id)
      if (!row?.currentPeriodEnd || row.provider !== 'local' || row.endedAt || !row.paymentMethod) return
      if (row.status !== 'active' && row.status !== 'past_due') return
      const at = stamp(row)
      const due = row.status === 'active' ? row.currentPeriodEnd <= at : (row.nextAttemptAt ?? at) <= at
      if (!due && !opts.force) return
      const period = row.currentPeriodEnd.toISOString()
      const subscriptionId = providerSubId(row)
      const event = (eventId: string, e: PaymentEvent) => billing.handleEventIn(tx, 'local', `local_${row.id}_${period}_${eventId}`, e)
      if (row.cancelAtPeriodEnd) {
        await event('end', { type: 'subscription.updated', occurredAt: at, subscriptionId, status: 'canceled' })
        return
      }
      const planType = row.nextPlanType ?? row.planType
      const billingCycle = row.nextBillingCycle ?? row.billingCycle
      const changes = planType !== row.planType || billingCycle !== row.billingCycle
      // Promos are for the first payment only (like Stripe's `duration: once` coupons). The
      // subscription keeps its price; a change of plan or cycle pays today's.
      const amountCents = changes ? (await planPrices.price(planType, billingCycle)).amountCents : subscriptionPlanPrice(row)
      const attempt = row.renewalAttempts + 1
      const charge = await payments.chargeSavedCard?.({
        paymentMethodRef: row.paymentMethodRef ?? '',
        amountCents,
        idempotencyKey: `renewal_${row.id}_${period}_${attempt}`,
      })
      const common = { occurredAt: at, subscriptionId, currency: row.currency, amountCents, initial: false } as const
      if (charge?.paid) {
        if (changes) {
          await event('change', {
            type: 'subscription.updated',
            occurredAt: at,
            subscriptionId,
            status: 'active',
            planType,
            billingCycle,
            amountCents,
          })
        }
        const periodEnd = addCycle(row.currentPeriodEnd, billingCycle)
        await event('paid', {
          type: 'invoice.paid',
          ...common,
          invoiceId: `lin_${row.id}_${period}`,
          periodStart: row.currentPeriodEnd,
          periodEnd,
        })
        return
      }
      await event(`failed_${attempt}`, {
        type: 'invoice.payment_failed',
        ...common,
        invoiceId: `lin_${row.id}_${period}_${attempt}`,
        attempt,
      })
      if (attempt >= RENEWAL_ATTEMPTS) {
        await event('expired', { type: 'subscription.updated', occurredAt: at, subscriptionId, status: 'expired' })
      } else {
        await repo.updateSubscription(tx, row.id, { nextAttemptAt: new Date(at.getTime() + RETRY_HOURS * HOUR) })
      }
    })
  }

  async function upgradeLocal(tx: Executor, row: Subscription) {
    const at = stamp(row)
    const start = row.currentPeriodStart ?? at
    const end = row.currentPeriodEnd ?? addCycle(at, row.billingCycle)
    const share = Math.min(1, Math.max(0, (end.getTime() - at.getTime()) / Math.max(1, end.getTime() - start.getTime())))
    // The upgrade is priced at today's AI price, against what the subscription pays now.
    const { amountCents } = await planPrices.price('ai', row.billingCycle)
    const prorated = Math.max(0, Math.round((amountCents - subscriptionPlanPrice(row)) * share))
    const change = randomUUID()
    const charge = await payments.chargeSavedCard?.({
      paymentMethodRef: row.paymentMethodRef ?? '',
      amountCents: prorated,
      idempotencyKey: `upgrade_${change}`,
    })
    if (!charge?.paid) throw new AppError('CARD_DECLINED')
    const subscriptionId = providerSubId(row)
    await billing.handleEventIn(tx, 'local', `local_upgrade_${change}`, {
      type: 'subscription.updated',
      occurredAt: at,
      subscriptionId,
      status: 'active',
      planType: 'ai',
      amountCents,
    })
    await billing.handleEventIn(tx, 'local', `local_upgrade_${change}_invoice`, {
      type: 'invoice.paid',
      occurredAt: at,
      invoiceId: `lin_${row.id}_upgrade_${change}`,
      subscriptionId,
      initial: false,
      proration: true,
      amountCents: prorated,
      currency: row.currency,
      periodStart: at,
      periodEnd: end,
    })
  }

  return { stamp, renew: renewLocal, upgrade: upgradeLocal }
}
